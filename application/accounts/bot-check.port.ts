/** Bot protection on forms a script could abuse (sign-up): Cloudflare Turnstile when configured. */
export abstract class BotCheck {
  abstract verify(token: string | undefined, clientAddress: string | undefined): Promise<boolean>;
}
