import { CheckCircleFilled, FileTextOutlined } from '@ant-design/icons';
import { Alert, App, Button, Collapse, Space, Tag, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { LinkButton } from '../../../ui/link-button';
import { formatYen } from '../../../ui/yen.format';
import type { ContractGetStep, ContractPaymentOptions, ContractState, SellerDocument } from '../api/contracts.api';
import { contractNextStep, type ContractAction } from '../lib/contract-next-step';
import { contractStatusColor, ROLE_LABELS } from '../lib/contract-status';
import styles from './contracts.module.css';

export const TEST_PAYMENT_LABEL = 'テスト決済';
export const BANK_TRANSFER_NOTE =
  '銀行振込を選ぶと、事務局が入金を確認しだい次の手続き（売主の書類の準備）に進みます。お申し込みから7日以内にお振り込みください。振込手数料はお客さまのご負担となります。';
export const WITHOUT_CONTRACT_CONFIRM =
  '契約書を使わずに取引を終えると、この取引は「取引終了」となり、契約の手続きもメッセージの送信もできなくなります。この操作は取り消せません。';
export const GO_AHEAD_CONFIRM = '契約の手続きに進むと、契約の内容は変更できなくなり、管理手数料のお支払いに進みます。';

interface ContractPanelProps {
  state: ContractState;
  paymentOptions: ContractPaymentOptions | undefined;
  documents: readonly SellerDocument[] | undefined;
  /** The contract's preview and editor, where a member agrees. */
  agreeHref: string;
  pending: boolean;
  /** The last refusal, in the server's words (a 409 says what must happen first). */
  error: string | null;
  onStep: (step: ContractGetStep) => Promise<unknown>;
  onDraft: () => Promise<unknown>;
  onPayByCard: () => Promise<unknown>;
  onConfirmDocument: (documentId: number) => Promise<unknown>;
}

/** A deal's contract inside its chat: where it stands and the member's next step, with its button. */
export function ContractPanel(props: ContractPanelProps) {
  const { state, paymentOptions, documents, agreeHref, pending, error } = props;
  const { modal } = App.useApp();
  const next = contractNextStep(state);
  const fee = formatYen(state.management_fee ?? paymentOptions?.management_fee ?? null);

  const confirm = (title: string, content: string, okText: string, onOk: () => Promise<unknown>, danger = false) =>
    modal.confirm({ title, content, okText, cancelText: 'キャンセル', okButtonProps: { danger }, onOk: () => onOk().catch(() => undefined) });

  const action = (item: ContractAction): ReactNode => {
    switch (item.kind) {
      case 'request':
        return (
          <Button key="request" type="primary" loading={pending} onClick={() => void props.onStep('request-create-contract').catch(() => undefined)}>
            契約書の作成を依頼する
          </Button>
        );
      case 'draft':
        return (
          <Button key="draft" type="primary" loading={pending} onClick={() => void props.onDraft().catch(() => undefined)}>
            契約書を作成する
          </Button>
        );
      case 'edit':
        return (
          <LinkButton key="edit" to={`${agreeHref}?tab=terms`} icon={<FileTextOutlined />}>
            条件・物件の表示を編集する
          </LinkButton>
        );
      case 'agree':
        return (
          <LinkButton key="agree" type="primary" to={agreeHref}>
            内容を確認して同意する
          </LinkButton>
        );
      case 'go-ahead':
        return (
          <Button
            key="go-ahead"
            type="primary"
            loading={pending}
            onClick={() => confirm('契約の手続きに進みますか？', GO_AHEAD_CONFIRM, '手続きに進む', () => props.onStep('buyer-agree-perform-contract'))}
          >
            契約の手続きに進む
          </Button>
        );
      case 'pay':
        return <PaymentChoice key="pay" {...props} fee={fee} confirm={confirm} />;
      case 'documents':
        return <DocumentChecklist key="documents" state={state} documents={documents} pending={pending} onConfirm={props.onConfirmDocument} />;
      case 'without-contract':
        return (
          <Button
            key="without-contract"
            danger
            type="text"
            size="small"
            onClick={() => confirm('契約書を使わずに取引を終えますか？', WITHOUT_CONTRACT_CONFIRM, '契約書なしで終える', () => props.onStep('without-contract'), true)}
          >
            契約書を使わずに取引を終える
          </Button>
        );
    }
  };

  const label = (
    <span className={styles.panelLabel}>
      <span>契約</span>
      <Tag color={contractStatusColor(state.status_id)}>{state.status_name}</Tag>
      {next.turn === 'mine' ? <Tag color="red">あなたの番です</Tag> : null}
    </span>
  );

  return (
    <Collapse
      className={styles.panel}
      size="small"
      defaultActiveKey={next.turn === 'mine' ? ['contract'] : []}
      items={[
        {
          key: 'contract',
          label,
          children: (
            <section aria-label="契約の手続き" className={styles.panelBody}>
              <Typography.Paragraph className={styles.panelText}>
                あなたは{ROLE_LABELS[state.role]}です。{next.text}
              </Typography.Paragraph>
              {state.status_id >= 2 && state.status_id <= 6 ? (
                <Typography.Paragraph type="secondary" className={styles.panelText}>
                  買主の同意：{state.buyer_agreed ? '済み' : 'まだ'} 売主の同意：{state.seller_agreed ? '済み' : 'まだ'}
                  {state.status_id >= 5 ? ` 管理手数料：${state.did_pay_management_fee ? 'お支払済み' : '未払い'}` : ''}
                </Typography.Paragraph>
              ) : null}
              {error ? <Alert type="error" showIcon title={error} className={styles.panelText} /> : null}
              <Space wrap>{next.actions.filter((item) => item.kind !== 'without-contract').map(action)}</Space>
              {next.actions.some((item) => item.kind === 'without-contract') ? <div className={styles.panelFoot}>{action({ kind: 'without-contract' })}</div> : null}
              {state.status_id >= 2 && state.status_id !== 8 ? (
                <LinkButton to={agreeHref} type="link" size="small">
                  契約書の内容を見る
                </LinkButton>
              ) : null}
            </section>
          ),
        },
      ]}
    />
  );
}

type Confirm = (title: string, content: string, okText: string, onOk: () => Promise<unknown>, danger?: boolean) => void;

function PaymentChoice(props: ContractPanelProps & { fee: string; confirm: Confirm }) {
  const { paymentOptions, pending, fee, confirm } = props;
  const sandbox = paymentOptions?.card_provider === 'sandbox';
  return (
    <div className={styles.payment} role="group" aria-label="管理手数料のお支払い方法">
      <Typography.Text strong>管理手数料 {fee}（税込）</Typography.Text>
      {paymentOptions?.card_available ? (
        <div className={styles.payOption}>
          <Button
            type="primary"
            loading={pending}
            onClick={() =>
              confirm(
                sandbox ? `${TEST_PAYMENT_LABEL}で支払いますか？` : 'カードで支払いますか？',
                sandbox ? 'これはテスト用の決済です。実際のお金は動きません。' : `管理手数料 ${fee} をカードで支払います。`,
                '支払う',
                props.onPayByCard,
              )
            }
          >
            {sandbox ? `カードで支払う（${TEST_PAYMENT_LABEL}）` : 'カードで支払う'}
          </Button>
          {sandbox ? <Tag color="magenta">{TEST_PAYMENT_LABEL}：実際のお金は動きません</Tag> : null}
        </div>
      ) : null}
      <div className={styles.payOption}>
        <Button loading={pending} onClick={() => confirm('銀行振込で支払いますか？', BANK_TRANSFER_NOTE, '銀行振込にする', () => props.onStep('buyer-transfer'))}>
          銀行振込で支払う
        </Button>
        <Typography.Paragraph type="secondary" className={styles.note}>
          {BANK_TRANSFER_NOTE}
        </Typography.Paragraph>
      </div>
    </div>
  );
}

interface DocumentChecklistProps {
  state: ContractState;
  documents: readonly SellerDocument[] | undefined;
  pending: boolean;
  onConfirm: (documentId: number) => Promise<unknown>;
}

function DocumentChecklist({ state, documents, pending, onConfirm }: DocumentChecklistProps) {
  const [clicked, setClicked] = useState<number | null>(null);
  return (
    <ul className={styles.checklist} aria-label="売主が準備する書類">
      {(documents ?? []).map((document) => {
        const done = state.documents_confirmed.includes(document.id);
        return (
          <li key={document.id} className={styles.checkItem}>
            <span>
              {done ? <CheckCircleFilled className={styles.done} aria-label="準備済み" /> : null} {document.name}
            </span>
            {done ? (
              <Tag color="green">準備済み</Tag>
            ) : (
              <Button
                size="small"
                loading={pending && clicked === document.id}
                disabled={pending}
                onClick={() => {
                  setClicked(document.id);
                  void onConfirm(document.id).catch(() => undefined);
                }}
                aria-label={`「${document.name}」を準備済みにする`}
              >
                準備済みにする
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
