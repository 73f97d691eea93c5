import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, fakeApi, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const CATEGORIES = [
  { id: 1, name: 'サービスについて' },
  { id: 2, name: '物件の掲載について' },
];

describe('Contact page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  async function fillIn(user: ReturnType<typeof userEvent.setup>) {
    await user.type(await screen.findByLabelText('お名前'), '山田 花子');
    await user.type(screen.getByLabelText('メールアドレス'), 'hanako@example.jp');
    await user.click(screen.getByRole('combobox', { name: 'お問い合わせの種類' }));
    await user.click(await screen.findByTitle('物件の掲載について'));
    await user.type(screen.getByLabelText('お問い合わせ内容'), '掲載の手順を教えてください。');
  }

  it('sends the form with the hidden field empty and thanks the sender', async () => {
    const api = fakeApi({
      'GET /api/contact-category/list': ok(CATEGORIES),
      'GET /api/signup/bot-check': ok({ provider: null }),
      'POST /api/contact/create': ok({ id: 'c-1' }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/contact', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: 'お問い合わせ' })).toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText('お問い合わせを受け付けました')).toBeInTheDocument();
    expect(api.find('POST', '/api/contact/create')[0].body).toEqual({
      name: '山田 花子',
      email: 'hanako@example.jp',
      category_id: 2,
      message: '掲載の手順を教えてください。',
      website: '',
    });
  }, 30_000);

  it("shows the server's messages under their fields and stays on the form", async () => {
    fakeApi({
      'GET /api/contact-category/list': ok(CATEGORIES),
      'GET /api/signup/bot-check': ok({ provider: null }),
      'POST /api/contact/create': fail(422, 'メールアドレスの形式が正しくありません。', { email: ['メールアドレスの形式が正しくありません。'] }),
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/contact', 'guest');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findAllByText('メールアドレスの形式が正しくありません。')).not.toHaveLength(0);
    expect(screen.queryByText('お問い合わせを受け付けました')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '送信する' })).toBeInTheDocument();
  }, 30_000);
});
