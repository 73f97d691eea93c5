import { DomainError } from '../shared/domain-error';
import { openChatDecider, type OpenChatCommand, type OpenChatListing } from './open-chat.decider';
import type { OpenChatEvent } from './open-chat.events';

const now = '2026-11-24T10:00:00.000Z';
const SELLER = 'seller-1';
const ASKER = 'member-1';
const THIRD = 'member-3';
const ADMIN = 'admin-1';
const listing: OpenChatListing = { property_id: 'p-1', seller_id: SELLER, accepting: true };
const given = (events: OpenChatEvent[]) => events.reduce(openChatDecider.evolve, openChatDecider.initialState());
const decide = (command: OpenChatCommand, events: OpenChatEvent[]) => openChatDecider.decide(command, given(events));

const asked: OpenChatEvent = { type: 'OpenChatQuestionAsked', data: { post_id: 'q-1', property_id: 'p-1', author_id: ASKER, text: '井戸はありますか？', asked_at: now } };
const answered: OpenChatEvent = {
  type: 'OpenChatAnswerPosted',
  data: { post_id: 'a-1', question_id: 'q-1', property_id: 'p-1', author_id: SELLER, text: 'あります。', answered_at: now },
};
const handled: OpenChatEvent = { type: 'OpenChatQuestionHandled', data: { question_id: 'q-1', property_id: 'p-1', handled_by: SELLER, handled_at: now } };
const deletedBy = (post_id: string, deleted_by: string, deleted_by_role: 'member' | 'admin' = 'member'): OpenChatEvent => ({
  type: 'OpenChatPostDeleted',
  data: { post_id, property_id: 'p-1', deleted_by, deleted_by_role, deleted_at: now },
});

const ask = (author_id: string, text: string, on: OpenChatListing = listing): OpenChatCommand => ({ type: 'AskOpenChatQuestion', post_id: 'q-1', listing: on, author_id, text, now });
const answer = (author_id: string, text: string, question_id = 'q-1', on: OpenChatListing = listing): OpenChatCommand => ({
  type: 'AnswerOpenChatQuestion',
  post_id: 'a-1',
  question_id,
  listing: on,
  author_id,
  text,
  now,
});
const setHandled = (member_id: string, value = true, question_id = 'q-1'): OpenChatCommand => ({
  type: 'SetOpenChatQuestionHandled',
  question_id,
  listing,
  member_id,
  handled: value,
  now,
});
const remove = (post_id: string, id: string, role: 'member' | 'admin' = 'member'): OpenChatCommand => ({ type: 'DeleteOpenChatPost', post_id, actor: { id, role }, now });

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Open chat / when the listing has no questions yet', () => {
  it('takes a member’s question, trimmed', () => {
    expect(decide(ask(ASKER, '  井戸はありますか？\n'), [])).toEqual([asked]);
    expect(given([asked])).toMatchObject({ status: 'open', property_id: 'p-1', posts: { 'q-1': { kind: 'question', author_id: ASKER, handled: false, deleted: false } } });
  });

  it('takes a question of exactly 1,000 characters, counting an emoji as one', () => {
    expect(decide(ask(ASKER, '😀'.repeat(1000)), [])).toHaveLength(1);
  });

  it('refuses an empty and an over-long question, naming the message field', () => {
    const empty = refusal(() => decide(ask(ASKER, ' \n\t '), []));
    expect(empty).toMatchObject({ kind: 'invalid', code: 'open_chat.message_empty', fields: { message: ['メッセージを入力してください。'] } });
    const long = refusal(() => decide(ask(ASKER, 'あ'.repeat(1001)), []));
    expect(long).toMatchObject({ kind: 'invalid', code: 'open_chat.message_too_long', fields: { message: ['メッセージは1,000文字以内で入力してください。'] } });
  });

  it('refuses a question on a listing that is not published', () => {
    expect(refusal(() => decide(ask(ASKER, '質問です', { ...listing, accepting: false }), []))).toMatchObject({ kind: 'conflict', code: 'open_chat.listing_unavailable' });
  });

  it('refuses the seller asking on their own listing', () => {
    expect(refusal(() => decide(ask(SELLER, '質問です'), []))).toMatchObject({ kind: 'conflict', code: 'open_chat.own_listing' });
  });

  it('has nothing to answer, mark or delete', () => {
    expect(refusal(() => decide(answer(SELLER, 'はい'), []))).toMatchObject({ kind: 'not_found', code: 'open_chat.question_not_found' });
    expect(refusal(() => decide(setHandled(SELLER), []))).toMatchObject({ kind: 'not_found' });
    expect(refusal(() => decide(remove('q-1', ADMIN, 'admin'), []))).toMatchObject({ kind: 'not_found', code: 'open_chat.post_not_found' });
  });
});

