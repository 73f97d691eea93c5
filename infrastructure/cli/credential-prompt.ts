import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';

export interface AdminCredentialsInput {
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * Asks for an e-mail address and a password twice. On a terminal the password is not echoed; from
 * a pipe (scripts, tests) the three answers are read as lines: e-mail, password, password again.
 */
export async function promptAdminCredentials(input: Readable & { isTTY?: boolean }, output: Writable): Promise<AdminCredentialsInput> {
  if (!input.isTTY) return readLines(input);
  const email = await ask(input, output, 'メールアドレス / E-mail: ', false);
  const password = await ask(input, output, 'パスワード / Password: ', true);
  const password_confirmation = await ask(input, output, 'パスワード (確認) / Password again: ', true);
  return { email, password, password_confirmation };
}

async function readLines(input: Readable): Promise<AdminCredentialsInput> {
  const lines: string[] = [];
  const reader = createInterface({ input, crlfDelay: Infinity });
  for await (const line of reader) {
    lines.push(line);
    if (lines.length === 3) break;
  }
  reader.close();
  const [email = '', password = '', password_confirmation = ''] = lines;
  return { email, password, password_confirmation };
}

function ask(input: Readable, output: Writable, question: string, hidden: boolean): Promise<string> {
  const reader = createInterface({ input, output, terminal: true });
  if (hidden) {
    // readline echoes each key through this method: the question is shown, the keys are not.
    const echo = reader as unknown as { _writeToOutput: (text: string) => void };
    echo._writeToOutput = (text: string) => {
      if (text.startsWith(question)) output.write(question);
      else if (text.includes('\n') || text.includes('\r')) output.write('\n');
    };
  }
  return new Promise((resolve) => {
    reader.question(question, (answer) => {
      reader.close();
      resolve(answer);
    });
  });
}
