import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, ok } from '../../../test-utils/mock-api';
import { renderPage } from '../../../test-utils/render-page';
import { DevMailboxPage } from '../dev-mailbox.page';

const MAIL = {
  id: 1,
  to: 'hanako@example.jp',
  subject: '【いえとち直売所】会員登録のご案内',
  text: '以下のリンクから登録を続けてください。\nhttp://127.0.0.1:5173/signup?token=abc\n',
  sent_at: '2024-05-01T09:00:00Z',
};

describe('Development mailbox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the kept mail with its links and filters by address', async () => {
    const api = mockApi({ 'GET /api/dev/mailbox': () => ok([MAIL]) });
    renderPage(<DevMailboxPage />, { path: '/dev/mailbox', pattern: '/dev/mailbox' });
    expect(await screen.findByText('【いえとち直売所】会員登録のご案内')).toBeInTheDocument();
    expect(screen.getByText(/宛先: hanako@example\.jp/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://127.0.0.1:5173/signup?token=abc' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: '宛先' }), 'hanako@example.jp{Enter}');
    await screen.findByText('【いえとち直売所】会員登録のご案内');
    expect(api.calls.map((call) => call.url)).toContain('/api/dev/mailbox?to=hanako%40example.jp');
  });
});
