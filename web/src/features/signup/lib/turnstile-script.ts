/** The parts of Cloudflare's `window.turnstile` the sign-up form uses (explicit rendering). */
export interface TurnstileRenderOptions {
  sitekey: string;
  language?: string;
  callback?: (token: string) => void;
  'expired-callback'?: () => void;
  'error-callback'?: () => void;
  'timeout-callback'?: () => void;
}

export interface TurnstileApi {
  render(container: HTMLElement, options: TurnstileRenderOptions): string | null | undefined;
  reset(widgetId?: string): void;
  remove(widgetId?: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

export const TURNSTILE_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

let loading: Promise<TurnstileApi> | null = null;

/**
 * Adds Cloudflare's script once (it must come from Cloudflare, not a bundled copy) and resolves
 * with `window.turnstile`; a failed load may be tried again later.
 */
export function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TURNSTILE_SCRIPT_URL;
    script.async = true;
    const fail = () => {
      loading = null;
      script.remove();
      reject(new Error('the Turnstile script did not load'));
    };
    const loaded = () => {
      // From now on `window.turnstile` answers; `loading` only stands for a load under way.
      loading = null;
      if (window.turnstile) resolve(window.turnstile);
      else fail();
    };
    script.addEventListener('load', loaded);
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  return loading;
}
