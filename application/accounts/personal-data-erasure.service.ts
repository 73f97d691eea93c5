import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { personalDataErasureStreamId, type PersonalDataErasureEvent } from '../../domain/accounts/personal-data-erasure.events';
import { WITHDRAWN_PARTY_NAME } from '../contracts/contract-party-names.port';
import { Clock } from '../shared/clock.port';
import { metadataFor, systemContext } from '../shared/command-context';
import { EventStore } from '../shared/event-store.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { PersonalDataErasures, PersonalDataRetention } from './personal-data-erasures.port';
import { SubjectKeyStore } from './subject-key-store.port';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Erasure that keeps the log: a withdrawal asks for it, and once the retention period has passed
 * the person's keys are deleted, so their values in events read as 退会済み会員 (names) or nothing,
 * while every event and the hash chain over them stay as appended.
 */
@Injectable()
export class PersonalDataErasureService {
  constructor(
    private readonly erasures: PersonalDataErasures,
    private readonly keys: SubjectKeyStore,
    private readonly eventStore: EventStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly retention: PersonalDataRetention,
  ) {}

  /** Schedules the erasure of the person's data for when the retention period ends. */
  request(subjectId: string, email: string | null): Promise<string> {
    return this.requestAfter(subjectId, email, this.retention.days);
  }

  /** Schedules an erasure `days` from now: a message sent without signing in has a retention of its own. */
  async requestAfter(ownerId: string, email: string | null, days: number): Promise<string> {
    const dueAt = new Date(Date.parse(this.clock.now()) + days * DAY_MS).toISOString();
    await this.erasures.schedule(ownerId, email, dueAt);
    return dueAt;
  }

  /** Carries out every erasure that is due; answers how many people were erased. */
  async eraseDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.erasures.due(now);
    for (const { ownerId } of due) await this.erase(ownerId, now, { recordEvenIfNoKey: true });
    return due.length;
  }

  /**
   * Erases at once, without waiting for a retention period (the person asked, and the office has
   * nothing left to do with the data); answers how many keys were deleted. Asking again finds no
   * key and records nothing more.
   */
  eraseNow(ownerId: string): Promise<number> {
    return this.erase(ownerId, this.clock.now(), { recordEvenIfNoKey: false });
  }

  private erase(ownerId: string, now: string, options: { recordEvenIfNoKey: boolean }): Promise<number> {
    return this.unitOfWork.run(async () => {
      const keysDeleted = await this.keys.eraseOwner(ownerId);
      await this.erasures.forget(ownerId, WITHDRAWN_PARTY_NAME);
      if (keysDeleted === 0 && !options.recordEvenIfNoKey) return 0;
      const eventId = randomUUID();
      const event: PersonalDataErasureEvent = { type: 'PersonalDataErased', data: { subject_id: ownerId, keys_deleted: keysDeleted, erased_at: now } };
      await this.eventStore.appendToStream(
        personalDataErasureStreamId(ownerId),
        [{ event, eventId, metadata: metadataFor(systemContext(`personal-data-erasure-${eventId}`)) }],
        'any',
      );
      return keysDeleted;
    });
  }
}
