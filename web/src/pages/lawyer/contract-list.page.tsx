import { Alert, App, Button, Card, Divider, Drawer, Input, Modal, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { AuditTimelineDrawer } from '../../features/audit/components/audit-timeline-drawer';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { DealReadOnlyContainer } from '../../features/deals-admin/components/deal-read-only.container';
import { downloadLawyerContractPdf, type CaseStepName, type ContractFilterInput, type ContractPdfItem, type ContractRow, type RegistrationDocumentKind } from '../../features/registration-cases/api/registration-cases.api';
import { useAssign, useCancelCase, useCaseStep, useCompleteRegistration, useContracts, useLawyerContractPdfs, useOwnLawyerId, useRecordDocument, useRequestCorrection } from '../../features/registration-cases/api/registration-cases.query';
import { ContractPdfList } from '../../features/registration-cases/components/contract-pdf-list';
import { ContractFilterForm } from '../../features/registration-cases/components/contract-filter-form';
import { ContractTable } from '../../features/registration-cases/components/contract-table';
import { saveBlob } from '../../ui/save-blob';
import { errorMessage } from '../../ui/server-field-errors';

/** The next step of a case by its status (1-8), with its button and confirmation. */
const NEXT_STEP: Record<number, { step: CaseStepName; label: string; confirm: string; done: string }> = {
  1: { step: 'accept', label: '受任する', confirm: 'この登記を受任しますか？', done: '受任しました。' },
  2: { step: 'confirm-identities', label: '本人確認済みにする', confirm: '売主と買主の本人確認は済みましたか？', done: '本人確認を記録しました。' },
  3: { step: 'collect-documents', label: '書類の収集を始める', confirm: '当事者に書類の準備をお願いしますか？', done: '書類の収集を始めました。' },
  4: { step: 'verify-documents', label: '書類を確認済みにする', confirm: '売主の書類を確認しましたか？確認すると残代金のお支払いに進めます。', done: '書類の確認を記録しました。' },
  5: { step: 'ready-for-settlement', label: '決済準備完了にする', confirm: '決済の準備は整いましたか？', done: '決済の準備が整ったことを記録しました。' },
  6: { step: 'file', label: '登記を申請した', confirm: '登記を申請しましたか？', done: '登記の申請を記録しました。' },
  8: { step: 'file', label: '再申請した', confirm: '補正のうえ、登記を再申請しましたか？', done: '登記の申請を記録しました。' },
};

const LAWYER_READER_NOTE = '担当の司法書士は、この取引のメッセージとファイルを読むことだけができます。送信、ピン留め、ブロックはできません。';

const DOCUMENTS: Array<{ kind: RegistrationDocumentKind; label: string }> = [
  { kind: 'application', label: '登記申請書を作成した' },
  { kind: 'cause_certificate', label: '登記原因証明情報を作成した' },
  { kind: 'farmland_permission', label: '農地法の許可書を受領した' },
];

export function LawyerContractListPage() {
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ContractFilterInput>({});
  const [page, setPage] = useState(1);
  const [timelineOf, setTimelineOf] = useState<string | null>(null);
  const [messagesOf, setMessagesOf] = useState<ContractRow | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [correcting, setCorrecting] = useState<string | null>(null);
  const [correctionReason, setCorrectionReason] = useState('');
  const contracts = useContracts(filter, page);
  const me = useOwnLawyerId();
  const assign = useAssign();
  const step = useCaseStep();
  const record = useRecordDocument();
  const complete = useCompleteRegistration();
  const cancel = useCancelCase();
  const pdfs = useLawyerContractPdfs(messagesOf?.thread_id ?? null);

  const downloadPdf = (pdf: ContractPdfItem) => {
    downloadLawyerContractPdf(pdf.id).then(
      (blob) => saveBlob(blob, `不動産売買契約書（${pdf.kind === 'buyer_final' ? '買主' : '売主'}保管用）.pdf`),
      (error: unknown) => void message.error(errorMessage(error, '契約書PDFをダウンロードできませんでした。')),
    );
  };
  const correction = useRequestCorrection();

  const run = async (work: () => Promise<unknown>, done: string, failed: string) => {
    try {
      await work();
      void message.success(done);
      return true;
    } catch (error) {
      void message.error(errorMessage(error, failed));
      return false;
    }
  };

  const actions = (row: ContractRow) => {
    const status = row.registration?.status_id;
    const next = status === undefined ? undefined : NEXT_STEP[status];
    const open = status !== undefined && status < 9;
    return (
      <Space wrap>
        {row.assignable && me.data ? (
          <Popconfirm title="この契約の登記を引き受けますか？" okText="引き受ける" cancelText="やめる" onConfirm={() => run(() => assign.mutateAsync({ lawyerId: me.data, threadId: row.thread_id }), '担当になりました。', '引き受けられませんでした。')}>
            <Button size="small" type="primary">
              引き受ける
            </Button>
          </Popconfirm>
        ) : null}
        {next ? (
          <Popconfirm title={next.confirm} okText={next.label} cancelText="やめる" onConfirm={() => run(() => step.mutateAsync({ threadId: row.thread_id, step: next.step }), next.done, '手続きを進められませんでした。')}>
            <Button size="small" type="primary">
              {next.label}
            </Button>
          </Popconfirm>
        ) : null}
        {status !== undefined && status >= 2 && open
          ? DOCUMENTS.filter((document) => document.kind !== 'farmland_permission' || row.registration?.farmland).map((document) => (
              <Popconfirm key={document.kind} title={`${document.label}ことを記録しますか？`} okText="記録する" cancelText="やめる" onConfirm={() => run(() => record.mutateAsync({ threadId: row.thread_id, kind: document.kind }), '書類を記録しました。', '書類を記録できませんでした。')}>
                <Button size="small">{document.label}</Button>
              </Popconfirm>
            ))
          : null}
        {status === 7 ? (
          <Popconfirm title="登記は完了しましたか？" okText="登記完了にする" cancelText="やめる" onConfirm={() => run(() => complete.mutateAsync(row.thread_id), '登記の完了を記録しました。', '登記の完了を記録できませんでした。')}>
            <Button size="small" type="primary">
              登記完了
            </Button>
          </Popconfirm>
        ) : null}
        {status === 7 ? (
          <Button size="small" onClick={() => setCorrecting(row.thread_id)}>
            補正の指示を受けた
          </Button>
        ) : null}
        {open ? (
          <Button size="small" danger onClick={() => setCancelling(row.thread_id)}>
            取消
          </Button>
        ) : null}
        {row.assignable ? null : (
          <Button size="small" onClick={() => setTimelineOf(row.thread_id)}>
            経過
          </Button>
        )}
        {row.assignable ? null : (
          <Button size="small" onClick={() => setMessagesOf(row)}>
            取引の閲覧
          </Button>
        )}
      </Space>
    );
  };

  return (
    <>
      <PageHeading title="契約一覧" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless">
          <ContractFilterForm
            withScope
            onSearch={(next) => {
              setFilter(next);
              setPage(1);
            }}
          />
        </Card>
        {contracts.isError ? <Alert type="error" showIcon title={errorMessage(contracts.error, '契約の一覧を読み込めませんでした。')} /> : null}
        <Card variant="borderless">
          <ContractTable page={contracts.data} loading={contracts.isPending} onPage={setPage} actions={actions} />
        </Card>
      </Space>
      <AuditTimelineDrawer kind="deal" id={timelineOf} title="取引の経過" onClose={() => setTimelineOf(null)} />
      <Drawer
        open={messagesOf !== null}
        onClose={() => setMessagesOf(null)}
        size="large"
        title={
          <>
            取引の閲覧：{messagesOf?.property_name ?? '物件名未設定'} <Tag>閲覧のみ</Tag>
          </>
        }
        destroyOnHidden
      >
        {messagesOf ? (
          <>
            <Divider titlePlacement="start">契約書PDF</Divider>
            <ContractPdfList
              pdfs={pdfs.data}
              loading={pdfs.isPending}
              error={pdfs.isError ? errorMessage(pdfs.error, '契約書PDFを読み込めませんでした。') : null}
              onDownload={downloadPdf}
            />
            <Divider titlePlacement="start">メッセージ</Divider>
            <DealReadOnlyContainer threadId={messagesOf.thread_id} readerNote={LAWYER_READER_NOTE} />
          </>
        ) : null}
      </Drawer>
      <Modal
        open={correcting !== null}
        title="登記の補正を記録する"
        okText="補正対応中にする"
        okButtonProps={{ disabled: correctionReason.trim() === '' }}
        cancelText="やめる"
        onCancel={() => setCorrecting(null)}
        onOk={async () => {
          const threadId = correcting as string;
          if (await run(() => correction.mutateAsync({ threadId, reason: correctionReason.trim() }), '補正の指示を記録しました。補正のうえ再申請してください。', '補正の指示を記録できませんでした。')) {
            setCorrecting(null);
            setCorrectionReason('');
          }
        }}
      >
        <p>法務局から補正の指示を受けたときに記録します。補正のうえ再申請すると、登記申請済みに戻ります。</p>
        <Input.TextArea aria-label="補正の内容" rows={3} maxLength={500} value={correctionReason} onChange={(event) => setCorrectionReason(event.target.value)} placeholder="例：地番の誤記" />
      </Modal>
      <Modal
        open={cancelling !== null}
        title="登記の依頼を取り消す"
        okText="取り消す"
        okButtonProps={{ danger: true, disabled: reason.trim() === '' }}
        cancelText="やめる"
        onCancel={() => setCancelling(null)}
        onOk={async () => {
          const threadId = cancelling as string;
          if (await run(() => cancel.mutateAsync({ threadId, reason: reason.trim() }), '登記の依頼を取り消しました。契約は取り消され、取引は終了しました。', '取り消せませんでした。')) {
            setCancelling(null);
            setReason('');
          }
        }}
      >
        <p>取り消すと契約も取り消され、取引は終了します。元には戻せません。</p>
        <Input.TextArea aria-label="取り消す理由" rows={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="当事者に知らされます" />
      </Modal>
    </>
  );
}
