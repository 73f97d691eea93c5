import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { TurnstileApi, TurnstileRenderOptions } from '../features/signup/lib/turnstile-script';

interface RenderedWidget {
  id: string;
  container: HTMLElement;
  options: TurnstileRenderOptions;
}

/**
 * A stand-in for Cloudflare's `window.turnstile`: keeps what was rendered, and lets a test play
 * the visitor passing the challenge or the token expiring. Undo with `vi.unstubAllGlobals()`.
 */
export function fakeTurnstile() {
  const widgets: RenderedWidget[] = [];
  const api = {
    render: vi.fn((container: HTMLElement, options: TurnstileRenderOptions) => {
      const id = `widget-${widgets.length + 1}`;
      widgets.push({ id, container, options });
      container.textContent = 'Cloudflare Turnstile';
      return id;
    }),
    reset: vi.fn((_widgetId?: string) => undefined),
    remove: vi.fn((_widgetId?: string) => undefined),
  } satisfies TurnstileApi;
  vi.stubGlobal('turnstile', api);

  const latest = (): RenderedWidget => {
    const widget = widgets.at(-1);
    if (!widget) throw new Error('no Turnstile widget was rendered');
    return widget;
  };
  return {
    api,
    widgets,
    latest,
    solve: (token: string) => act(() => latest().options.callback?.(token)),
    expire: () => act(() => latest().options['expired-callback']?.()),
    error: () => act(() => latest().options['error-callback']?.()),
  };
}
