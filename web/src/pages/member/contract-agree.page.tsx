import { LeftOutlined } from '@ant-design/icons';
import { Alert, App, Button, Spin, Tabs, Tag, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useContractStep } from '../../features/contracts/api/use-contract-steps.mutations';
import { useContractContent, useContractState, useContractTerms } from '../../features/contracts/api/use-contracts.query';
import { ContractPreview } from '../../features/contracts/components/contract-preview';
import { ContractPropertyForm } from '../../features/contracts/components/contract-property-form';
import { ContractTermsForm } from '../../features/contracts/components/contract-terms-form';
import styles from '../../features/contracts/components/contracts.module.css';
import { contractStatusColor, isContractEditable, ROLE_LABELS } from '../../features/contracts/lib/contract-status';
import { ApiError } from '../../lib/api-error';
import { MemberPage } from './parts/member-page';
import { useRefreshAfterContractStep } from './parts/use-refresh-after-contract-step';

const TABS = ['preview', 'terms', 'property'] as const;
type Tab = (typeof TABS)[number];

export const AGREE_NOTE = '同意する前に、契約書の内容（当事者、物件の表示、代金と支払い、条項、特約、精算金、諸費用）をよくご確認ください。';

/** /mypage/chat/:threadId/contracts/agree: the contract's preview, its editor and the agreement. */
export function ContractAgreePage() {
  const { threadId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { message } = App.useApp();
  const tab: Tab = TABS.find((name) => name === params.get('tab')) ?? 'preview';
  const state = useContractState(threadId);
  const status = state.data?.status_id ?? 0;
  const drafted = status >= 2 && status !== 8;
  const content = useContractContent(threadId, drafted);
  const editable = isContractEditable(status);
  const terms = useContractTerms(threadId, editable);
  const refreshOthers = useRefreshAfterContractStep();
  const step = useContractStep(threadId, refreshOthers);
  const chatHref = `/mypage/chat/${threadId}`;

  const back = (
    <Link to={chatHref}>
      <LeftOutlined aria-hidden /> メッセージに戻る
    </Link>
  );

  if (state.error) {
    const text = state.error instanceof ApiError && state.error.message ? state.error.message : 'この契約は表示できません。';
    return (
      <MemberPage title="契約書の確認">
        {back}
        <Alert type="error" showIcon title={text} />
      </MemberPage>
    );
  }
  if (!state.data) {
    return (
      <MemberPage title="契約書の確認">
        <Spin aria-label="読み込み中" />
      </MemberPage>
    );
  }

  const me = state.data;
  const myTurnToAgree = me.deal_ongoing && ((me.role === 'buyer' && status === 2) || (me.role === 'seller' && status === 3));
  const agreed = me.buyer_agreed || me.seller_agreed;

  const agree = async () => {
    try {
      await step.mutateAsync({ step: me.role === 'buyer' ? 'buyer-agree' : 'seller-agree' });
      void message.success('契約内容に同意しました。');
    } catch (failure) {
      void message.error(failure instanceof Error ? failure.message : '同意できませんでした。');
    }
  };

  const preview = (
    <>
      {content.data ? <ContractPreview content={content.data} /> : content.error ? <Alert type="error" showIcon title={content.error instanceof Error ? content.error.message : '契約書を表示できません。'} /> : <Spin aria-label="読み込み中" />}
      {myTurnToAgree ? (
        <div className={styles.actions}>
          <Typography.Paragraph>{AGREE_NOTE}</Typography.Paragraph>
          <Button type="primary" size="large" loading={step.isPending} onClick={() => void agree()}>
            {ROLE_LABELS[me.role]}として契約内容に同意する
          </Button>
        </div>
      ) : null}
      {step.error ? <Alert type="error" showIcon title={step.error.message} /> : null}
    </>
  );

  const items = [{ key: 'preview', label: '契約書の確認', children: preview }];
  if (editable && terms.data) {
    items.push(
      {
        key: 'terms',
        label: '条件の編集',
        children: <ContractTermsForm key={terms.dataUpdatedAt} terms={terms.data.terms} agreed={agreed} onSave={(change) => step.mutateAsync({ step: 'edit-terms', change })} />,
      },
      {
        key: 'property',
        label: '物件の表示',
        children: (
          <ContractPropertyForm key={terms.dataUpdatedAt} property={terms.data.property} agreed={agreed} onSave={(change) => step.mutateAsync({ step: 'edit-property', change })} />
        ),
      },
    );
  }

  return (
    <MemberPage title="契約書の確認">
      <div className={styles.actions}>
        {back}
        <Tag color={contractStatusColor(status)}>{me.status_name}</Tag>
        <span>あなたは{ROLE_LABELS[me.role]}です</span>
      </div>
      {!drafted ? (
        <Alert type="info" showIcon title={status === 8 ? 'この取引は契約書を使わずに終了しました。' : '契約書はまだ作成されていません。売主が作成すると、ここで確認できます。'} />
      ) : (
        <Tabs
          activeKey={items.some((item) => item.key === tab) ? tab : 'preview'}
          onChange={(key) => setParams(key === 'preview' ? {} : { tab: key }, { replace: true })}
          items={items}
        />
      )}
    </MemberPage>
  );
}
