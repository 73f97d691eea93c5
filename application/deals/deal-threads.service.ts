import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { dealThreadDecider, type DealThreadCommand, type DealThreadState, type OpenDealThread } from '../../domain/deals/deal-thread.decider';
import { dealThreadStreamId, type DealMessageFile } from '../../domain/deals/deal-thread.events';
import { propertyDecider } from '../../domain/properties/property.decider';
import { propertyStreamId } from '../../domain/properties/property.events';
import { DomainError } from '../../domain/shared/domain-error';
import { detectFileType } from '../../domain/shared/file-signature.rule';
import type { DealMessageDocument } from '../../read-models/deals/deal-messages.projector';
import type { Principal } from '../accounts/account-role';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { KeyedQueue } from '../shared/keyed-queue';
import { assignedLawyerId } from '../registration-cases/assigned-lawyer';
import { assertMayReadDeal, assertMayWriteDeal, dealNotFound } from './deal-access.policy';
import { DealMessageHistory } from './deal-message-history.port';
import { dealThreadId } from './deal-thread-id';
import { DealThreadList, type DealCounters, type DealThreadListItem } from './deal-thread-list.port';

export const DEAL_FILE_AREA = 'deal-files';
export const DEAL_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const DEAL_HISTORY_PAGE = 50;
const ACCEPTED_FILE_TYPES: ReadonlySet<string> = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/heic']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DealUpload {
  bytes: Buffer;
  /** The name the sender's device gave it; kept for the download, never used as a path. */
  name: string;
}

export interface DealFile {
  bytes: Buffer;
  content_type: DealMessageFile['content_type'];
  file_name: string;
}

/** A file's name as shown and offered for download: no folders, no control characters, at most 100 characters. */
function displayName(name: string, type: DealMessageFile['content_type']): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = [...base.normalize('NFC').replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')].slice(-100).join('').trim();
  if (clean !== '' && clean !== '.' && clean !== '..') return clean;
  return { 'application/pdf': 'file.pdf', 'image/jpeg': 'image.jpg', 'image/png': 'image.png', 'image/heic': 'image.heic' }[type];
}

/**
 * Deals between a listing's seller and a buyer: opening one from the listing, the chat in it,
 * read marks, pins and blocking, and what each party (and an admin, read-only) may see.
 */
