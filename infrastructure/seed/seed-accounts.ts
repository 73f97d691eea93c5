import type { INestApplication } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AccountCommands } from '../../application/accounts/account-commands';
import { AdminAccountsService } from '../../application/accounts/admin-accounts.service';
import { CredentialStore } from '../../application/accounts/credential-store.port';
import { IDENTITY_DOCUMENT_AREA } from '../../application/accounts/identification.service';
import { PasswordHasher } from '../../application/accounts/password-hasher.port';
import { PersonalDataStore } from '../../application/accounts/personal-data-store.port';
import { Clock } from '../../application/shared/clock.port';
import { systemContext, type CommandContext } from '../../application/shared/command-context';
import { handleDeciderCommand } from '../../application/shared/decider-command.handler';
import { EventStore } from '../../application/shared/event-store.port';
import { FileStore } from '../../application/shared/file-store.port';
import { IdGenerator } from '../../application/shared/id-generator.port';
import { checkProfile, type ProfileInput } from '../../domain/accounts/profile.rules';
import { identificationDecider, type IdentificationCommand } from '../../domain/identification/identification.decider';
import { identificationStreamId } from '../../domain/identification/identification.events';
import { lawyerDecider, type LawyerCommand } from '../../domain/lawyers/lawyer.decider';
import { lawyerStreamId } from '../../domain/lawyers/lawyer.events';
import type { AppConfig } from '../config/app-config';
import { DEMO_ACCOUNTS } from './demo-accounts';

/** A 1×1 PNG standing in for the demo seller's reviewed identity document. */
const DEMO_DOCUMENT = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Creates the demo accounts that are missing; runs at every start outside production. */
export async function seedAccounts(app: INestApplication, config: AppConfig): Promise<void> {
  if (config.nodeEnv === 'production') return;
  const credentials = app.get(CredentialStore);
  const hasher = app.get(PasswordHasher);
  const eventStore = app.get(EventStore);
  const ids = app.get(IdGenerator);
  const clock = app.get(Clock);
  const context = systemContext('seed-accounts');
  const { admin, seller, company, buyer, lawyer } = DEMO_ACCOUNTS;

  if (!(await credentials.get(admin.id))) {
    await app.get(AdminAccountsService).register({ admin_id: admin.id, name: admin.name, email: admin.email, password: admin.password }, context);
  }

  const accounts = app.get(AccountCommands);
  for (const member of [seller, company, buyer]) {
    if (await credentials.get(member.id)) continue;
    await credentials.create({ subject_id: member.id, role: 'member', email: member.email, password_hash: await hasher.hash(member.password) });
    await accounts.run(
      member.id,
      { type: 'RegisterMember', user_id: member.id, nickname: member.nickname, is_interested_buyer: true, is_interested_seller: member !== buyer },
      context,
    );
    await accounts.run(member.id, { type: 'CompleteSignUp' }, context);
  }

  /** A seller's profile, filled in and with the identity document verified, as a real seller's would be. */
  const verifiedSeller = async (member: { id: string; nickname: string }, details: Omit<ProfileInput, 'nickname'>) => {
    const state = await accounts.state(member.id);
    if (state.status !== 'active' || state.profile_completed) return;
    const memberContext: CommandContext = { ...context, actor: { id: member.id, role: 'member' } };
    const profile = checkProfile({ nickname: member.nickname, ...details }, clock.now());
    const { nickname: _n, prefecture_id: _p, hobby_ids: _h, class: _c, corporate_number: _cn, homebuilder_number: _hn, ...personal } = profile;
    await app.get(PersonalDataStore).put(member.id, personal);
    await accounts.run(member.id, { type: 'UpdateProfile', profile, changed_fields: Object.keys(profile) }, memberContext);
    const documentId = ids.uuid();
    await app.get(FileStore).put(IDENTITY_DOCUMENT_AREA, documentId, DEMO_DOCUMENT);
    const documents = [{ id: documentId, content_type: 'image/png' as const, size: DEMO_DOCUMENT.length, sha256: createHash('sha256').update(DEMO_DOCUMENT).digest('hex') }];
    const identification = (command: IdentificationCommand, as: CommandContext) =>
      handleDeciderCommand({ eventStore, ids, decider: identificationDecider, streamId: identificationStreamId(member.id), command, context: as });
    await identification({ type: 'SubmitIdentityDocuments', user_id: member.id, documents, now: clock.now() }, memberContext);
    await identification({ type: 'VerifyIdentity', now: clock.now() }, { ...context, actor: { id: admin.id, role: 'admin' } });
  };
  await verifiedSeller(seller, {
    name_last: '佐藤',
    name_first: '花子',
    name_last_kana: 'サトウ',
    name_first_kana: 'ハナコ',
    zipcode: '3890111',
    prefecture_id: 20,
    city: '北佐久郡軽井沢町',
    block: '長倉1-2-3',
    sex_id: 2,
    birth_year: 1962,
    hobby_ids: [1, 3],
    class: 1,
    tel_mobile: '090-1234-5678',
  });
  await verifiedSeller(company, {
    name_last: '高橋',
    name_first: '健一',
    name_last_kana: 'タカハシ',
    name_first_kana: 'ケンイチ',
    zipcode: '3840000',
    prefecture_id: 20,
    city: '小諸市',
    block: '相生町1-2-3',
    company_name: '株式会社さとやま不動産',
    class: 2,
    corporate_number: '7201234567890',
    tel_home: '0267-22-1234',
  });

  if (!(await credentials.get(lawyer.id))) {
    const run = (command: LawyerCommand) => handleDeciderCommand({ eventStore, ids, decider: lawyerDecider, streamId: lawyerStreamId(lawyer.id), command, context });
    await run({ type: 'InviteLawyer', lawyer_id: lawyer.id, now: clock.now() });
    await run({ type: 'RegisterLawyer', name: lawyer.name, office_name: lawyer.office_name, now: clock.now() });
    await run({
      type: 'UpdateLawyerProfile',
      profile: {
        name: lawyer.name,
        name_kana: 'ヤマダ タロウ',
        office_name: lawyer.office_name,
        registration_number: 'Nagano-1234',
        zipcode: '3800836',
        address: '長野県長野市南県町1-1',
        tel: '026-123-4567',
      },
      now: clock.now(),
    });
    await credentials.create({ subject_id: lawyer.id, role: 'lawyer', email: lawyer.email, password_hash: await hasher.hash(lawyer.password) });
  }
}
