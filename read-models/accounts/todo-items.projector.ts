import type { AccountEvent } from '../../domain/accounts/account.events';
import type { ContractEvent } from '../../domain/contracts/contract.events';
import { CONTRACT_TODO_EVENTS, contractTodo, contractTodoIds, isContractTodoEvent } from '../contracts/contract-todos';
import type { DealThreadEvent } from '../../domain/deals/deal-thread.events';
import type { RegistrationCaseEvent } from '../../domain/registration-cases/registration-case.events';
import { isRegistrationCaseTodoEvent, REGISTRATION_CASE_TODO_EVENTS, registrationCaseTodo, registrationCaseTodoIds } from '../registration-cases/registration-case-todos';
import type { IdentificationEvent } from '../../domain/identification/identification.events';
import type { DocumentProjector, ProjectedEvent } from '../shared/projector';

/** The spec's to-do types: 1-4 member info, 5 message, 6-8 contract. */
export type TodoType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
export const TODO_CATEGORY = { member_info: 1, message: 2, contract: 3 } as const;
export const TODO_STATUS = { open: 0, done: 1 } as const;

export interface TodoItemDocument {
  id: string;
  user_id: string;
  type: TodoType;
  category: (typeof TODO_CATEGORY)[keyof typeof TODO_CATEGORY];
  title: string;
  content: string;
  thread_id: string | null;
  status: (typeof TODO_STATUS)[keyof typeof TODO_STATUS];
  created_at: string;
  updated_at: string;
  /** Type 5: the newest message it is about; reading up to it ends the to-do. */
  message_seq?: number;
}

export const TODO_ITEMS_COLLECTION = 'todo_items';

const MEMBER_INFO_TODOS = {
  1: {
    title: '会員情報を登録してください',
    content: '氏名・住所・電話番号などの会員情報を登録すると、物件の出品や契約の手続きに進めます。',
  },
  2: {
    title: '本人確認書類を提出してください',
    content: '運転免許証などの本人確認書類を提出して確認が済むと、ニックネームの横に本人確認済みのマークが表示されます。',
  },
  3: {
    title: '本人確認書類を確認しています',
    content: '提出いただいた書類を事務局で確認しています。結果はメールとやることリストでお知らせします。',
  },
  4: { title: '本人確認書類を再提出してください', content: '' },
} as const;

/** Why the review runs again although the member submitted nothing new. */
const REVIEW_REOPENED_CONTENT =
  '本人確認済みの会員情報（氏名・会社名・住所・生まれ年）が変更されたため、提出済みの書類と変更後の内容を事務局で確認しています。確認が済むまで物件を新たに掲載することはできません。';

const memberInfoId = (userId: string, type: 1 | 2 | 3 | 4) => `${userId}:${type}`;
const messageId = (userId: string, threadId: string) => `${userId}:5:${threadId}`;

const MESSAGE_TODO = { title: '新しいメッセージがあります', content: '取引のチャットに新しいメッセージが届いています。' } as const;

type DealTodoEvent = Extract<DealThreadEvent, { type: 'DealMessagePosted' | 'DealMessagesRead' }>;
type MemberTodoEvent = AccountEvent | IdentificationEvent;

function isDealEvent(event: ProjectedEvent<MemberTodoEvent | DealTodoEvent | ContractEvent | RegistrationCaseEvent>): event is ProjectedEvent<DealTodoEvent> {
  return event.type === 'DealMessagePosted' || event.type === 'DealMessagesRead';
}

/** Type 5: a message waits for the member, until they read up to it. */
function messageTodo(item: TodoItemDocument | null, event: ProjectedEvent<DealTodoEvent>, id: string): TodoItemDocument | null {
  if (event.type === 'DealMessagesRead') {
    return item && item.status === TODO_STATUS.open && event.data.up_to_seq >= (item.message_seq ?? 0) ? done(item, event) : item;
  }
  return {
    id,
    user_id: event.data.recipient_id,
    type: 5,
    category: TODO_CATEGORY.message,
    title: MESSAGE_TODO.title,
    content: MESSAGE_TODO.content,
    thread_id: event.data.thread_id,
    status: TODO_STATUS.open,
    // A new message puts an ended to-do back at the top of the list.
    created_at: item?.status === TODO_STATUS.open ? item.created_at : event.recordedAt,
    updated_at: event.recordedAt,
    message_seq: event.data.seq,
  };
}

