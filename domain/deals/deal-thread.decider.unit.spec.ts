import { DomainError } from '../shared/domain-error';
import { dealThreadDecider, type DealThreadCommand, type DealListing } from './deal-thread.decider';
import type { DealMessageFile, DealThreadEvent } from './deal-thread.events';
import { DEAL_STATUSES, ENDED_DEAL_STATUS_IDS, dealStatusById } from './deal-thread-status';

const now = '2026-11-24T10:00:00.000Z';
const SELLER = 'seller-1';
const BUYER = 'buyer-1';
const THIRD = 'member-3';
const listing: DealListing = { property_id: 'p-1', seller_id: SELLER, accepting: true };
const given = (events: DealThreadEvent[]) => events.reduce(dealThreadDecider.evolve, dealThreadDecider.initialState());
const decide = (command: DealThreadCommand, events: DealThreadEvent[]) => dealThreadDecider.decide(command, given(events));

const opened: DealThreadEvent = {
  type: 'DealThreadOpened',
  data: { thread_id: 't-1', property_id: 'p-1', seller_id: SELLER, buyer_id: BUYER, opened_at: now },
};
const posted = (seq: number, sender_id: string, text = `message ${seq}`): DealThreadEvent => ({
  type: 'DealMessagePosted',
  data: { thread_id: 't-1', message_id: `m-${seq}`, seq, sender_id, recipient_id: sender_id === SELLER ? BUYER : SELLER, text, file: null, posted_at: now },
});
const blocked: DealThreadEvent = { type: 'DealThreadBlocked', data: { thread_id: 't-1', blocked_by: BUYER, blocked_at: now } };
const post = (sender_id: string, text: string, file: DealMessageFile | null = null): DealThreadCommand => ({
  type: 'PostDealMessage',
  message_id: 'm-new',
  sender_id,
  text,
  file,
  now,
});
const pdf: DealMessageFile = { file_id: 'f-1', file_name: '重要事項.pdf', content_type: 'application/pdf', size: 1024, sha256: 'ab'.repeat(32) };

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('Deal thread / when no deal exists', () => {
  it('opens one for a buyer asking about a published listing, as an inquiry', () => {
    const events = decide({ type: 'OpenDealThread', thread_id: 't-1', listing, buyer_id: BUYER, now }, []);
    expect(events).toEqual([opened]);
    expect(given(events)).toMatchObject({ status: 'inquiry', last_seq: 0 });
  });

  it('refuses the seller asking about their own listing', () => {
    const error = refusal(() => decide({ type: 'OpenDealThread', thread_id: 't-1', listing, buyer_id: SELLER, now }, []));
    expect(error).toMatchObject({ kind: 'conflict', code: 'deal.own_listing' });
  });

  it('refuses a listing that takes no new deals (withdrawn, closed or unpublished)', () => {
    const error = refusal(() =>
      decide({ type: 'OpenDealThread', thread_id: 't-1', listing: { ...listing, accepting: false }, buyer_id: BUYER, now }, []),
    );
    expect(error).toMatchObject({ kind: 'conflict', code: 'deal.listing_unavailable' });
  });

  it('answers every other command as not found', () => {
    expect(refusal(() => decide(post(BUYER, 'こんにちは'), []))).toMatchObject({ kind: 'not_found' });
    expect(refusal(() => decide({ type: 'BlockDealThread', member_id: BUYER, now }, []))).toMatchObject({ kind: 'not_found' });
  });
});

