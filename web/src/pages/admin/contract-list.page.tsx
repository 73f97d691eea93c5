import { Alert, App, Button, Card, Modal, Popconfirm, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { AuditTimelineDrawer } from '../../features/audit/components/audit-timeline-drawer';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { useAssign, useAssignableLawyers, useConfirmTransfer, useContracts } from '../../features/registration-cases/api/registration-cases.query';
import { ContractFilterForm } from '../../features/registration-cases/components/contract-filter-form';
import { ContractTable } from '../../features/registration-cases/components/contract-table';
import { contractListSearchParams, readContractListSearch } from '../../features/registration-cases/lib/contract-list-search';
import { errorMessage } from '../../ui/server-field-errors';

/** Every contract, filtered by status, payment, date and member (kept in the address); transfers confirmed here. */
export function AdminContractListPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const { filter, page } = useMemo(() => readContractListSearch(params), [params]);
  const setPage = (next: number) => setParams(contractListSearchParams({ filter, page: next }));
  const [timelineOf, setTimelineOf] = useState<string | null>(null);
  const contracts = useContracts(filter, page);
  const confirm = useConfirmTransfer();
  const [assigning, setAssigning] = useState<string | null>(null);
  const [lawyerId, setLawyerId] = useState<string | null>(null);
  const lawyers = useAssignableLawyers(assigning !== null);
  const assign = useAssign();

  const assignLawyer = async () => {
    if (!assigning || !lawyerId) return;
    try {
      await assign.mutateAsync({ lawyerId, threadId: assigning });
      void message.success('司法書士を割り当てました。');
      setAssigning(null);
      setLawyerId(null);
    } catch (error) {
      void message.error(errorMessage(error, '司法書士を割り当てられませんでした。'));
    }
  };

  const confirmTransfer = async (threadId: string) => {
    try {
      await confirm.mutateAsync(threadId);
      void message.success('入金を確認しました。');
    } catch (error) {
      void message.error(errorMessage(error, '入金を確認できませんでした。'));
    }
  };

  return (
    <>
      <PageHeading title="契約一覧" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless">
          <ContractFilterForm filter={filter} onSearch={(next) => setParams(contractListSearchParams({ filter: next, page: 1 }))} />
        </Card>
        {contracts.isError ? <Alert type="error" showIcon title={errorMessage(contracts.error, '契約の一覧を読み込めませんでした。')} /> : null}
        <Card variant="borderless">
          <ContractTable
            page={contracts.data}
            loading={contracts.isPending}
            onPage={setPage}
            actions={(row) => (
              <Space>
                {row.status_id === 5 && row.payment_method === 'bank_transfer' && !row.did_pay_management_fee ? (
                  <Popconfirm title="管理手数料の入金を確認しましたか？" okText="入金を確認する" cancelText="やめる" onConfirm={() => confirmTransfer(row.thread_id)}>
                    <Button size="small" type="primary">
                      入金確認
                    </Button>
                  </Popconfirm>
                ) : null}
                {!row.registration && (row.status_id === 6 || row.status_id === 7) ? (
                  <Button size="small" onClick={() => setAssigning(row.thread_id)}>
                    司法書士を割り当て
                  </Button>
                ) : null}
                <Button size="small" onClick={() => setTimelineOf(row.thread_id)}>
                  経過
                </Button>
              </Space>
            )}
          />
        </Card>
      </Space>
      <AuditTimelineDrawer
        kind="deal"
        id={timelineOf}
        title="取引の経過"
        onClose={() => setTimelineOf(null)}
        extra={timelineOf ? <Link to={`/admin/audit?stream=contract-${timelineOf}`}>契約の時点を再現する</Link> : null}
      />
      <Modal
        open={assigning !== null}
        title="司法書士を割り当てる"
        okText="割り当てる"
        cancelText="やめる"
        okButtonProps={{ disabled: !lawyerId, loading: assign.isPending }}
        onCancel={() => setAssigning(null)}
        onOk={assignLawyer}
      >
        <Select
          aria-label="担当する司法書士"
          style={{ width: '100%' }}
          placeholder="司法書士を選んでください"
          loading={lawyers.isPending}
          value={lawyerId}
          onChange={setLawyerId}
          options={(lawyers.data ?? []).map((lawyer) => ({ value: lawyer.id, label: lawyer.label }))}
        />
      </Modal>
    </>
  );
}
