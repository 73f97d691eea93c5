import { BotCheck } from '../../application/accounts/bot-check.port';

const SITEVERIFY = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare Turnstile: the form's token is checked with the secret; no answer means no pass. */
export class TurnstileBotCheck extends BotCheck {
  constructor(private readonly secret: string) {
    super();
  }

  async verify(token: string | undefined, clientAddress: string | undefined): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (clientAddress) body.set('remoteip', clientAddress);
    try {
      const response = await fetch(SITEVERIFY, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      const result = (await response.json()) as { success?: boolean };
      return result.success === true;
    } catch {
      return false;
    }
  }
}

/** Without a configured secret, bot protection is off. */
export class DisabledBotCheck extends BotCheck {
  verify(): Promise<boolean> {
    return Promise.resolve(true);
  }
}