describe('Deal thread / when the deal is an inquiry', () => {
  it('opening it again changes nothing, so the contact button leads to the same deal', () => {
    expect(decide({ type: 'OpenDealThread', thread_id: 't-1', listing, buyer_id: BUYER, now }, [opened])).toEqual([]);
  });

  it('numbers messages from 1 and keeps the text without surrounding blanks', () => {
    expect(decide(post(BUYER, '  見学できますか？\n'), [opened])).toEqual([
      {
        type: 'DealMessagePosted',
        data: { thread_id: 't-1', message_id: 'm-new', seq: 1, sender_id: BUYER, recipient_id: SELLER, text: '見学できますか？', file: null, posted_at: now },
      },
    ]);
    expect(decide(post(BUYER, '続き'), [opened, posted(1, BUYER)])[0]).toMatchObject({ data: { seq: 2 } });
  });

  it('stays an inquiry while only the buyer writes, and becomes a negotiation at the seller’s first answer', () => {
    expect(given([opened, posted(1, BUYER)]).status).toBe('inquiry');
    expect(given([opened, posted(1, BUYER), posted(2, SELLER)]).status).toBe('negotiating');
  });

  it('takes a file with or without text', () => {
    const [event] = decide(post(SELLER, '', pdf), [opened]);
    expect(event).toMatchObject({ type: 'DealMessagePosted', data: { text: '', file: pdf } });
  });

  it('refuses an empty message, naming the field', () => {
    const error = refusal(() => decide(post(BUYER, ' \n\t '), [opened]));
    expect(error).toMatchObject({ kind: 'invalid', code: 'deal.message_empty' });
    expect(error.fields).toHaveProperty('message');
  });

  it('takes 2,000 characters, counting an emoji as one, and refuses 2,001', () => {
    expect(decide(post(BUYER, '😀'.repeat(2000)), [opened])).toHaveLength(1);
    const error = refusal(() => decide(post(BUYER, 'あ'.repeat(2001)), [opened]));
    expect(error).toMatchObject({ kind: 'invalid', code: 'deal.message_too_long' });
    expect(error.fields.message?.[0]).toContain('2,000文字以内');
  });

  it('refuses a member who is not one of the two parties, whatever they ask', () => {
    const commands: DealThreadCommand[] = [
      post(THIRD, '横から失礼します'),
      { type: 'MarkDealMessagesRead', reader_id: THIRD, up_to_seq: 'latest', now },
      { type: 'PinDealThread', member_id: THIRD, now },
      { type: 'UnpinDealThread', member_id: THIRD, now },
      { type: 'BlockDealThread', member_id: THIRD, now },
    ];
    for (const command of commands) {
      expect(refusal(() => decide(command, [opened, posted(1, BUYER)]))).toMatchObject({ kind: 'forbidden', code: 'deal.not_a_party' });
    }
  });
});

describe('Deal thread / read marks', () => {
  const history = [opened, posted(1, BUYER), posted(2, BUYER), posted(3, SELLER)];

  it('counts the writer as having read up to their own message', () => {
    expect((given(history) as { read_up_to: Record<string, number> }).read_up_to).toEqual({ [BUYER]: 2, [SELLER]: 3 });
  });

  it('marks everything read up to the latest message', () => {
    expect(decide({ type: 'MarkDealMessagesRead', reader_id: BUYER, up_to_seq: 'latest', now }, history)).toEqual([
      { type: 'DealMessagesRead', data: { thread_id: 't-1', reader_id: BUYER, up_to_seq: 3, read_at: now } },
    ]);
  });

  it('never moves a mark back, and never past the last message', () => {
    expect(decide({ type: 'MarkDealMessagesRead', reader_id: SELLER, up_to_seq: 2, now }, history)).toEqual([]);
    expect(decide({ type: 'MarkDealMessagesRead', reader_id: BUYER, up_to_seq: 99, now }, history)[0]).toMatchObject({ data: { up_to_seq: 3 } });
  });
});

describe('Deal thread / pins', () => {
  it('pins for the one member only, and pinning twice changes nothing', () => {
    const pinned = decide({ type: 'PinDealThread', member_id: BUYER, now }, [opened]);
    expect(pinned).toEqual([{ type: 'DealThreadPinned', data: { thread_id: 't-1', member_id: BUYER, pinned_at: now } }]);
    expect(decide({ type: 'PinDealThread', member_id: BUYER, now }, [opened, ...pinned])).toEqual([]);
    expect(decide({ type: 'PinDealThread', member_id: SELLER, now }, [opened, ...pinned])).toHaveLength(1);
  });

  it('unpins a pinned deal, and unpinning one that is not pinned changes nothing', () => {
    const pinned: DealThreadEvent = { type: 'DealThreadPinned', data: { thread_id: 't-1', member_id: BUYER, pinned_at: now } };
    expect(decide({ type: 'UnpinDealThread', member_id: BUYER, now }, [opened, pinned])).toEqual([
      { type: 'DealThreadUnpinned', data: { thread_id: 't-1', member_id: BUYER, unpinned_at: now } },
    ]);
    expect(decide({ type: 'UnpinDealThread', member_id: SELLER, now }, [opened, pinned])).toEqual([]);
  });
});

