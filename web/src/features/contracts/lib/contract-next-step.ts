import type { ContractState } from '../api/contracts.api';

/** One thing the member can do from the chat's contract panel. */
export type ContractAction =
  | { kind: 'request' }
  | { kind: 'draft' }
  | { kind: 'edit' }
  | { kind: 'agree' }
  | { kind: 'go-ahead' }
  | { kind: 'pay' }
  | { kind: 'documents' }
  | { kind: 'without-contract' };

export interface ContractNextStep {
  /** Whose turn it is: the member's own, the other party's (or the office's), or nobody's any more. */
  turn: 'mine' | 'theirs' | 'none';
  /** What happens next, in a sentence for the member. */
  text: string;
  actions: ContractAction[];
}

/**
 * The next step of a deal's contract for the member asking, by status and side (the order of
 * docs/contracts-api.md). Ending without a contract stays open to both until it is concluded.
 */
export function contractNextStep(state: ContractState): ContractNextStep {
  const buyer = state.role === 'buyer';
  const withEdit = (actions: ContractAction[]): ContractAction[] => [...actions, { kind: 'edit' }, { kind: 'without-contract' }];
  if (state.status_id === 7) return { turn: 'none', text: '契約は締結されました。', actions: [] };
  if (state.status_id === 8) return { turn: 'none', text: 'この取引は契約書を使わずに終了しました。', actions: [] };
  if (!state.deal_ongoing) return { turn: 'none', text: 'この取引は終了しているため、契約の手続きはできません。', actions: [] };
  switch (state.status_id) {
    case 0:
      return {
        turn: 'mine',
        text: '契約書の作成を依頼できます。依頼すると、売主が物件と双方の会員情報から契約書を作成します。',
        actions: [{ kind: 'request' }, { kind: 'without-contract' }],
      };
    case 1:
      return buyer
        ? { turn: 'theirs', text: '売主の契約書の作成をお待ちください。', actions: [{ kind: 'without-contract' }] }
        : { turn: 'mine', text: '契約書の作成を依頼されました。契約書を作成してください。', actions: [{ kind: 'draft' }, { kind: 'without-contract' }] };
    case 2:
      return buyer
        ? { turn: 'mine', text: '双方で条件と物件の表示を記入し、内容を確認して同意してください（買主が先に同意します）。', actions: withEdit([{ kind: 'agree' }]) }
        : { turn: 'theirs', text: '条件と物件の表示を記入してください。買主の同意の後に、売主が同意します。', actions: withEdit([]) };
    case 3:
      return buyer
        ? { turn: 'theirs', text: '売主の同意をお待ちください。', actions: withEdit([]) }
        : { turn: 'mine', text: '買主が同意しました。内容を確認して同意してください。', actions: withEdit([{ kind: 'agree' }]) };
    case 4:
      return buyer
        ? { turn: 'mine', text: '双方が同意しました。契約の手続きに進むと内容は確定し、管理手数料のお支払いに進みます。', actions: withEdit([{ kind: 'go-ahead' }]) }
        : { turn: 'theirs', text: '買主が契約の手続きに進むのをお待ちください。', actions: withEdit([]) };
    case 5:
      if (!buyer) return { turn: 'theirs', text: '買主の管理手数料のお支払いをお待ちください。', actions: [{ kind: 'without-contract' }] };
      if (state.payment_method === 'bank_transfer') {
        return { turn: 'theirs', text: '銀行振込でのお支払いを受け付けました。事務局の入金確認をお待ちください。', actions: [{ kind: 'without-contract' }] };
      }
      return { turn: 'mine', text: '管理手数料をお支払いください。', actions: [{ kind: 'pay' }, { kind: 'without-contract' }] };
    case 6:
      return buyer
        ? { turn: 'theirs', text: '売主の書類の準備をお待ちください。', actions: [{ kind: 'without-contract' }] }
        : { turn: 'mine', text: '書類を準備できたものから、準備済みにしてください。すべて済むと契約は締結されます。', actions: [{ kind: 'documents' }, { kind: 'without-contract' }] };
    default:
      return { turn: 'none', text: '', actions: [] };
  }
}
