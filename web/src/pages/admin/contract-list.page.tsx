import { Alert, App, Button, Card, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { PageHeading } from '../../features/back-office/components/page-heading';
import type { ContractFilterInput } from '../../features/registration-cases/api/registration-cases.api';
import { useConfirmTransfer, useContracts } from '../../features/registration-cases/api/registration-cases.query';
import { ContractFilterForm } from '../../features/registration-cases/components/contract-filter-form';
import { ContractTable } from '../../features/registration-cases/components/contract-table';
import { TimelineDrawer } from '../../features/registration-cases/components/timeline-drawer';
import { errorMessage } from '../../ui/server-field-errors';

/** Every contract, filtered by status, payment, date and member; transfers confirmed here. */
export function AdminContractListPage() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ContractFilterInput>({});
  const [page, setPage] = useState(1);
  const [timelineOf, setTimelineOf] = useState<string | null>(null);
  const contracts = useContracts(filter, page);
  const confirm = useConfirmTransfer();

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
          <ContractFilterForm
            onSearch={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
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
                <Button size="small" onClick={() => setTimelineOf(row.thread_id)}>
                  経過
                </Button>
              </Space>
            )}
          />
        </Card>
      </Space>
      <TimelineDrawer threadId={timelineOf} onClose={() => setTimelineOf(null)} />
    </>
  );
}