@Injectable()
export class DealThreadsService {
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly files: FileStore,
    private readonly list: DealThreadList,
    private readonly history: DealMessageHistory,
  ) {}

  /** The buyer's deal on a listing: opened on the first press, the same one on every other. */
  async open(principal: Principal, propertyId: string, context: CommandContext): Promise<CommandResult & { thread_id: string }> {
    if (principal.role !== 'member') throw DomainError.forbidden('deal.members_only');
    if (!UUID.test(propertyId)) throw listingNotFound();
    const { state: listing } = await loadState(this.eventStore, propertyDecider, propertyStreamId(propertyId.toLowerCase()));
    if (listing.status === 'none' || listing.status === 'deleted') throw listingNotFound();
    const threadId = dealThreadId(listing.property_id, principal.subjectId);
    const result = await this.run(
      threadId,
      {
        type: 'OpenDealThread',
        thread_id: threadId,
        listing: { property_id: listing.property_id, seller_id: listing.owner_id, accepting: listing.status === 'published' || listing.status === 'in_negotiation' },
        buyer_id: principal.subjectId,
        now: this.clock.now(),
      },
      context,
    );
    return { ...result, thread_id: threadId };
  }

  /**
   * A message with text, a file or both. The file is checked (size, then what its bytes are) and
   * the message decided before anything is stored; a file whose message is then not written is
   * removed again.
   */
  async post(principal: Principal, threadId: string, text: string, upload: DealUpload | null, context: CommandContext): Promise<CommandResult & { message_id: string }> {
    const read = await this.writableAt(principal, threadId);
    const thread = read.state;
    const messageId = this.ids.uuid();
    const now = this.clock.now();
    let file: DealMessageFile | null = null;
    if (upload) {
      if (upload.bytes.length > DEAL_FILE_MAX_BYTES) throw DomainError.tooLarge('deal.file_too_large', 'file', 'ファイルは10MBまでです。');
      const type = detectFileType(upload.bytes);
      if (!type || !ACCEPTED_FILE_TYPES.has(type)) {
        throw DomainError.invalid('deal.file_type', 'file', '送れるファイルは PDF・JPEG・PNG・HEIC です。');
      }
      const contentType = type as DealMessageFile['content_type'];
      file = {
        file_id: this.ids.uuid(),
        file_name: displayName(upload.name, contentType),
        content_type: contentType,
        size: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      };
    }
    const command: DealThreadCommand = { type: 'PostDealMessage', message_id: messageId, sender_id: principal.subjectId, text, file, now };
    dealThreadDecider.decide(command, thread);
    // The deal as read for the access check is decided on again: a message costs one read of it.
    if (!file || !upload) return { ...(await this.run(threadId, command, context, read)), message_id: messageId };
    await this.files.put(DEAL_FILE_AREA, file.file_id, upload.bytes);
    try {
      return { ...(await this.run(threadId, command, context, read)), message_id: messageId };
    } catch (error) {
      await this.files.remove(DEAL_FILE_AREA, file.file_id).catch(() => undefined);
      throw error;
    }
  }

  /** Marks the deal read up to a message (or the latest); marks only move forward. */
  async markRead(principal: Principal, threadId: string, upToSeq: number | 'latest', context: CommandContext): Promise<CommandResult> {
    await this.writable(principal, threadId);
    return this.run(threadId, { type: 'MarkDealMessagesRead', reader_id: principal.subjectId, up_to_seq: upToSeq, now: this.clock.now() }, context);
  }

  async setPinned(principal: Principal, threadId: string, pinned: boolean, context: CommandContext): Promise<CommandResult> {
    await this.writable(principal, threadId);
    const now = this.clock.now();
    const command: DealThreadCommand = pinned ? { type: 'PinDealThread', member_id: principal.subjectId, now } : { type: 'UnpinDealThread', member_id: principal.subjectId, now };
    return this.run(threadId, command, context);
  }

  /** Ends the deal for both parties: no more messages either way. */
  async block(principal: Principal, threadId: string, context: CommandContext): Promise<CommandResult> {
    await this.writable(principal, threadId);
    return this.run(threadId, { type: 'BlockDealThread', member_id: principal.subjectId, now: this.clock.now() }, context);
  }

  /** The member's deals; ended ones (7, 8) only when asked for. */
  threads(principal: Principal, includeEnded: boolean): Promise<DealThreadListItem[]> {
    if (principal.role !== 'member') throw DomainError.forbidden('deal.members_only');
    return this.list.forMember(principal.subjectId, includeEnded);
  }

  /** A fingerprint of the member's deal list (`threads`): unchanged while the list is. */
  threadsVersion(principal: Principal, includeEnded: boolean): Promise<string> {
    if (principal.role !== 'member') throw DomainError.forbidden('deal.members_only');
    return this.list.listVersion(principal.subjectId, includeEnded);
  }

  /** Every deal of one member, for the admin's read-only view from the member's page. */
  threadsOfMember(principal: Principal, memberId: string): Promise<DealThreadListItem[]> {
    if (principal.role !== 'admin') throw DomainError.forbidden('deal.admins_only');
    return this.list.forMember(memberId, true);
  }

  counters(memberId: string): Promise<DealCounters> {
    return this.list.counters(memberId);
  }

  /** One deal as its chat header shows it, for a party, an admin or the assigned scrivener. */
  async thread(principal: Principal, threadId: string): Promise<DealThreadListItem & { seller_id: string; buyer_id: string; last_seq: number }> {
    const deal = await this.readable(principal, threadId);
    // An admin or the assigned scrivener sees the deal as its buyer does.
    const viewer = principal.role === 'member' ? principal.subjectId : deal.buyer_id;
    const item = await this.list.one(deal.thread_id, viewer);
    if (!item) throw dealNotFound();
    return { ...item, seller_id: deal.seller_id, buyer_id: deal.buyer_id, last_seq: deal.last_seq };
  }

  /** A page of messages before `beforeSeq` (the newest page without it), oldest first. */
  async messages(principal: Principal, threadId: string, beforeSeq: number | null): Promise<{ messages: DealMessageDocument[]; has_more: boolean }> {
    await this.readable(principal, threadId);
    const page = await this.history.before(threadId, beforeSeq, DEAL_HISTORY_PAGE + 1);
    const hasMore = page.length > DEAL_HISTORY_PAGE;
    return { messages: hasMore ? page.slice(1) : page, has_more: hasMore };
  }

  /** A file sent in the deal, for its parties, admins and the assigned scrivener. */
  async file(principal: Principal, threadId: string, messageId: string): Promise<DealFile> {
    await this.readable(principal, threadId);
    const message = UUID.test(messageId) ? await this.history.message(threadId, messageId) : null;
    const file = message?.file ?? null;
    if (!file) throw DomainError.notFound('deal.file_not_found', 'ファイルが見つかりません。');
    const bytes = await this.files.get(DEAL_FILE_AREA, file.file_id);
    if (!bytes) throw DomainError.notFound('deal.file_not_found', 'ファイルが見つかりません。');
    return { bytes, content_type: file.content_type, file_name: file.file_name };
  }

  private async stateOf(threadId: string): Promise<DealThreadState> {
    if (!UUID.test(threadId)) return { status: 'none' };
    return (await loadState(this.eventStore, dealThreadDecider, dealThreadStreamId(threadId))).state;
  }

  private async readable(principal: Principal, threadId: string): Promise<OpenDealThread> {
    const state = await this.stateOf(threadId);
    if (state.status === 'none') throw dealNotFound();
    const lawyerId = principal.role === 'lawyer' ? await assignedLawyerId(this.eventStore, state.thread_id) : null;
    assertMayReadDeal(principal, { ...state, lawyer_id: lawyerId });
    return state;
  }

  private async writable(principal: Principal, threadId: string): Promise<OpenDealThread> {
    return (await this.writableAt(principal, threadId)).state;
  }

  /** The deal the principal may write in, with the stream version it was read at. */
  private async writableAt(principal: Principal, threadId: string): Promise<{ version: number; state: OpenDealThread }> {
    if (!UUID.test(threadId)) throw dealNotFound();
    const { version, state } = await loadState(this.eventStore, dealThreadDecider, dealThreadStreamId(threadId));
    if (state.status === 'none') throw dealNotFound();
    assertMayWriteDeal(principal, state);
    return { version, state };
  }

  private run(threadId: string, command: DealThreadCommand, context: CommandContext, read?: { version: number; state: DealThreadState }): Promise<CommandResult> {
    const streamId = dealThreadStreamId(threadId);
    // Only when nothing of this deal is queued in front: work ahead of it would make the read stale.
    const known = read && !this.queue.busy(streamId) ? read : undefined;
    return this.queue.run(streamId, () => handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: dealThreadDecider, streamId, command, context, known }));
  }
}

function listingNotFound(): DomainError {
  return DomainError.notFound('property.not_found', '物件が見つかりません。');
}
