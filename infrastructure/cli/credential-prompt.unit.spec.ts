import { PassThrough } from 'node:stream';
import { promptAdminCredentials } from './credential-prompt';

function captured() {
  const output = new PassThrough();
  let text = '';
  output.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { output, text: () => text };
}

describe('promptAdminCredentials', () => {
  it('reads the e-mail, the password and the password again as lines from a pipe', async () => {
    const input = new PassThrough();
    const { output, text } = captured();
    input.end('ops@example.jp\nsecret-words-2026\nsecret-words-2027\nignored\n');
    await expect(promptAdminCredentials(input, output)).resolves.toEqual({
      email: 'ops@example.jp',
      password: 'secret-words-2026',
      password_confirmation: 'secret-words-2027',
    });
    expect(text()).toBe('');
  });

  it('leaves missing answers empty, so the checks name them', async () => {
    const input = new PassThrough();
    input.end('ops@example.jp\n');
    await expect(promptAdminCredentials(input, captured().output)).resolves.toEqual({ email: 'ops@example.jp', password: '', password_confirmation: '' });
  });

  it('on a terminal asks three questions and does not echo the password', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const { output, text } = captured();
    const answers = promptAdminCredentials(input, output);
    const typeLine = async (line: string) => {
      await new Promise((resolve) => setImmediate(resolve));
      input.write(`${line}\r`);
    };
    await typeLine('ops@example.jp');
    await typeLine('secret-words-2026');
    await typeLine('secret-words-2026');
    await expect(answers).resolves.toEqual({ email: 'ops@example.jp', password: 'secret-words-2026', password_confirmation: 'secret-words-2026' });
    expect(text()).toContain('メールアドレス / E-mail: ');
    expect(text()).toContain('パスワード / Password: ');
    expect(text()).toContain('パスワード (確認) / Password again: ');
    expect(text()).toContain('ops@example.jp');
    expect(text()).not.toContain('secret');
  });
});
