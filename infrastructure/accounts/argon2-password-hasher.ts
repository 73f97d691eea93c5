import argon2 from 'argon2';
import { PasswordHasher } from '../../application/accounts/password-hasher.port';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export class Argon2PasswordHasher extends PasswordHasher {
  private dummy: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  async verifyNothing(password: string): Promise<false> {
    this.dummy ??= argon2.hash('not a password of anyone', ARGON2_OPTIONS);
    await argon2.verify(await this.dummy, password);
    return false;
  }
}
