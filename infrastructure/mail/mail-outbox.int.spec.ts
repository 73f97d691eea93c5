import request from 'supertest';
import type { App } from 'supertest/types';
import { MailOutbox } from '../../application/accounts/mail-outbox.port';
import { EventStore } from '../../application/shared/event-store.port';
import { UnitOfWork } from '../../application/shared/unit-of-work.port';
import { SmtpMailer } from '../accounts/mailers';
import { createApp, type RunningApp } from '../app/create-app';
import { ident, type Database } from '../database/database';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { forgetAttempts, tokenFromMail, uniqueEmail } from '../testing/account-fixtures';
import { startSmtpServer, stoppedSmtpPort, type ReceivedMail, type SmtpTestServer } from '../testing/smtp-test-server';
import { createTestApp, type TestApp } from '../testing/test-app';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { MailOutboxWorker } from './mail-outbox-worker';
import { PostgresMailOutbox, recipientHash } from './postgres-mail-outbox';

/** Retries a few tenths of a second apart, so a test sees several attempts and the server's return. */
const SHORT_RETRIES = '0.2,0.4';

interface OutboxRow {
  recipient: string | null;
  recipient_hash: string;
  subject: string;
  body: string | null;
  status: string;
  attempts: number;
  sent_at: Date | null;
  last_error: string | null;
}

async function outboxRows(db: Database, to: string): Promise<OutboxRow[]> {
  const { rows } = await db.query<OutboxRow>(
    `SELECT recipient, recipient_hash, subject, body, status, attempts, sent_at, last_error
       FROM ${ident(db.schema)}.mail_outbox WHERE recipient_hash = $1 ORDER BY id`,
    [recipientHash(to)],
  );
  return rows;
}