describe('Open chat / when a question was asked', () => {
  it('takes the seller’s answer to it', () => {
    expect(decide(answer(SELLER, ' あります。 '), [asked])).toEqual([answered]);
  });

  it('refuses an answer from anyone but the seller, the asker included', () => {
    expect(refusal(() => decide(answer(ASKER, '追記です'), [asked]))).toMatchObject({ kind: 'forbidden', code: 'open_chat.not_the_seller' });
    expect(refusal(() => decide(answer(THIRD, '横から失礼します'), [asked]))).toMatchObject({ kind: 'forbidden' });
  });

  it('refuses an empty answer and an answer once the listing is no longer published', () => {
    expect(refusal(() => decide(answer(SELLER, ''), [asked]))).toMatchObject({ kind: 'invalid', fields: { message: ['メッセージを入力してください。'] } });
    expect(refusal(() => decide(answer(SELLER, 'はい', 'q-1', { ...listing, accepting: false }), [asked]))).toMatchObject({ kind: 'conflict' });
  });

  it('refuses an answer to an answer', () => {
    expect(refusal(() => decide(answer(SELLER, 'さらに', 'a-1'), [asked, answered]))).toMatchObject({ kind: 'not_found', code: 'open_chat.question_not_found' });
  });

  it('is marked handled by the seller only, once; marking it again changes nothing; it can be reopened', () => {
    expect(decide(setHandled(SELLER), [asked])).toEqual([handled]);
    expect(refusal(() => decide(setHandled(ASKER), [asked]))).toMatchObject({ kind: 'forbidden', code: 'open_chat.not_the_seller' });
    expect(decide(setHandled(SELLER), [asked, handled])).toEqual([]);
    expect(given([asked, handled])).toMatchObject({ posts: { 'q-1': { handled: true } } });
    expect(decide(setHandled(SELLER, false), [asked, handled])).toEqual([
      { type: 'OpenChatQuestionReopened', data: { question_id: 'q-1', property_id: 'p-1', reopened_by: SELLER, reopened_at: now } },
    ]);
    expect(decide(setHandled(SELLER, false), [asked])).toEqual([]);
  });

  it('is deleted by its author or an admin, and by no one else', () => {
    expect(decide(remove('q-1', ASKER), [asked])).toEqual([deletedBy('q-1', ASKER)]);
    expect(decide(remove('q-1', ADMIN, 'admin'), [asked])).toEqual([deletedBy('q-1', ADMIN, 'admin')]);
    expect(refusal(() => decide(remove('q-1', THIRD), [asked]))).toMatchObject({ kind: 'forbidden', code: 'open_chat.not_the_author' });
    expect(refusal(() => decide(remove('q-1', SELLER), [asked]))).toMatchObject({ kind: 'forbidden' });
  });

  it('lets the seller delete their own answer, not the asker', () => {
    expect(decide(remove('a-1', SELLER), [asked, answered])).toEqual([deletedBy('a-1', SELLER)]);
    expect(refusal(() => decide(remove('a-1', ASKER), [asked, answered]))).toMatchObject({ kind: 'forbidden' });
  });
});

describe('Open chat / when a question was deleted', () => {
  const history = [asked, answered, deletedBy('q-1', ASKER)];

  it('cannot be deleted again, answered or marked', () => {
    expect(refusal(() => decide(remove('q-1', ASKER), history))).toMatchObject({ kind: 'not_found' });
    expect(refusal(() => decide(answer(SELLER, 'はい'), history))).toMatchObject({ kind: 'not_found' });
    expect(refusal(() => decide(setHandled(SELLER), history))).toMatchObject({ kind: 'not_found' });
  });

  it('keeps the other posts: a new question is taken', () => {
    expect(decide({ ...ask(THIRD, '駐車場は？'), post_id: 'q-2' } as OpenChatCommand, history)).toHaveLength(1);
    expect(given(history)).toMatchObject({ posts: { 'q-1': { deleted: true }, 'a-1': { deleted: false } } });
  });
});
