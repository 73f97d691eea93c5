import { App } from 'antd';
import { useState } from 'react';
import { useContractStep, type ContractStepInput, type RefreshOthers } from '../../../features/contracts/api/use-contract-steps.mutations';
import { useContractState, usePaymentOptions, useSellerDocuments } from '../../../features/contracts/api/use-contracts.query';
import { ContractPanel } from '../../../features/contracts/components/contract-panel';
import { ApiError } from '../../../lib/api-error';

/** The token the sandbox provider approves; only offered while the sandbox (テスト決済) is active. */
const SANDBOX_APPROVED_TOKEN = 'tok_sandbox_approved';

const STEP_DONE: Partial<Record<ContractStepInput['step'], string>> = {
  'request-create-contract': '契約書の作成を依頼しました。',
  create: '契約書を作成しました。',
  'buyer-agree-perform-contract': '契約の手続きに進みました。',
  pay: '管理手数料のお支払いが完了しました。',
  'buyer-transfer': '銀行振込でのお支払いを受け付けました。',
  document: '書類を準備済みにしました。',
  'without-contract': '契約書を使わずに取引を終了しました。',
};

/** The chat's contract panel with its data and steps; refusals are shown in the server's words. */
export function ContractPanelContainer({ threadId, refreshOthers }: { threadId: string; refreshOthers: RefreshOthers }) {
  const { message } = App.useApp();
  const state = useContractState(threadId);
  const status = state.data?.status_id ?? 0;
  const paymentOptions = usePaymentOptions(status === 5 && state.data?.role === 'buyer');
  const documents = useSellerDocuments(status === 6);
  const step = useContractStep(threadId, refreshOthers);
  const [error, setError] = useState<string | null>(null);

  if (!state.data) return null;

  const take = async (input: ContractStepInput) => {
    setError(null);
    try {
      const answer = await step.mutateAsync(input);
      void message.success(STEP_DONE[input.step] ?? `契約の状態：${answer.status_name}`);
    } catch (failure) {
      const text = failure instanceof ApiError && failure.message ? failure.message : '手続きできませんでした。もう一度お試しください。';
      setError(text);
      throw failure;
    }
  };

  return (
    <ContractPanel
      state={state.data}
      paymentOptions={paymentOptions.data}
      documents={documents.data}
      agreeHref={`/mypage/chat/${threadId}/contracts/agree`}
      pending={step.isPending}
      error={error}
      onStep={(name) => take({ step: name })}
      onDraft={() => take({ step: 'create' })}
      onPayByCard={() => take({ step: 'pay', cardToken: SANDBOX_APPROVED_TOKEN })}
      onConfirmDocument={(documentId) => take({ step: 'document', documentId })}
    />
  );
}