/** Polls until `check` holds (a worker works on its own time), failing after `timeoutMs`. */
async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`still not so after ${timeoutMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailsTo = (smtp: SmtpTestServer, to: string): ReceivedMail[] => smtp.received.filter((mail) => mail.rcptTo.includes(to));

/** The text of a received message, decoded from its transfer encoding. */
function bodyText(raw: string): string {
  const end = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(end + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return Buffer.from(body, 'latin1').toString('utf8');
}

describe.each(storeKinds())('Mail outbox on the %s store', (kind) => {
  describe('calls that send mail while the mail server is down', () => {
    let app: TestApp;
    let http: App;
    let port: number;
    let smtp: SmtpTestServer | undefined;

    beforeAll(async () => {
      port = await stoppedSmtpPort();
      app = await createTestApp(kind, [], { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_RETRY_SECONDS: SHORT_RETRIES });
      http = app.app.getHttpServer() as App;
    });
    afterAll(() => app.dispose());
    beforeEach(() => forgetAttempts(app));
    afterEach(async () => {
      await smtp?.close();
      smtp = undefined;
    });

    it('answers sign-up with success, keeps the link, and mails it once when the server is back', async () => {
      const email = uniqueEmail('outbox');
      const answer = await request(http).post('/api/signup/check-email').send({ email }).expect(200);
      expect(answer.body.success).toBe(true);

      // Committed although the mail could not go: the link's mail waits, tried again and again.
      const waiting = await eventually(() => outboxRows(app.db, email), (rows) => rows.length === 1 && rows[0].attempts >= 2);
      expect(waiting[0]).toMatchObject({ recipient: email, subject: '【いえとち直売所】会員登録のご案内', status: 'pending' });
      expect(waiting[0].last_error).toBeTruthy();
      expect(waiting[0].last_error).not.toContain(email);

      smtp = await startSmtpServer({ port });
      const server = smtp;
      const [mail] = await eventually(() => mailsTo(server, email), (mails) => mails.length === 1);
      const token = tokenFromMail(bodyText(mail.raw));
      const link = await request(http).get(`/api/signup/check/active-link/${token}`).expect(200);
      expect(link.body.data).toEqual({ status: 1, email });

      const [sent] = await eventually(() => outboxRows(app.db, email), (rows) => rows[0]?.status === 'sent');
      // Sent mail keeps no address and no link: only what shows it went.
      expect(sent).toMatchObject({ recipient: null, body: null, recipient_hash: recipientHash(email), subject: '【いえとち直売所】会員登録のご案内' });
      expect(sent.sent_at).toBeTruthy();
      // At least the failed attempt and the one that went (the server may return during a claimed one).
      expect(sent.attempts).toBeGreaterThanOrEqual(2);

      // Longer than the retry schedule's steps: nothing is sent a second time.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      expect(mailsTo(server, email)).toHaveLength(1);
    });

    it('answers forgot-password with success and mails the reset link once when the server is back', async () => {
      const email = DEMO_ACCOUNTS.buyer.email;
      const answer = await request(http).post('/api/forgot/input').send({ email }).expect(200);
      expect(answer.body.success).toBe(true);
      await eventually(() => outboxRows(app.db, email), (rows) => rows.some((row) => row.status === 'pending' && row.attempts >= 2));

      smtp = await startSmtpServer({ port });
      const server = smtp;
      const [mail] = await eventually(() => mailsTo(server, email), (mails) => mails.length === 1);
      const token = tokenFromMail(bodyText(mail.raw));
      const reset = await request(http)
        .post('/api/password/reset')
        .send({ token, password: 'kawabata-no-ie-2026', password_confirmation: 'kawabata-no-ie-2026' });
      expect(reset.status).toBeLessThan(300);

      await new Promise((resolve) => setTimeout(resolve, 1_000));
      // The reset mail once, and the "password changed" notice the reset caused.
      expect(mailsTo(server, email)).toHaveLength(2);
      expect((await outboxRows(app.db, email)).every((row) => row.status === 'sent')).toBe(true);
    });

    it('sends nothing for a change that rolls back after its mail was recorded', async () => {
      smtp = await startSmtpServer({ port });
      const server = smtp;
      const unitOfWork = app.app.get(UnitOfWork);
      const outbox = app.app.get(MailOutbox);
      const eventStore = app.app.get(EventStore);
      const worker = app.app.get(MailOutboxWorker);
      const record = (to: string, streamId: string) => async () => {
        await outbox.enqueue({ to, subject: '件名', text: '本文' });
        await eventStore.appendToStream(
          streamId,
          [{ event: { type: 'OutboxProbed', data: {} }, eventId: crypto.randomUUID(), metadata: { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 } }],
          'no_stream',
        );
      };

      const lost = uniqueEmail('rollback');
      await expect(
        unitOfWork.run(async () => {
          await record(lost, `probe-${lost}`)();
          throw new Error('failed after the writes');
        }),
      ).rejects.toThrow('failed after the writes');
      const kept = uniqueEmail('commit');
      await unitOfWork.run(record(kept, `probe-${kept}`));

      await worker.drain();
      expect(await outboxRows(app.db, lost)).toEqual([]);
      expect((await eventStore.readStream(`probe-${lost}`)).version).toBe(0);
      expect(mailsTo(server, lost)).toEqual([]);
      expect((await eventStore.readStream(`probe-${kept}`)).version).toBe(1);
      expect(mailsTo(server, kept)).toHaveLength(1);
    });
  });

  describe('the worker', () => {
    let database: TestDatabase;
    let outbox: PostgresMailOutbox;
    let smtp: SmtpTestServer;

    beforeAll(async () => {
      database = await createTestDatabase(kind);
      outbox = new PostgresMailOutbox(database.db);
      smtp = await startSmtpServer({ refuse: 'nobody@example.jp' });
    });
    afterAll(async () => {
      await smtp.close();
      await database.dispose();
    });

    it('gives a mail up as failed once it has been tried for the give-up period, erasing its address and text', async () => {
      const worker = new MailOutboxWorker(database.db, new SmtpMailer(`smtp://127.0.0.1:${await stoppedSmtpPort()}`), { giveUpAfterMs: 0 });
      const to = uniqueEmail('giveup');
      await outbox.enqueue({ to, subject: '件名', text: 'https://ietochi.example/password/reset?token=secret' });
      expect(await worker.drain()).toBe(1);
      expect(await outboxRows(database.db, to)).toEqual([
        expect.objectContaining({ status: 'failed', attempts: 1, recipient: null, body: null, sent_at: null }),
      ]);
      expect(await worker.drain()).toBe(0);
    });

    it('keeps a mail pending for the next attempt while the give-up period lasts', async () => {
      const worker = new MailOutboxWorker(database.db, new SmtpMailer(`smtp://127.0.0.1:${await stoppedSmtpPort()}`), { retryDelaysMs: [60_000] });
      const to = uniqueEmail('retry');
      await outbox.enqueue({ to, subject: '件名', text: '本文' });
      expect(await worker.drain()).toBe(1);
      const [row] = await outboxRows(database.db, to);
      expect(row).toMatchObject({ status: 'pending', attempts: 1, recipient: to, body: '本文' });
      // Not due again until its wait is over.
      expect(await worker.drain()).toBe(0);
      await database.db.query(`DELETE FROM ${ident(database.db.schema)}.mail_outbox WHERE recipient_hash = $1`, [recipientHash(to)]);
    });

    it('gives up at once on a recipient the server refuses for good', async () => {
      const worker = new MailOutboxWorker(database.db, new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`));
      await outbox.enqueue({ to: 'nobody@example.jp', subject: '件名', text: '本文' });
      await worker.drain();
      const [row] = await outboxRows(database.db, 'nobody@example.jp');
      expect(row).toMatchObject({ status: 'failed', attempts: 1, recipient: null, body: null });
      expect(row.last_error).not.toContain('nobody@example.jp');
    });

    it('drops mail not yet sent to an address that withdraws, and only that', async () => {
      const worker = new MailOutboxWorker(database.db, new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`));
      const leaving = uniqueEmail('leaving');
      const staying = uniqueEmail('staying');
      await outbox.enqueue({ to: leaving, subject: '本人確認が完了しました', text: '本文' });
      await outbox.enqueue({ to: staying, subject: '本人確認が完了しました', text: '本文' });
      await outbox.discardPendingTo(leaving.toUpperCase());
      await worker.drain();
      expect(await outboxRows(database.db, leaving)).toEqual([]);
      expect(mailsTo(smtp, leaving)).toEqual([]);
      expect(mailsTo(smtp, staying)).toHaveLength(1);
    });
  });

  if (kind === 'server') {
    it('sends each mail once when two app processes share the database', async () => {
      const smtp = await startSmtpServer({ delayMs: 20 });
      const first = await createTestApp(kind, [], { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_RETRY_SECONDS: SHORT_RETRIES });
      let second: RunningApp | undefined;
      try {
        second = await createApp(first.config, { database: await first.database.openAnother(), clock: first.clock });
        const outboxes = [first.app.get(MailOutbox), second.app.get(MailOutbox)];
        const recipients = Array.from({ length: 40 }, (_, index) => uniqueEmail(`twice${index}`));
        await Promise.all(recipients.map((to, index) => outboxes[index % 2].enqueue({ to, subject: `件名 ${index}`, text: '本文' })));
        await Promise.all([first.app.get(MailOutboxWorker).drain(), second.app.get(MailOutboxWorker).drain()]);

        await eventually(() => smtp.received.length, (count) => count >= recipients.length);
        await new Promise((resolve) => setTimeout(resolve, 500));
        for (const to of recipients) expect(mailsTo(smtp, to)).toHaveLength(1);
        expect(smtp.received).toHaveLength(recipients.length);
        const { rows } = await first.db.query<{ status: string; attempts: number }>(
          `SELECT status, attempts FROM ${ident(first.db.schema)}.mail_outbox`,
        );
        expect(rows).toHaveLength(recipients.length);
        expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
      } finally {
        await second?.close();
        await second?.db.close();
        await first.dispose();
        await smtp.close();
      }
    });
  }
});
