import type { NewsItemEvent } from '../../domain/news/news-item.events';
import type { ProjectedEvent } from '../shared/projector';
import { newsItemsProjector, type NewsItemDocument } from './news-items.projector';

const at = '2026-11-24T10:00:00.000Z';
let position = 0;
function projected(event: NewsItemEvent): ProjectedEvent<NewsItemEvent> {
  position += 1;
  return { ...event, streamId: 'news-n-1', streamVersion: position, globalPosition: position, recordedAt: at, metadata: { actor: { id: 'a-1', role: 'admin' } } } as ProjectedEvent<NewsItemEvent>;
}
const fold = (events: ProjectedEvent<NewsItemEvent>[]) => events.reduce<NewsItemDocument | null>((document, event) => newsItemsProjector.evolve(document, event, 'n-1'), null);

describe('News items read model', () => {
  const history = [
    projected({ type: 'NewsItemCreated', data: { news_id: 'n-1', title: '題名', body: '本文', category_id: 1, notify_by_mail: true, created_at: at } }),
    projected({ type: 'NewsItemPublishScheduled', data: { news_id: 'n-1', publish_at: '2026-11-25T00:00:00.000Z', scheduled_at: at } }),
    projected({ type: 'NewsMailSent', data: { news_id: 'n-1', recipients: 4, sent_at: '2026-11-25T00:01:00.000Z' } }),
    projected({ type: 'NewsItemUnpublished', data: { news_id: 'n-1', unpublished_at: '2026-11-26T00:00:00.000Z' } }),
  ];

  it('holds the content, the publication time, the mail and the take-down', () => {
    expect(fold(history)).toEqual({
      news_id: 'n-1',
      title: '題名',
      body: '本文',
      category_id: 1,
      notify_by_mail: true,
      publish_at: '2026-11-25T00:00:00.000Z',
      unpublished: true,
      mail_sent_at: '2026-11-25T00:01:00.000Z',
      mail_recipients: 4,
      created_at: at,
      updated_at: '2026-11-26T00:00:00.000Z',
    });
  });

  it('gives the same document when the events come twice, and none once deleted', () => {
    expect(fold([...history, ...history.slice(1)])).toEqual(fold(history));
    expect(fold([...history, projected({ type: 'NewsItemDeleted', data: { news_id: 'n-1', deleted_at: at } })])).toBeNull();
  });
});
