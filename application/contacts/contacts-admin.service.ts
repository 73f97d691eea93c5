import { Injectable } from '@nestjs/common';
import type { Principal } from '../accounts/account-role';
import { adminDecider } from '../../domain/admins/admin.decider';
import { adminStreamId } from '../../domain/admins/admin.events';
import { contactDecider, type ContactCommand } from '../../domain/contacts/contact.decider';
import { CONTACT_STATUSES, contactStreamId, type ContactAdmin, type ContactStatusId } from '../../domain/contacts/contact.events';
import { DomainError } from '../../domain/shared/domain-error';
import { FieldErrors } from '../../domain/shared/field-errors';
import type { ContactDocument, ContactReplyRecord } from '../../read-models/contacts/contacts.projector';
import { MailOutbox } from '../accounts/mail-outbox.port';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { pageOf, type Page } from '../shared/page';
import { ReadStore, type FieldValue } from '../shared/read-store.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { contactCategories, type ContactCategoryView } from './contact-categories';
import { contactMails } from './contact-mails';

const CONTACTS_COLLECTION = 'contacts';

export const ADMIN_CONTACT_PAGE_SIZE = 20;

/** The filters of the admin list, as the request sends them; each is checked here. */
export interface ContactFilterInput {
  status?: unknown;
  category_id?: unknown;
  /** `YYYY-MM-DD`, days in Japan, both ends included. */
  date_from?: unknown;
  date_to?: unknown;
  keyword?: unknown;
}

export interface ContactView {
  id: string;
  name: string;
  email: string;
  category: ContactCategoryView | null;
  message: string;
  user_id: string | null;
  status: ContactStatusId;
  status_name: string;
  approved: boolean;
  approved_by: ContactAdmin | null;
  approved_at: string | null;
  replies: ContactReplyRecord[];
  received_at: string;
  updated_at: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const dayInJapan = (iso: string) => new Date(Date.parse(iso) + JST_OFFSET_MS).toISOString().slice(0, 10);
const notFound = () => DomainError.notFound('contact.not_found', '指定されたお問い合わせが見つかりません。');

/** Contacts as the office handles them: list, read, approve, move through statuses, answer by mail. */
@Injectable()
export class ContactsAdminService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /**
   * Status and category filter in the read store; the day range and the keyword (name, address,
   * message) are matched on what those leave, newest first.
   */
  async list(input: ContactFilterInput, page: number): Promise<Page<ContactView>> {
    const errors = new FieldErrors();
    const where: Record<string, FieldValue> = {};
    const status = optionalInteger(input.status);
    if (status !== undefined) {
      if (!CONTACT_STATUSES.some((known) => known.id === status)) errors.add('status', '対応状況は0（未対応）・1（対応中）・2（完了）のいずれかで指定してください。');
      else where.status = status as number;
    }
    const categories = await contactCategories(this.readStore);
    const category = optionalInteger(input.category_id);
    if (category !== undefined) {
      if (!categories.some((known) => known.id === category)) errors.add('category_id', '選択されたお問い合わせの種類は存在しません。');
      else where.category_id = category as number;
    }
    const from = optionalDate(input.date_from, 'date_from', errors);
    const to = optionalDate(input.date_to, 'date_to', errors);
    if (from && to && from > to) errors.add('date_to', '終了日は開始日以降の日付を指定してください。');
    if (input.keyword !== undefined && input.keyword !== null && typeof input.keyword !== 'string') errors.add('keyword', 'キーワードは文字列で入力してください。');
    errors.throwIfAny('contact.filter_invalid');

    const keyword = typeof input.keyword === 'string' ? input.keyword.trim().toLowerCase() : '';
    const documents = await this.readStore.find<ContactDocument>(CONTACTS_COLLECTION, { where, orderBy: [{ field: 'received_at', direction: 'desc' }] });
    const matching = documents.filter((contact) => {
      const day = dayInJapan(contact.received_at);
      if (from && day < from) return false;
      if (to && day > to) return false;
      return !keyword || [contact.name, contact.email, contact.message].some((field) => field.toLowerCase().includes(keyword));
    });
    const current = Math.max(1, page);
    const shown = matching.slice((current - 1) * ADMIN_CONTACT_PAGE_SIZE, current * ADMIN_CONTACT_PAGE_SIZE);
    return pageOf(shown.map((contact) => view(contact, categories)), matching.length, current, ADMIN_CONTACT_PAGE_SIZE);
  }

  async get(id: string): Promise<ContactView> {
    const contact = await this.readStore.get<ContactDocument>(CONTACTS_COLLECTION, id);
    if (!contact) throw notFound();
    return view(contact, await contactCategories(this.readStore));
  }

  async approve(id: string, principal: Principal, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'ApproveContact', by: await this.admin(principal), now: this.clock.now() }, context);
  }

  async changeStatus(id: string, status: unknown, principal: Principal, context: CommandContext): Promise<CommandResult> {
    const value = typeof status === 'string' && /^\d+$/.test(status) ? Number(status) : status;
    return this.run(id, { type: 'ChangeContactStatus', status: value, by: await this.admin(principal), now: this.clock.now() }, context);
  }

  /** The reply is recorded on the contact and mailed to the sender in one transaction. */
  async reply(id: string, subject: unknown, text: unknown, principal: Principal, context: CommandContext): Promise<CommandResult> {
    const by = await this.admin(principal);
    const contact = await this.get(id);
    return this.unitOfWork.run(async () => {
      const result = await this.run(id, { type: 'ReplyToContact', subject, text, by, now: this.clock.now() }, context);
      const { events } = await this.eventStore.readStream(contactStreamId(id));
      const replied = events[events.length - 1].data as { subject: string; text: string };
      await this.outbox.enqueue(contactMails.reply(contact.email, contact.name, replied.subject, replied.text, contact.message));
      return result;
    });
  }

  private async admin(principal: Principal): Promise<ContactAdmin> {
    const { state } = await loadState(this.eventStore, adminDecider, adminStreamId(principal.subjectId));
    return { id: principal.subjectId, name: state.status === 'active' ? state.name : '' };
  }

  private run(id: string, command: ContactCommand, context: CommandContext): Promise<CommandResult> {
    if (!/^[\w-]{1,64}$/.test(id)) throw notFound();
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: contactDecider, streamId: contactStreamId(id), command, context });
  }
}

function optionalInteger(value: unknown): unknown {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
}

function optionalDate(value: unknown, field: string, errors: FieldErrors): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(value))) {
    errors.add(field, '日付は YYYY-MM-DD の形式で指定してください。');
    return undefined;
  }
  return value;
}

function view(contact: ContactDocument, categories: readonly ContactCategoryView[]): ContactView {
  return {
    id: contact.contact_id,
    name: contact.name,
    email: contact.email,
    category: categories.find((category) => category.id === contact.category_id) ?? null,
    message: contact.message,
    user_id: contact.user_id,
    status: contact.status,
    status_name: CONTACT_STATUSES.find((status) => status.id === contact.status)?.name ?? '',
    approved: contact.approved_by !== null,
    approved_by: contact.approved_by,
    approved_at: contact.approved_at,
    replies: contact.replies,
    received_at: contact.received_at,
    updated_at: contact.updated_at,
  };
}
