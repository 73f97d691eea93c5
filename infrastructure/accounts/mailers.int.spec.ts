import { accountMails } from '../../application/accounts/account-mails';
import { startSmtpServer, type SmtpTestServer } from '../testing/smtp-test-server';
import { MAIL_FROM, SmtpMailer } from './mailers';

/** The message split into unfolded headers (names in lower case) and its body, still encoded. */
function parseMessage(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

/** Bytes of the message (read as latin1) back to text in their declared UTF-8. */
const utf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

const utf8ToLatin1 = (text: string) => Buffer.from(text, 'utf8').toString('latin1');

/** RFC 2047 encoded-words (B and Q) in a header; whitespace between two of them is dropped. */
function decodeHeader(value: string): string {
  const words = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  return value.replace(/(\?=)\s+(?==\?)/g, '$1').replace(words, (_word, charset: string, encoding: string, text: string) => {
    expect(charset.toLowerCase()).toBe('utf-8');
    if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
    const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16)));
    return utf8(bytes);
  });
}

function decodeBody(body: string, transferEncoding: string | undefined): string {
  switch ((transferEncoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return utf8(body.replace(/=\r\n/g, '').replace(/=([0-9A-Fa-f]{2})/g, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))));
    default:
      return utf8(body);
  }
}

/** What a mail program shows: sender, subject and text, decoded. */
function readMail(raw: string): { from: string; to: string; subject: string; contentType: string; text: string } {
  const { headers, body } = parseMessage(raw);
  return {
    from: decodeHeader(headers.get('from') ?? ''),
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    contentType: headers.get('content-type') ?? '',
    text: decodeBody(body, headers.get('content-transfer-encoding')).replace(/\r\n/g, '\n'),
  };
}

describe('SMTP mailer against a real SMTP server', () => {
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer({ refuse: 'nobody@example.jp' });
  });
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.received.length = 0;
    smtp.logins.length = 0;
  });

  it('delivers the sign-up mail to the recipient from the site address, the Japanese subject and text intact', async () => {
    const message = accountMails.signUpLink('hanako@example.jp', 'https://ietochi.example/signup?token=abcDEF123_-xyz', 24 * 60 * 60);
    await new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`).send(message);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.mailFrom).toBe('no-reply@ietochi.example');
    expect(mail?.rcptTo).toEqual(['hanako@example.jp']);

    // Sent encoded, as 7-bit-safe mail must be: what follows reads it back.
    expect(mail?.raw).toMatch(/^Subject: =\?UTF-8\?[BQ]\?/im);
    expect(mail?.raw).toMatch(/^Content-Transfer-Encoding: (base64|quoted-printable)/im);
    expect(mail?.raw).not.toContain(utf8ToLatin1('会員登録'));

    const shown = readMail(mail?.raw ?? '');
    expect(shown.from).toBe(MAIL_FROM);
    expect(shown.from).toBe('いえとち直売所 <no-reply@ietochi.example>');
    expect(shown.to).toBe('hanako@example.jp');
    expect(shown.subject).toBe('【いえとち直売所】会員登録のご案内');
    expect(shown.contentType.toLowerCase()).toContain('charset=utf-8');
    expect(shown.text).toBe(message.text);
    expect(shown.text).toContain('https://ietochi.example/signup?token=abcDEF123_-xyz');
  });

  it('keeps a long subject and a long line whole across header folding and line wrapping', async () => {
    const subject = `【いえとち直売所】${'長い件名のお知らせ'.repeat(8)}`;
    const text = `${'とても長い一行の本文です。'.repeat(30)}\n二行目 with ASCII = signs and ümlauts`;
    await new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`).send({ to: 'taro@example.jp', subject, text });

    const shown = readMail(smtp.received[0]?.raw ?? '');
    expect(shown.subject).toBe(subject);
    expect(shown.text).toBe(text);
  });

  it('signs in with the user and password of SMTP_URL', async () => {
    await new SmtpMailer(`smtp://mailer:p%40ss@127.0.0.1:${smtp.port}`).send({ to: 'taro@example.jp', subject: '件名', text: '本文' });
    expect(smtp.logins).toEqual([{ username: 'mailer', password: 'p@ss' }]);
    expect(smtp.received).toHaveLength(1);
  });

  it('fails when the server refuses the recipient, so the caller knows the mail did not go', async () => {
    await expect(
      new SmtpMailer(`smtp://127.0.0.1:${smtp.port}`).send({ to: 'nobody@example.jp', subject: '件名', text: '本文' }),
    ).rejects.toThrow();
    expect(smtp.received).toHaveLength(0);
  });
});
