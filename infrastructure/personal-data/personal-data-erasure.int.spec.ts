import request from 'supertest';
import type { App } from 'supertest/types';
import { LawyerAccountsService } from '../../application/accounts/lawyer-accounts.service';
import { PersonalDataErasureService } from '../../application/accounts/personal-data-erasure.service';
import { systemContext } from '../../application/shared/command-context';
import { AuditReplayService } from '../../application/audit/audit-replay.service';
import { accountStreamId } from '../../domain/accounts/account.events';
import { lawyerStreamId } from '../../domain/lawyers/lawyer.events';
import { contactStreamId } from '../../domain/contacts/contact.events';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { ident } from '../database/database';
import { forgetAttempts, GOOD_PASSWORD, latestMail, signInAdmin, tokenFromMail, uniqueEmail, VALID_PROFILE } from '../testing/account-fixtures';
import { concludedContract, contractParties } from '../testing/contract-fixtures';
import { bearer } from '../testing/property-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { tablesHolding } from '../testing/stored-value-search';

const DAY = 24 * 60 * 60 * 1000;

/** Values no fixture or seed uses, so any hit is the withdrawn member's. */
const PROFILE = {
  ...VALID_PROFILE,
  nickname: '忘れられる人',
  name_last: '消去川',
  name_first: '暗号子',
  name_last_kana: 'ショウキョガワ',
  name_first_kana: 'アンゴウコ',
  city: '忘却市',
  block: '記録町7-6-5',
  tel_mobile: '090-7531-8642',
  tel_home: '0267-99-1357',
};

/** A lawyer's contact data no fixture or seed uses. */
const LAWYER = {
  name: '抹消 登記郎',
  name_kana: 'マッショウ トウキロウ',
  office_name: '抹消司法書士事務所',
  registration_number: 'Nagano-9753',
  zipcode: '3899753',
  address: '長野県忘却郡記録村9-7-5',
  tel: '0268-97-5310',
};

/** A message sent without signing in, with values no fixture or seed uses. */
const GUEST = { name: '通りすがり 匿名子', tel: '080-1357-9024', replyName: '匿名子' };

/** Every text-like column of every table of the app's schema that holds `value`, as "table.column". */
function whereFound(app: TestApp, value: string): Promise<string[]> {
  return tablesHolding(app.db, app.db.schema, value);
}

