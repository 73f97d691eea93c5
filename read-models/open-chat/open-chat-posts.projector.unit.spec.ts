import type { OpenChatEvent } from '../../domain/open-chat/open-chat.events';
import type { ProjectedEvent } from '../shared/projector';
import { openChatPostsProjector, type OpenChatPostDocument } from './open-chat-posts.projector';

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;

function projected(event: OpenChatEvent, position: number): ProjectedEvent<OpenChatEvent> {
  return { ...event, streamId: 'open-chat-p-1', streamVersion: position, globalPosition: position, recordedAt: at(position), metadata: { actor: { id: 'm-1', role: 'member' } } } as ProjectedEvent<OpenChatEvent>;
}

const asked: OpenChatEvent = { type: 'OpenChatQuestionAsked', data: { post_id: 'q-1', property_id: 'p-1', author_id: 'm-1', text: '井戸は？', asked_at: at(1) } };
const answered: OpenChatEvent = {
  type: 'OpenChatAnswerPosted',
  data: { post_id: 'a-1', question_id: 'q-1', property_id: 'p-1', author_id: 's-1', text: 'あります', answered_at: at(2) },
};
const handled: OpenChatEvent = { type: 'OpenChatQuestionHandled', data: { question_id: 'q-1', property_id: 'p-1', handled_by: 's-1', handled_at: at(3) } };
const reopened: OpenChatEvent = { type: 'OpenChatQuestionReopened', data: { question_id: 'q-1', property_id: 'p-1', reopened_by: 's-1', reopened_at: at(4) } };
const deleted = (post_id: string): OpenChatEvent => ({ type: 'OpenChatPostDeleted', data: { post_id, property_id: 'p-1', deleted_by: 'm-1', deleted_by_role: 'member', deleted_at: at(5) } });

/** Folds the events that touch document `id`, as the runner does. */
function fold(events: OpenChatEvent[], id: string): OpenChatPostDocument | null {
  return events.reduce<OpenChatPostDocument | null>((document, event, index) => {
    const recorded = projected(event, index + 1);
    return openChatPostsProjector.documentIds(recorded).includes(id) ? openChatPostsProjector.evolve(document, recorded, id) : document;
  }, null);
}

describe('Open chat posts read model', () => {
  it('keys posts by their id and the seller’s marks by the question', () => {
    expect(openChatPostsProjector.documentIds(projected(answered, 1))).toEqual(['a-1']);
    expect(openChatPostsProjector.documentIds(projected(handled, 1))).toEqual(['q-1']);
    expect(openChatPostsProjector.documentIds(projected(deleted('q-1'), 1))).toEqual(['q-1']);
  });

  it('given a question and an answer, keeps both under the question', () => {
    expect(fold([asked, answered], 'q-1')).toEqual({
      id: 'q-1',
      property_id: 'p-1',
      kind: 'question',
      question_id: 'q-1',
      author_id: 'm-1',
      text: '井戸は？',
      posted_at: at(1),
      handled_at: null,
    });
    expect(fold([asked, answered], 'a-1')).toMatchObject({ kind: 'answer', question_id: 'q-1', author_id: 's-1', posted_at: at(2) });
  });

  it('given the seller marked it handled and then reopened it, follows the marks', () => {
    expect(fold([asked, handled], 'q-1')).toMatchObject({ handled_at: at(3) });
    expect(fold([asked, handled, reopened], 'q-1')).toMatchObject({ handled_at: null });
  });

  it('given a post deleted, drops it, and a mark that arrives for it changes nothing', () => {
    expect(fold([asked, answered, deleted('q-1')], 'q-1')).toBeNull();
    expect(fold([asked, deleted('q-1'), handled], 'q-1')).toBeNull();
    expect(fold([asked, answered, deleted('a-1')], 'a-1')).toBeNull();
  });

  it('gives the same document when the same events are applied twice', () => {
    const once = fold([asked, handled], 'q-1');
    expect(fold([asked, asked, handled, handled], 'q-1')).toEqual(once);
  });
});
