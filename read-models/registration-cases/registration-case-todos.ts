import type { RegistrationCaseEvent } from '../../domain/registration-cases/registration-case.events';
import type { ContractTodoFields } from '../contracts/contract-todos';
import type { ProjectedEvent } from '../shared/projector';

/** 7: the scrivener waits for the member's documents; 8: for information. */
type CaseTodoType = 7 | 8;

interface TodoChange {
  type: CaseTodoType;
  open: boolean;
  title?: string;
  content?: string;
}

/** What each case event opens or closes on both members' lists (the case asks the same of both). */
function changes(event: RegistrationCaseEvent): TodoChange[] {
  switch (event.type) {
    case 'RegistrationDocumentsCollecting':
      return [
        {
          type: 7,
          open: true,
          title: '決済に必要な書類を司法書士にお渡しください',
          content: '司法書士が登記に必要な書類を集めています。取引のチェックリストで、ご自身が用意する書類を確認してください。',
        },
      ];
    case 'RegistrationDocumentsVerified':
      return [
        { type: 7, open: false },
        { type: 8, open: true, title: '司法書士が書類を確認しました', content: '司法書士が売主の書類を確認しました。残代金のお支払いに進めます。' },
      ];
    case 'RegistrationCompleted':
      return [{ type: 8, open: true, title: '所有権移転登記が完了しました', content: '司法書士が所有権移転登記の完了を記録しました。' }];
    case 'RegistrationCaseCancelled':
      return [{ type: 7, open: false }];
    default:
      return [];
  }
}

export const REGISTRATION_CASE_TODO_EVENTS = ['RegistrationDocumentsCollecting', 'RegistrationDocumentsVerified', 'RegistrationCompleted', 'RegistrationCaseCancelled'] as const satisfies ReadonlyArray<
  RegistrationCaseEvent['type']
>;

// Apart from the contract's own to-dos of the same type on the same deal.
const todoId = (userId: string, type: CaseTodoType, threadId: string) => `${userId}:${type}:registration:${threadId}`;
const members = (event: RegistrationCaseEvent) => [event.data.seller_id, event.data.buyer_id];

export function isRegistrationCaseTodoEvent(event: ProjectedEvent): event is ProjectedEvent<RegistrationCaseEvent> {
  return (REGISTRATION_CASE_TODO_EVENTS as readonly string[]).includes(event.type);
}

export function registrationCaseTodoIds(event: ProjectedEvent<RegistrationCaseEvent>): string[] {
  return changes(event).flatMap((change) => members(event).map((userId) => todoId(userId, change.type, event.data.thread_id)));
}

/** One member's to-do after a case event: opened (at the top again) or marked done. */
export function registrationCaseTodo<D extends ContractTodoFields>(item: D | null, event: ProjectedEvent<RegistrationCaseEvent>, id: string): D | null {
  const userId = members(event).find((member) => id.startsWith(`${member}:`));
  const change = changes(event).find((candidate) => userId && todoId(userId, candidate.type, event.data.thread_id) === id);
  if (!change || !userId) return item;
  if (!change.open) return item && item.status === 0 ? { ...item, status: 1, updated_at: event.recordedAt } : item;
  const opened: ContractTodoFields = {
    id,
    user_id: userId,
    type: change.type,
    category: 3,
    title: change.title ?? '',
    content: change.content ?? '',
    thread_id: event.data.thread_id,
    status: 0,
    created_at: event.recordedAt,
    updated_at: event.recordedAt,
  };
  // Type 7-8, category 3 (contract), status 0 (open): values the document's narrower fields take.
  return opened as D;
}
