import type { DealThreadEvent } from '../../domain/deals/deal-thread.events';
import type { ProjectedEvent } from '../shared/projector';
import { dealMessagesProjector } from './deal-messages.projector';
import { dealThreadsProjector, type DealThreadDocument } from './deal-threads.projector';

const SELLER = 'seller-1';
const BUYER = 'buyer-1';
const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;

function projected(event: DealThreadEvent, position: number): ProjectedEvent<DealThreadEvent> {
  return {
    ...event,
    streamId: 'deal-t-1',
    streamVersion: position,
    globalPosition: position,
    recordedAt: at(position),
    metadata: { actor: { id: BUYER, role: 'member' } },
  } as ProjectedEvent<DealThreadEvent>;
}

const opened: DealThreadEvent = { type: 'DealThreadOpened', data: { thread_id: 't-1', property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, opened_at: at(0) } };
const posted = (seq: number, sender_id: string, text = `message ${seq}`): DealThreadEvent => ({
  type: 'DealMessagePosted',
  data: { thread_id: 't-1', message_id: `m-${seq}`, seq, sender_id, recipient_id: sender_id === SELLER ? BUYER : SELLER, text, file: null, posted_at: at(seq) },
});

function fold(events: DealThreadEvent[]): DealThreadDocument | null {
  return events.reduce<DealThreadDocument | null>((document, event, index) => dealThreadsProjector.evolve(document, projected(event, index + 1), 't-1'), null);
}

describe('Deal threads read model', () => {
  it('keys every event by its thread', () => {
    expect(dealThreadsProjector.documentIds(projected(posted(1, BUYER), 2))).toEqual(['t-1']);
  });

  it('given a deal opened, lists it for both parties as an inquiry with nothing unread', () => {
    expect(fold([opened])).toEqual({
      id: 't-1',
      property_id: 'p-1',
      seller_id: SELLER,
      buyer_id: BUYER,
      status: 'inquiry',
      status_id: 1,
      opened_at: at(0),
      last_activity_at: at(0),
      last_seq: 0,
      last_message_preview: null,
      blocked_by: null,
      parties: {
        [SELLER]: { unread: [], read_up_to: 0, pinned_at: null },
        [BUYER]: { unread: [], read_up_to: 0, pinned_at: null },
      },
    });
  });

  it('counts the other party’s messages as unread for the reader, never the writer’s own', () => {
    const thread = fold([opened, posted(1, BUYER), posted(2, BUYER)]);
    expect(thread?.parties[SELLER]?.unread).toEqual([
      { seq: 1, posted_at: at(1) },
      { seq: 2, posted_at: at(2) },
    ]);
    expect(thread?.parties[BUYER]?.unread).toEqual([]);
    expect(thread).toMatchObject({ last_seq: 2, last_activity_at: at(2), last_message_preview: 'message 2', status_id: 1 });
  });

  it('turns an inquiry into a negotiation at the seller’s first answer, which also reads what came before', () => {
    const thread = fold([opened, posted(1, BUYER), posted(2, SELLER)]);
    expect(thread).toMatchObject({ status: 'negotiating', status_id: 2 });
    expect(thread?.parties[SELLER]).toMatchObject({ unread: [], read_up_to: 2 });
    expect(thread?.parties[BUYER]?.unread).toEqual([{ seq: 2, posted_at: at(2) }]);
  });

  it('clears what a read mark covers and keeps what came after it', () => {
    const read: DealThreadEvent = { type: 'DealMessagesRead', data: { thread_id: 't-1', reader_id: SELLER, up_to_seq: 2, read_at: at(9) } };
    expect(fold([opened, posted(1, BUYER), posted(2, BUYER), posted(3, BUYER), read])?.parties[SELLER]).toEqual({
      unread: [{ seq: 3, posted_at: at(3) }],
      read_up_to: 2,
      pinned_at: null,
    });
  });

  it('the same message twice is counted once', () => {
    const thread = fold([opened, posted(1, BUYER)]);
    expect(dealThreadsProjector.evolve(thread, projected(posted(1, BUYER), 2), 't-1')?.parties[SELLER]?.unread).toEqual([{ seq: 1, posted_at: at(1) }]);
  });

  it('pins and unpins for one party only', () => {
    const pinned: DealThreadEvent = { type: 'DealThreadPinned', data: { thread_id: 't-1', member_id: BUYER, pinned_at: at(5) } };
    const unpinned: DealThreadEvent = { type: 'DealThreadUnpinned', data: { thread_id: 't-1', member_id: BUYER, unpinned_at: at(6) } };
    expect(fold([opened, pinned])?.parties).toMatchObject({ [BUYER]: { pinned_at: at(5) }, [SELLER]: { pinned_at: null } });
    expect(fold([opened, pinned, unpinned])?.parties[BUYER]?.pinned_at).toBeNull();
  });

  it('shows a blocked deal as cancelled (8), with who blocked it', () => {
    const blocked: DealThreadEvent = { type: 'DealThreadBlocked', data: { thread_id: 't-1', blocked_by: SELLER, blocked_at: at(7) } };
    expect(fold([opened, posted(1, BUYER), blocked])).toMatchObject({ status: 'cancelled', status_id: 8, blocked_by: SELLER });
  });

  it('previews a long message by its first 60 characters on one line, and a file by a note', () => {
    const long = `${'あ'.repeat(30)}\n\n${'い'.repeat(40)}`;
    expect(fold([opened, posted(1, BUYER, long)])?.last_message_preview).toBe(`${'あ'.repeat(30)} ${'い'.repeat(29)}…`);
    const file: DealThreadEvent = {
      type: 'DealMessagePosted',
      data: {
        thread_id: 't-1',
        message_id: 'm-1',
        seq: 1,
        sender_id: SELLER,
        recipient_id: BUYER,
        text: '',
        file: { file_id: 'f-1', file_name: 'a.pdf', content_type: 'application/pdf', size: 10, sha256: 'h' },
        posted_at: at(1),
      },
    };
    expect(fold([opened, file])?.last_message_preview).toBe('ファイルが送信されました');
  });
});

describe('Deal messages read model', () => {
  it('keeps each message by its id with its place in the thread', () => {
    const event = projected(posted(3, SELLER, '資料をお送りします'), 4) as ProjectedEvent<Extract<DealThreadEvent, { type: 'DealMessagePosted' }>>;
    expect(dealMessagesProjector.documentIds(event)).toEqual(['m-3']);
    expect(dealMessagesProjector.evolve(null, event, 'm-3')).toEqual({
      id: 'm-3',
      thread_id: 't-1',
      seq: 3,
      sender_id: SELLER,
      text: '資料をお送りします',
      file: null,
      posted_at: at(3),
    });
  });
});

describe('Deal threads read model / a deal its contract ended', () => {
  const ended: DealThreadEvent = { type: 'DealThreadEnded', data: { thread_id: 't-1', reason: 'contract_concluded', ended_by: SELLER, ended_at: at(5) } };

  it('shows it as 7 取引終了', () => {
    expect(fold([opened, posted(1, SELLER), ended])).toMatchObject({ status: 'ended', status_id: 7 });
  });

  it('keeps a blocked deal cancelled', () => {
    const blocked: DealThreadEvent = { type: 'DealThreadBlocked', data: { thread_id: 't-1', blocked_by: BUYER, blocked_at: at(3) } };
    expect(fold([opened, blocked, ended])).toMatchObject({ status: 'cancelled', status_id: 8 });
  });
});