describe('Deal thread / when one party blocked it', () => {
  it('is cancelled for both sides', () => {
    expect(decide({ type: 'BlockDealThread', member_id: BUYER, now }, [opened])).toEqual([blocked]);
    expect(given([opened, blocked]).status).toBe('cancelled');
  });

  it('takes no more messages from either party', () => {
    for (const sender of [BUYER, SELLER]) {
      expect(refusal(() => decide(post(sender, 'まだ話せますか'), [opened, blocked]))).toMatchObject({ kind: 'conflict', code: 'deal.ended' });
    }
  });

  it('blocking again changes nothing, and the contact button does not reopen it', () => {
    expect(decide({ type: 'BlockDealThread', member_id: SELLER, now }, [opened, blocked])).toEqual([]);
    expect(decide({ type: 'OpenDealThread', thread_id: 't-1', listing, buyer_id: BUYER, now }, [opened, blocked])).toEqual([]);
  });

  it('still lets each party read and pin what was said', () => {
    expect(decide({ type: 'MarkDealMessagesRead', reader_id: SELLER, up_to_seq: 'latest', now }, [opened, posted(1, BUYER), blocked])).toHaveLength(1);
    expect(decide({ type: 'PinDealThread', member_id: SELLER, now }, [opened, blocked])).toHaveLength(1);
  });
});

describe('Deal statuses', () => {
  it('name each status by the id clients see, with 7 and 8 as ended', () => {
    expect(dealStatusById(7)).toBe('ended');
    expect(dealStatusById(8)).toBe('cancelled');
    expect(dealStatusById(99)).toBeNull();
    expect(ENDED_DEAL_STATUS_IDS).toEqual([7, 8]);
    expect(DEAL_STATUSES.cancelled.ended).toBe(true);
  });
});

describe('Deal thread / when its contract ends it', () => {
  const ended: DealThreadEvent = { type: 'DealThreadEnded', data: { thread_id: 't-1', reason: 'contract_concluded', ended_by: SELLER, ended_at: now } };

  it('ends the deal (7 取引終了) for both parties, and takes no more messages', () => {
    expect(decide({ type: 'EndDealThread', reason: 'contract_concluded', member_id: SELLER, now }, [opened, posted(1, SELLER)])).toEqual([ended]);
    expect(given([opened, ended]).status).toBe('ended');
    expect(refusal(() => decide(post(BUYER, 'ありがとうございました'), [opened, ended]))).toMatchObject({ kind: 'conflict', code: 'deal.ended' });
  });

  it('changes nothing on a deal that already ended or was blocked', () => {
    expect(decide({ type: 'EndDealThread', reason: 'without_contract', member_id: BUYER, now }, [opened, ended])).toEqual([]);
    expect(decide({ type: 'EndDealThread', reason: 'without_contract', member_id: BUYER, now }, [opened, blocked])).toEqual([]);
  });

  it('is ended by one of its parties only', () => {
    expect(refusal(() => decide({ type: 'EndDealThread', reason: 'without_contract', member_id: THIRD, now }, [opened]))).toMatchObject({ kind: 'forbidden' });
  });
});

describe('Deal thread / when the scrivener cancels the registration', () => {
  const LAWYER = 'lawyer-1';

  it('ends the deal in the scrivener’s name', () => {
    expect(decide({ type: 'EndDealThreadWithCancelledRegistration', lawyer_id: LAWYER, now }, [opened, posted(1, SELLER)])).toEqual([
      { type: 'DealThreadEnded', data: { thread_id: 't-1', reason: 'registration_cancelled', ended_by: LAWYER, ended_at: now } },
    ]);
  });

  it('changes nothing on a deal that already ended (a concluded contract ended it)', () => {
    const ended: DealThreadEvent = { type: 'DealThreadEnded', data: { thread_id: 't-1', reason: 'contract_concluded', ended_by: SELLER, ended_at: now } };
    expect(decide({ type: 'EndDealThreadWithCancelledRegistration', lawyer_id: LAWYER, now }, [opened, ended])).toEqual([]);
  });
});
