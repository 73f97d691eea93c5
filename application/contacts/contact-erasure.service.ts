import { Injectable } from '@nestjs/common';
import { contactStreamId } from '../../domain/contacts/contact.events';
import { DomainError } from '../../domain/shared/domain-error';
import { PersonalDataErasureService } from '../accounts/personal-data-erasure.service';
import { EventStore } from '../shared/event-store.port';
import { ContactRetention } from './contact-retention.port';

/** A contact message's key: its values in the log are encrypted with it, and erasure deletes it. */
export const contactSubjectId = (contactId: string): string => `contact-${contactId}`;

const notFound = () => DomainError.notFound('contact.not_found', '指定されたお問い合わせが見つかりません。');

/**
 * Erasure of one contact message's personal values (name, address, message, the replies' text).
 * A message sent without signing in has no member whose withdrawal would erase it: it is erased
 * when its retention period ends, or at once when its sender asks the office.
 */
@Injectable()
export class ContactErasureService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly erasure: PersonalDataErasureService,
    private readonly retention: ContactRetention,
  ) {}

  /** For a message sent without signing in: its erasure when its retention period ends. */
  scheduleGuestMessage(contactId: string, email: string): Promise<string> {
    return this.erasure.requestAfter(contactSubjectId(contactId), email, this.retention.days);
  }

  /**
   * The sender asked (APPI 第35条): the message's key is deleted now, its read model reads as
   * erased, and the log records the erasure once; asking again changes nothing. Answers whether a
   * key was deleted by this call.
   */
  async eraseNow(contactId: string): Promise<{ erased: boolean }> {
    if (!/^[\w-]{1,64}$/.test(contactId)) throw notFound();
    const { version } = await this.eventStore.readStream(contactStreamId(contactId));
    if (version === 0) throw notFound();
    return { erased: (await this.erasure.eraseNow(contactSubjectId(contactId))) > 0 };
  }
}
