import request from 'supertest';
import type { App } from 'supertest/types';
import { PersonalDataErasureService } from '../../application/accounts/personal-data-erasure.service';
import { AuditReplayService } from '../../application/audit/audit-replay.service';
import { accountStreamId } from '../../domain/accounts/account.events';
import { contactStreamId } from '../../domain/contacts/contact.events';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { ident } from '../database/database';
import { forgetAttempts, GOOD_PASSWORD, signInAdmin, VALID_PROFILE } from '../testing/account-fixtures';
import { concludedContract, contractParties } from '../testing/contract-fixtures';
import { bearer } from '../testing/property-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';

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

/** Every text-like column of every table of the app's schema that holds `value`, as "table.column". */
async function whereFound(app: TestApp, value: string): Promise<string[]> {
  const schema = app.db.schema;
  const { rows: columns } = await app.db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY', 'USER-DEFINED')`,
    [schema],
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = ident(column_name);
    // bytea is searched as its UTF-8 bytes, jsonb as its text (which escapes nothing in Japanese).
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(schema)}.${ident(table_name)}
        WHERE CASE WHEN pg_typeof(${column})::text = 'bytea' THEN position(convert_to($1, 'UTF8') in ${column}::text::bytea) > 0
                   ELSE position($1 in ${column}::text) > 0 END`,
      [value],
    );
    if (rows[0].n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
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
});
