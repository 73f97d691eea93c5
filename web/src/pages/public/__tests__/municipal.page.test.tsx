import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const CATEGORIES = [
  { id: 1, name: 'サービスについて' },
  { id: 5, name: '法人でのご利用について' },
];

describe('Municipality page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('explains working with a vacant-house bank and opens the contact form with its kind chosen', async () => {
    const api = fakeApi({
      'GET /api/contact-category/list': ok(CATEGORIES),
      'GET /api/signup/bot-check': ok({ provider: null }),
      'POST /api/contact/create': ok({ id: 'c-1' }),
    });
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/municipal', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: '自治体の皆さまへ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '空き家バンクの物件を、より多くの方へ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '連携の進め方' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('自治体の皆さまへ | いえとち直売所'));
    expect(screen.queryByText(/準備中/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /お問い合わせフォーム/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category_id=5');
    expect(await screen.findByTitle('法人でのご利用について')).toBeInTheDocument();

    await user.type(screen.getByLabelText('お名前'), '山田 花子');
    await user.type(screen.getByLabelText('メールアドレス'), 'akiya@city.example.lg.jp');
    await user.type(screen.getByLabelText('お問い合わせ内容'), '空き家バンクとの連携について伺いたいです。');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('お問い合わせを受け付けました')).toBeInTheDocument();
    expect(api.find('POST', '/api/contact/create')[0].body).toMatchObject({ category_id: 5 });
  }, 30_000);

  it('is linked from the footer', async () => {
    fakeApi({});
    renderApp('/municipal', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: '自治体の皆さまへ' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo').querySelector('a[href="/municipal"]')).not.toBeNull();
  });
});
