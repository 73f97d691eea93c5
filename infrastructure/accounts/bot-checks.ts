import { BotCheck } from '../../application/accounts/bot-check.port';

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

/** Cloudflare Turnstile: the form's token is checked with the secret; no answer means no pass. */
export class TurnstileBotCheck extends BotCheck {
  /** The address and the wait are parameters so tests can answer from a local server. */
  constructor(
    private readonly secret: string,
    private readonly siteverifyUrl: string = TURNSTILE_SITEVERIFY_URL,
    private readonly timeoutMs = 5000,
  ) {
    super();
  }

  async verify(token: string | undefined, clientAddress: string | undefined): Promise<boolean> {
    if (!token) return false;
    const body = new URLSearchParams({ secret: this.secret, response: token });
    if (clientAddress) body.set('remoteip', clientAddress);
    try {
      const response = await fetch(this.siteverifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(this.timeoutMs) });
      if (!response.ok) {
        await response.body?.cancel();
        return false;
      }
      const result = (await response.json()) as { success?: unknown } | null;
      return result?.success === true;
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
