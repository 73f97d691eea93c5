import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { identificationDecider, type IdentificationCommand } from '../../domain/identification/identification.decider';
import { identificationStreamId, type IdentityDocument } from '../../domain/identification/identification.events';
import { DomainError } from '../../domain/shared/domain-error';
import { detectFileType } from '../../domain/shared/file-signature.rule';
import type { MemberDocument } from '../../read-models/accounts/members.projector';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ReadStore } from '../shared/read-store.port';
import { SiteUrl } from '../shared/site-url.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { accountMails } from './account-mails';
import { CredentialStore } from './credential-store.port';
import { MailOutbox } from './mail-outbox.port';

export const IDENTITY_DOCUMENT_AREA = 'identification';
export const IDENTITY_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'application/pdf']);
export const INVALID_FILE_MESSAGE = '不正なファイルです。';

export interface UploadedFile {
  bytes: Buffer;
}

/** Identity documents: the member submits, an admin verifies or rejects with a reason. */
@Injectable()
export class IdentificationService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly files: FileStore,
    private readonly readStore: ReadStore,
    private readonly credentials: CredentialStore,
    private readonly outbox: MailOutbox,
    private readonly unitOfWork: UnitOfWork,
    private readonly site: SiteUrl,
  ) {}

  async submit(userId: string, uploads: readonly UploadedFile[], context: CommandContext): Promise<CommandResult> {
    const documents: IdentityDocument[] = uploads.map((upload) => {
      if (upload.bytes.length > IDENTITY_DOCUMENT_MAX_BYTES) {
        throw new DomainError('invalid', 'identification.too_large', 'ファイルは1つ5MBまでです。', { files: ['ファイルは1つ5MBまでです。'] });
      }
      const type = detectFileType(upload.bytes);
      if (!type || !ACCEPTED_TYPES.has(type)) throw DomainError.invalid('identification.bad_type', 'files', INVALID_FILE_MESSAGE);
      return {
        id: this.ids.uuid(),
        content_type: type as IdentityDocument['content_type'],
        size: upload.bytes.length,
        sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      };
    });
    const command: IdentificationCommand = { type: 'SubmitIdentityDocuments', user_id: userId, documents, now: this.clock.now() };
    // Decided once before storing, so a refused submission leaves no file behind.
    const { state } = await loadState(this.eventStore, identificationDecider, identificationStreamId(userId));
    identificationDecider.decide(command, state);
    for (const [index, document] of documents.entries()) await this.files.put(IDENTITY_DOCUMENT_AREA, document.id, uploads[index].bytes);
    return this.run(userId, command, context);
  }

  async verify(userId: string, context: CommandContext): Promise<CommandResult> {
    return this.unitOfWork.run(async () => {
      const result = await this.run(userId, { type: 'VerifyIdentity', now: this.clock.now() }, context);
      const credential = await this.credentials.get(userId);
      if (credential?.status === 'active') await this.outbox.enqueue(accountMails.identityVerified(credential.email, this.site.link('/mypage')));
      return result;
    });
  }

  async reject(userId: string, reason: string, context: CommandContext): Promise<CommandResult> {
    return this.unitOfWork.run(async () => {
      const result = await this.run(userId, { type: 'RejectIdentity', reason: reason ?? '', now: this.clock.now() }, context);
      const credential = await this.credentials.get(userId);
      if (credential?.status === 'active') {
        await this.outbox.enqueue(accountMails.identityRejected(credential.email, reason.trim(), this.site.link('/mypage/profile/edit/honnin')));
      }
      return result;
    });
  }

  /**
   * The member changed these profile fields: a verification they cover goes back to review
   * (審査中) on the documents already submitted; other fields, or no verification, change nothing.
   */
  async reopenReview(userId: string, changedFields: readonly string[], context: CommandContext): Promise<CommandResult> {
    return this.run(userId, { type: 'ReopenIdentityReview', changed_fields: changedFields, now: this.clock.now() }, context);
  }

  /** A submitted document of the member, for the admin's review. */
  async document(userId: string, documentId: string): Promise<{ bytes: Buffer; content_type: string }> {
    const member = await this.readStore.get<MemberDocument>('members', userId);
    const document = member?.identity_documents.find((candidate) => candidate.id === documentId);
    const bytes = document ? await this.files.get(IDENTITY_DOCUMENT_AREA, document.id) : null;
    if (!document || !bytes) throw DomainError.notFound('identification.document_not_found', '書類が見つかりません。');
    return { bytes, content_type: document.content_type };
  }

  private async run(userId: string, command: IdentificationCommand, context: CommandContext): Promise<CommandResult> {
    const member = await this.readStore.get<MemberDocument>('members', userId);
    if (!member || member.status !== 'active') throw DomainError.notFound('account.not_found', '会員が見つかりません。');
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: identificationDecider,
      streamId: identificationStreamId(userId),
      command,
      context,
    });
  }
}
