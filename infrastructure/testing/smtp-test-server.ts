import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerAuthentication, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string | false;
  rcptTo: string[];
  raw: string;
}

export interface SmtpTestServer {
  port: number;
  received: ReceivedMail[];
  logins: Array<{ username?: string; password?: string | null }>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it accepts, with its envelope. `port`
 * starts it again where a stopped one listened; `refuse` names a recipient it answers 550 for;
 * `delayMs` holds each message that long before accepting it (a slow server).
 */
export async function startSmtpServer(options: { port?: number; refuse?: string; delayMs?: number } = {}): Promise<SmtpTestServer> {
  const received: ReceivedMail[] = [];
  const logins: SmtpTestServer['logins'] = [];
  const server = new SMTPServer({
    authOptional: true,
    allowInsecureAuth: true,
    // No TLS upgrade: the test server has no certificate the client would trust.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth: SMTPServerAuthentication, _session, callback) {
      logins.push({ username: auth.username, password: auth.password });
      callback(null, { user: auth.username });
    },
    onRcptTo(address, _session, callback) {
      if (address.address === options.refuse) callback(new Error('550 no such mailbox'));
      else callback();
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const accept = () => {
          received.push({
            mailFrom: session.envelope.mailFrom && session.envelope.mailFrom.address,
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on 127.0.0.1 where nothing listens: an SMTP server that is down. */
export async function stoppedSmtpPort(): Promise<number> {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}
