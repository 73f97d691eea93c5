import { render, screen, waitFor } from '@testing-library/react';
import { fakeTurnstile } from '../../../test-utils/fake-turnstile';
import { TurnstileWidget } from '../components/turnstile-widget';
import { TURNSTILE_SCRIPT_URL } from '../lib/turnstile-script';

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter((s) => s.src === TURNSTILE_SCRIPT_URL);

describe('Turnstile widget', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const script of scripts()) script.remove();
  });

  it('renders into its box with the site key and hands over each token, and null when one expires', async () => {
    const turnstile = fakeTurnstile();
    const onToken = vi.fn();
    render(<TurnstileWidget siteKey="site-key-1" onToken={onToken} resetKey={0} />);
    await waitFor(() => expect(turnstile.api.render).toHaveBeenCalledTimes(1));
    expect(turnstile.latest().container).toBe(screen.getByTestId('turnstile-widget'));
    expect(turnstile.latest().options).toMatchObject({ sitekey: 'site-key-1', language: 'ja' });

    turnstile.solve('token-1');
    expect(onToken).toHaveBeenLastCalledWith('token-1');
    turnstile.expire();
    expect(onToken).toHaveBeenLastCalledWith(null);
    turnstile.solve('token-2');
    turnstile.error();
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('resets the widget and forgets the token when the reset key changes, not on the first render', async () => {
    const turnstile = fakeTurnstile();
    const onToken = vi.fn();
    const view = render(<TurnstileWidget siteKey="site-key-1" onToken={onToken} resetKey={3} />);
    await waitFor(() => expect(turnstile.api.render).toHaveBeenCalled());
    expect(turnstile.api.reset).not.toHaveBeenCalled();
    turnstile.solve('token-1');

    view.rerender(<TurnstileWidget siteKey="site-key-1" onToken={onToken} resetKey={4} />);
    expect(turnstile.api.reset).toHaveBeenCalledWith(turnstile.latest().id);
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('removes the widget when it goes away', async () => {
    const turnstile = fakeTurnstile();
    const view = render(<TurnstileWidget siteKey="site-key-1" onToken={vi.fn()} resetKey={0} />);
    await waitFor(() => expect(turnstile.api.render).toHaveBeenCalled());
    const { id } = turnstile.latest();
    view.unmount();
    expect(turnstile.api.remove).toHaveBeenCalledWith(id);
  });

  it("loads Cloudflare's script once, for explicit rendering, and renders when it has loaded", async () => {
    const onToken = vi.fn();
    const first = render(<TurnstileWidget siteKey="site-key-1" onToken={onToken} resetKey={0} />);
    render(<TurnstileWidget siteKey="site-key-1" onToken={onToken} resetKey={0} />);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const [script] = scripts();
    expect(script?.src).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    expect(document.head).toContainElement(script ?? null);

    const turnstile = fakeTurnstile();
    script?.dispatchEvent(new Event('load'));
    await waitFor(() => expect(turnstile.api.render).toHaveBeenCalledTimes(2));
    first.unmount();
  });

  it('says so when the script cannot load, and tries again on the next showing', async () => {
    const first = render(<TurnstileWidget siteKey="site-key-1" onToken={vi.fn()} resetKey={0} />);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    scripts()[0]?.dispatchEvent(new Event('error'));
    expect(await screen.findByText('ロボットでないことの確認を読み込めませんでした。ページを読み込み直してください。')).toBeInTheDocument();
    expect(scripts()).toHaveLength(0);
    first.unmount();

    render(<TurnstileWidget siteKey="site-key-1" onToken={vi.fn()} resetKey={0} />);
    await waitFor(() => expect(scripts()).toHaveLength(1));
  });
});
