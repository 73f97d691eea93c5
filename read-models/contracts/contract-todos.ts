import type { ContractEvent } from '../../domain/contracts/contract.events';
import type { ProjectedEvent } from '../shared/projector';

/**
 * The fields of a to-do this module sets. The to-do projector's document is exactly this shape
 * with narrower numbers; it is restated here because that projector imports this module.
 */
export interface ContractTodoFields {
  id: string;
  user_id: string;
  type: number;
  category: number;
  title: string;
  content: string;
  thread_id: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

/** 6: the party must agree (link to the agreement screen); 7: a step waits for them; 8: for information. */
type ContractTodoType = 6 | 7 | 8;
type Side = 'seller' | 'buyer';

interface TodoChange {
  side: Side;
  type: ContractTodoType;
  open: boolean;
  title?: string;
  content?: string;
}

const AGREE = '契約内容を確認して同意してください';

/** What each contract event opens or closes on each party's list. */
function changes(event: ContractEvent): TodoChange[] {
  switch (event.type) {
    case 'ContractRequested':
      return [{ side: 'seller', type: 7, open: true, title: '契約書を作成してください', content: '契約書の作成が依頼されました。物件の表示と条件のひな形から契約書を作成してください。' }];
    case 'ContractDrafted':
      return [
        { side: 'seller', type: 7, open: false },
        { side: 'buyer', type: 6, open: true, title: AGREE, content: '売主が契約書を作成しました。内容を確認し、よろしければ同意してください。' },
      ];
    case 'ContractAgreedByBuyer':
      return [
        { side: 'buyer', type: 6, open: false },
        { side: 'seller', type: 6, open: true, title: AGREE, content: '買主が契約内容に同意しました。内容を確認し、よろしければ同意してください。' },
      ];
    case 'ContractAgreedBySeller':
      return [
        { side: 'seller', type: 6, open: false },
        { side: 'buyer', type: 7, open: true, title: '管理手数料をお支払いください', content: '双方が契約内容に同意しました。契約の手続きに進み、管理手数料をカードまたは銀行振込でお支払いください。' },
      ];
    case 'ContractAgreementsVoided':
      return [
        { side: 'buyer', type: 6, open: true, title: AGREE, content: '同意の後に契約の内容が変更されたため、同意は取り消されました。変更後の内容を確認して、もう一度同意してください。' },
        { side: 'seller', type: 6, open: false },
        { side: 'buyer', type: 7, open: false },
      ];
    case 'ContractBankTransferDeclared':
      return [{ side: 'buyer', type: 7, open: false }];
    case 'ContractManagementFeePaid':
    case 'ContractBankTransferConfirmed': {
      const documents: TodoChange = {
        side: 'seller',
        type: 7,
        open: true,
        title: '決済に必要な書類を準備してください',
        content: '買主の管理手数料のお支払いを確認しました。印鑑証明書などの書類を準備し、準備できたものから確認してください。',
      };
      const paid: TodoChange = { side: 'buyer', type: 7, open: false };
      if (event.type === 'ContractManagementFeePaid') return [paid, documents];
      return [paid, documents, { side: 'buyer', type: 8, open: true, title: 'お振込みを確認しました', content: '管理手数料のお振込みを確認しました。売主の書類の準備をお待ちください。' }];
    }
    case 'ContractConcluded':
      return [
        { side: 'seller', type: 7, open: false },
        ...(['seller', 'buyer'] as const).map((side): TodoChange => ({ side, type: 8, open: true, title: '契約が締結されました', content: '売主の書類がすべて準備され、契約が締結されました。' })),
      ];
    case 'ContractEndedWithoutContract':
      return (['seller', 'buyer'] as const).flatMap((side): TodoChange[] => [
        { side, type: 6, open: false },
        { side, type: 7, open: false },
        { side, type: 8, open: true, title: '取引が終了しました', content: '契約書を使わずに取引を終了しました。' },
      ]);
    case 'ContractCancelledWithRegistration':
      return (['seller', 'buyer'] as const).flatMap((side): TodoChange[] => [
        { side, type: 7, open: false },
        { side, type: 8, open: true, title: '契約が取り消されました', content: `司法書士が登記の依頼を取り消したため、契約は取り消され、取引は終了しました。理由：${event.data.reason}` },
      ]);
    default:
      return [];
  }
}

export const CONTRACT_TODO_EVENTS = [
  'ContractRequested',
  'ContractDrafted',
  'ContractAgreedByBuyer',
  'ContractAgreedBySeller',
  'ContractAgreementsVoided',
  'ContractBankTransferDeclared',
  'ContractManagementFeePaid',
  'ContractBankTransferConfirmed',
  'ContractConcluded',
  'ContractEndedWithoutContract',
  'ContractCancelledWithRegistration',
] as const satisfies ReadonlyArray<ContractEvent['type']>;

const todoId = (userId: string, type: ContractTodoType, threadId: string) => `${userId}:${type}:${threadId}`;
const userOf = (event: ContractEvent, side: Side) => (side === 'seller' ? event.data.seller_id : event.data.buyer_id);

export function isContractTodoEvent(event: ProjectedEvent): event is ProjectedEvent<ContractEvent> {
  return (CONTRACT_TODO_EVENTS as readonly string[]).includes(event.type);
}

export function contractTodoIds(event: ProjectedEvent<ContractEvent>): string[] {
  return changes(event).map((change) => todoId(userOf(event, change.side), change.type, event.data.thread_id));
}

/** One party's contract to-do after the event: opened (at the top again) or marked done. */
export function contractTodo<D extends ContractTodoFields>(item: D | null, event: ProjectedEvent<ContractEvent>, id: string): D | null {
  const change = changes(event).find((candidate) => todoId(userOf(event, candidate.side), candidate.type, event.data.thread_id) === id);
  if (!change) return item;
  if (!change.open) return item && item.status === 0 ? { ...item, status: 1, updated_at: event.recordedAt } : item;
  const opened: ContractTodoFields = {
    id,
    user_id: userOf(event, change.side),
    type: change.type,
    category: 3,
    title: change.title ?? '',
    content: change.content ?? '',
    thread_id: event.data.thread_id,
    status: 0,
    created_at: item?.status === 0 && item.title === change.title ? item.created_at : event.recordedAt,
    updated_at: event.recordedAt,
  };
  // Type 6-8, category 3 (contract), status 0 (open): values the document's narrower fields take.
  return opened as D;
}