function opened(event: ProjectedEvent, userId: string, type: 1 | 2 | 3 | 4, content?: string): TodoItemDocument {
  return {
    id: memberInfoId(userId, type),
    user_id: userId,
    type,
    category: TODO_CATEGORY.member_info,
    title: MEMBER_INFO_TODOS[type].title,
    content: content ?? MEMBER_INFO_TODOS[type].content,
    thread_id: null,
    status: TODO_STATUS.open,
    created_at: event.recordedAt,
    updated_at: event.recordedAt,
  };
}

function done(item: TodoItemDocument | null, event: ProjectedEvent): TodoItemDocument | null {
  return item && item.status === TODO_STATUS.open ? { ...item, status: TODO_STATUS.done, updated_at: event.recordedAt } : item;
}

/**
 * Each member's to-do list: what to fill in or submit next (types 1-4) and messages waiting in
 * their deals (type 5). Contracts and the scrivener's cases add theirs to the same collection.
 */
export const todoItemsProjector: DocumentProjector<TodoItemDocument, MemberTodoEvent | DealTodoEvent | ContractEvent | RegistrationCaseEvent> = {
  name: 'todo-items',
  collection: TODO_ITEMS_COLLECTION,
  version: 4,
  handles: [
    'MemberRegistered',
    'MemberProfileUpdated',
    'MemberWithdrew',
    'IdentityDocumentsSubmitted',
    'IdentityVerified',
    'IdentityRejected',
    'IdentityReviewReopened',
    'DealMessagePosted',
    'DealMessagesRead',
    ...CONTRACT_TODO_EVENTS,
    ...REGISTRATION_CASE_TODO_EVENTS,
  ],
  columns: { user_id: 'text', type: 'integer', status: 'integer', created_at: 'timestamptz' },
  documentIds(event) {
    if (isContractTodoEvent(event)) return contractTodoIds(event);
    if (isRegistrationCaseTodoEvent(event)) return registrationCaseTodoIds(event);
    if (isDealEvent(event)) {
      return [messageId(event.type === 'DealMessagePosted' ? event.data.recipient_id : event.data.reader_id, event.data.thread_id)];
    }
    const userId = event.data.user_id;
    switch (event.type) {
      case 'MemberRegistered':
        return [memberInfoId(userId, 1), memberInfoId(userId, 2)];
      case 'MemberProfileUpdated':
        return [memberInfoId(userId, 1)];
      case 'IdentityDocumentsSubmitted':
        return [memberInfoId(userId, 2), memberInfoId(userId, 3), memberInfoId(userId, 4)];
      case 'IdentityVerified':
      case 'IdentityReviewReopened':
        return [memberInfoId(userId, 3)];
      case 'IdentityRejected':
        return [memberInfoId(userId, 3), memberInfoId(userId, 4)];
      case 'MemberWithdrew':
        return [1, 2, 3, 4].map((type) => memberInfoId(userId, type as 1 | 2 | 3 | 4));
      default:
        return [];
    }
  },
  evolve(item, event, id) {
    if (isContractTodoEvent(event)) return contractTodo(item, event, id);
    if (isRegistrationCaseTodoEvent(event)) return registrationCaseTodo(item, event, id);
    if (isDealEvent(event)) return messageTodo(item, event, id);
    const userId = event.data.user_id;
    const type = Number(id.slice(id.lastIndexOf(':') + 1)) as 1 | 2 | 3 | 4;
    switch (event.type) {
      case 'MemberRegistered':
        return opened(event, userId, type);
      case 'MemberProfileUpdated':
      case 'IdentityVerified':
        return done(item, event);
      case 'IdentityDocumentsSubmitted':
        return type === 3 ? opened(event, userId, 3) : done(item, event);
      case 'IdentityRejected':
        return type === 4 ? opened(event, userId, 4, `差し戻しの理由: ${event.data.reason}`) : done(item, event);
      case 'IdentityReviewReopened':
        return opened(event, userId, 3, REVIEW_REOPENED_CONTENT);
      case 'MemberWithdrew':
        return null;
      default:
        return item;
    }
  },
};