describe.each(storeKinds())('Erasure of a withdrawn member on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app?.dispose());

  it('leaves none of their personal values in any table, while the log verifies and replays', async () => {
    const parties = await contractParties(app);
    const { buyer } = parties;
    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send(PROFILE).expect(200);
    await forgetAttempts(app);
    const contact = await request(http)
      .post('/api/contact/create')
      .set(bearer(buyer.token))
      .send({ name: `${PROFILE.name_last} ${PROFILE.name_first}`, email: buyer.email, category_id: 1, message: `折り返しは ${PROFILE.tel_mobile} までお願いします。` })
      .expect(201);
    const contactId = contact.body.data.id as string;
    const admin = await signInAdmin(http);
    const replied = await request(http)
      .post(`/api/contact/reply/${contactId}`)
      .set(bearer(admin))
      .send({ subject: 'お問い合わせの件', text: `${PROFILE.name_last}様、お問い合わせありがとうございます。` })
      .expect(200);
    // The office reads the message as written: the read model is built from the decrypted events.
    expect(replied.body.data.name).toBe(`${PROFILE.name_last} ${PROFILE.name_first}`);
    expect(JSON.stringify(replied.body.data)).toContain(PROFILE.tel_mobile);
    // The log itself holds only ciphertext, from the append on.
    expect(await whereFound(app, PROFILE.tel_mobile)).not.toContain('events.data');
    expect(await whereFound(app, PROFILE.name_last)).not.toContain('events.data');
    const dealId = await concludedContract(http, parties);

    await request(http).post('/api/withdraw').set(bearer(buyer.token)).send({ password: GOOD_PASSWORD }).expect(200);
    const erasure = app.app.get(PersonalDataErasureService);
    // Nothing is due before the retention period has passed.
    expect(await erasure.eraseDue()).toBe(0);
    app.clock.advance(app.config.personalDataRetentionDays * DAY + DAY);
    expect(await erasure.eraseDue()).toBeGreaterThan(0);

    const values = [PROFILE.name_last, PROFILE.name_first, PROFILE.name_last_kana, PROFILE.name_first_kana, PROFILE.block, PROFILE.city, PROFILE.tel_mobile, PROFILE.tel_home, buyer.email];
    const findings: string[] = [];
    for (const value of values) {
      const where = await whereFound(app, value);
      if (where.length > 0) findings.push(`${value} in ${where.join(', ')}`);
    }
    expect(findings).toEqual([]);
    const { rows: erased } = await app.db.query<{ data: { subject_id: string; keys_deleted: number } }>(
      `SELECT data FROM ${ident(app.db.schema)}.events WHERE type = 'PersonalDataErased'`,
    );
    expect(erased.map((row) => row.data.subject_id)).toEqual([buyer.id]);
    expect(erased[0].data.keys_deleted).toBeGreaterThan(0);
    // Carried out once: nothing is due any more.
    expect(await erasure.eraseDue()).toBe(0);

    // The erasure left the contacts' read model as a rebuild from the log now makes it.
    const contactDoc = async () =>
      (await app.db.query<{ doc: unknown }>(`SELECT doc FROM ${ident(app.db.schema)}.rm_contacts WHERE id = $1`, [contactId])).rows[0].doc;
    const left = await contactDoc();
    expect(left).toMatchObject({ name: '退会済み会員', email: '', message: '' });
    await app.runner.rebuild('contacts');
    expect(await contactDoc()).toEqual(left);

    const report = await verifyEventChain(app.db, app.db.schema);
    expect(report.intact).toBe(true);
    const replays = app.app.get(AuditReplayService);
    for (const stream of [accountStreamId(buyer.id), contactStreamId(contactId), `contract-${dealId}`]) {
      const replay = await replays.replay(stream);
      expect(replay).toBeTruthy();
    }
    // The member's timeline reads their contact message from the log as every other reader does:
    // no envelope, the address erased.
    const timeline = await request(http).get(`/api/audit/timeline/member/${buyer.id}`).set(bearer(await signInAdmin(http))).expect(200);
    const timelineText = JSON.stringify(timeline.body.data);
    expect(timelineText).not.toContain('"$pd"');
    expect(timelineText).not.toContain(buyer.email);
    const contactReplay = JSON.stringify(await replays.replay(contactStreamId(contactId)));
    expect(contactReplay).toContain('退会済み会員');
    expect(contactReplay).not.toContain(PROFILE.tel_mobile);
  });

  /** The values of `values` found in some table, with where. */
  async function findings(values: readonly string[]): Promise<string[]> {
    const found: string[] = [];
    for (const value of values) {
      const where = await whereFound(app, value);
      if (where.length > 0) found.push(`${value} in ${where.join(', ')}`);
    }
    return found;
  }

  it('erases a removed lawyer\'s name and contact data after the retention period, while the log verifies and replays', async () => {
    const parties = await contractParties(app);
    const dealId = await concludedContract(http, parties);
    const admin = await signInAdmin(http);
    const email = uniqueEmail('massho-lawyer');
    await request(http).post('/api/lawyer/mail/input').set(bearer(admin)).send({ email }).expect(200);
    const token = tokenFromMail((await latestMail(http, email)).text);
    const created = await request(http)
      .post('/api/lawyer/signup/create')
      .send({ token, name: LAWYER.name, office_name: LAWYER.office_name, password: 'massho-no-senmonka', password_confirmation: 'massho-no-senmonka' })
      .expect(201);
    const lawyerId = created.body.data.lawyer.id as string;
    const signedIn = await request(http).post('/api/lawyer/login').send({ email, password: 'massho-no-senmonka' }).expect(200);
    await request(http).patch('/api/lawyer/update').set(bearer(signedIn.body.data.access_token as string)).send(LAWYER).expect(200);
    // The lawyer works a case: the registration case and the contract name the lawyer by id only.
    await request(http).get(`/api/contract/${lawyerId}/assign/${dealId}`).set(bearer(admin)).expect(200);
    expect(await whereFound(app, LAWYER.name)).not.toContain('events.data');
    expect(await whereFound(app, LAWYER.tel)).not.toContain('events.data');

    await app.app.get(LawyerAccountsService).remove(lawyerId, systemContext('remove-lawyer-test'));
    const erasure = app.app.get(PersonalDataErasureService);
    // The office may still need the lawyer's data for the retention period: nothing is due yet.
    expect(await erasure.eraseDue()).toBe(0);
    // The lawyer list drops the lawyer as soon as the projection has read the removal.
    const listed = async () => (await app.app.get(LawyerAccountsService).list('admin')).map((lawyer) => lawyer.id);
    for (let tries = 0; tries < 50 && (await listed()).includes(lawyerId); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await listed()).not.toContain(lawyerId);
    app.clock.advance(app.config.personalDataRetentionDays * DAY + DAY);
    expect(await erasure.eraseDue()).toBe(1);

    expect(await findings([LAWYER.name, LAWYER.name_kana, LAWYER.zipcode, LAWYER.address, LAWYER.tel, email])).toEqual([]);
    const { rows: erased } = await app.db.query<{ data: { subject_id: string; keys_deleted: number } }>(
      `SELECT data FROM ${ident(app.db.schema)}.events WHERE type = 'PersonalDataErased' AND data->>'subject_id' = $1`,
      [lawyerId],
    );
    expect(erased.map((row) => row.data.keys_deleted)).toEqual([1]);

    const report = await verifyEventChain(app.db, app.db.schema);
    expect(report.intact).toBe(true);
    const replays = app.app.get(AuditReplayService);
    const lawyerReplay = JSON.stringify(await replays.replay(lawyerStreamId(lawyerId)));
    expect(lawyerReplay).toContain('退会済み会員');
    expect(lawyerReplay).not.toContain(LAWYER.tel);
    // What the office keeps of the lawyer: the office name and registration number, and the case.
    expect(lawyerReplay).toContain(LAWYER.office_name);
    expect(await replays.replay(`contract-${dealId}`)).toBeTruthy();
    // The deal's timeline shows the case the lawyer worked, without the lawyer's name.
    const timeline = await request(http).get(`/api/audit/timeline/deal/${dealId}`).set(bearer(await signInAdmin(http))).expect(200);
    expect(JSON.stringify(timeline.body.data)).toContain(lawyerId.slice(0, 8));
    expect(JSON.stringify(timeline.body.data)).not.toContain(LAWYER.name);
    await app.runner.rebuild('lawyers');
    expect(await findings([LAWYER.name, LAWYER.tel])).toEqual([]);
  });

  it('erases a message sent without signing in after CONTACT_RETENTION_DAYS, while the log verifies', async () => {
    await forgetAttempts(app);
    const email = uniqueEmail('tokumei');
    const sent = await request(http)
      .post('/api/contact/create')
      .send({ name: GUEST.name, email, category_id: 1, message: `お電話は ${GUEST.tel} へお願いします。` })
      .expect(201);
    const contactId = sent.body.data.id as string;
    const admin = await signInAdmin(http);
    await request(http).post(`/api/contact/reply/${contactId}`).set(bearer(admin)).send({ subject: 'ご連絡', text: `${GUEST.replyName}様、承知しました。` }).expect(200);
    const { rows: keys } = await app.db.query<{ owner_id: string | null }>(`SELECT owner_id FROM ${ident(app.db.schema)}.subject_keys WHERE subject_id = $1`, [`contact-${contactId}`]);
    expect(keys).toEqual([{ owner_id: null }]);

    const erasure = app.app.get(PersonalDataErasureService);
    // The member's retention period is not the guest's: still kept after it.
    app.clock.advance(app.config.personalDataRetentionDays * DAY + DAY);
    expect(await erasure.eraseDue()).toBe(0);
    expect(await whereFound(app, GUEST.name)).toContain('rm_contacts.doc');
    app.clock.advance(app.config.contactRetentionDays * DAY);
    expect(await erasure.eraseDue()).toBeGreaterThan(0);

    expect(await findings([GUEST.name, GUEST.replyName, GUEST.tel, email])).toEqual([]);
    const doc = async () => (await app.db.query<{ doc: unknown }>(`SELECT doc FROM ${ident(app.db.schema)}.rm_contacts WHERE id = $1`, [contactId])).rows[0].doc;
    const left = await doc();
    expect(left).toMatchObject({ name: '退会済み会員', email: '', message: '', replies: [{ subject: 'ご連絡', text: '' }] });
    await app.runner.rebuild('contacts');
    expect(await doc()).toEqual(left);
    expect((await verifyEventChain(app.db, app.db.schema)).intact).toBe(true);
    const replay = JSON.stringify(await app.app.get(AuditReplayService).replay(contactStreamId(contactId)));
    expect(replay).not.toContain(GUEST.tel);
  });
});
