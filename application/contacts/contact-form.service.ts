import { Injectable } from '@nestjs/common';
import { contactDecider, type ContactForm } from '../../domain/contacts/contact.decider';
import { contactStreamId } from '../../domain/contacts/contact.events';
import { DomainError } from '../../domain/shared/domain-error';
import { AttemptLimiter } from '../accounts/attempt-limiter.port';
import { BotCheck } from '../accounts/bot-check.port';
import { MailOutbox } from '../accounts/mail-outbox.port';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { contactCategories } from './contact-categories';
import { ContactErasureService } from './contact-erasure.service';
import { contactMails } from './contact-mails';

/** Messages sent per client address in an hour; the next is refused with 429. */
export const CONTACT_LIMIT = { perAddress: 5, windowSeconds: 60 * 60 } as const;

/** The name of the field people leave empty and form-filling scripts fill in. */
export const CONTACT_HONEYPOT_FIELD = 'website';

export interface ContactSubmission extends ContactForm {
  /** Must stay empty. */
  honeypot?: unknown;
  /** The Turnstile answer, when bot protection is configured. */
  bot_token?: string;
}

/**
 * The contact form: refused when the hidden field is filled, beyond five messages an hour from one
 * address, or when Turnstile (configured) says a script sent it. The contact and the mail that
 * confirms it to the sender are written together.
 */
@Injectable()
export class ContactFormService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly limiter: AttemptLimiter,
    private readonly bot: BotCheck,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly erasure: ContactErasureService,
  ) {}

  async submit(submission: ContactSubmission, userId: string | null, context: CommandContext): Promise<CommandResult & { id: string }> {
    if (submission.honeypot !== undefined && submission.honeypot !== null && submission.honeypot !== '') {
      throw DomainError.invalid('contact.honeypot_filled', CONTACT_HONEYPOT_FIELD, 'この項目は空欄のまま送信してください。');
    }
    const allowed = await this.limiter.attempt(`contact:address:${context.clientAddress ?? 'unknown'}`, CONTACT_LIMIT.perAddress, CONTACT_LIMIT.windowSeconds);
    if (!allowed) throw DomainError.rateLimited('contact.rate_limited');
    if (!(await this.bot.verify(submission.bot_token, context.clientAddress))) {
      throw DomainError.forbidden('contact.bot_check_failed', '自動送信の可能性があるため受け付けできませんでした。ページを読み込み直して、もう一度お試しください。');
    }
    const categories = await contactCategories(this.readStore);
    const id = this.ids.uuid();
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      const result = await handleDeciderCommand({
        eventStore: this.eventStore,
        ids: this.ids,
        decider: contactDecider,
        streamId: contactStreamId(id),
        command: {
          type: 'ReceiveContact',
          contact_id: id,
          form: { name: submission.name, email: submission.email, category_id: submission.category_id, message: submission.message },
          category_ids: categories.map((category) => category.id),
          user_id: userId,
          now,
        },
        context,
      });
      const { events } = await this.eventStore.readStream(contactStreamId(id));
      const received = events[0].data as { name: string; email: string; category_id: number; message: string };
      const category = categories.find((known) => known.id === received.category_id)?.name ?? '';
      await this.outbox.enqueue(contactMails.received(received.email, received.name, category, received.message));
      // A member's message goes with their withdrawal; a guest's has its own retention period.
      if (userId === null) await this.erasure.scheduleGuestMessage(id, received.email);
      return { ...result, id };
    });
  }
}
