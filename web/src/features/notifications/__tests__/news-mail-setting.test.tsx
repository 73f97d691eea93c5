import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { resetStores } from '../../../test-utils/render-app';
import { renderPage } from '../../../test-utils/render-page';
import { useSessionStore } from '../../session/stores/session.store';
import { NewsMailSettingContainer } from '../components/news-mail-setting.container';

describe('お知らせのメール switch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('turns news mail off, saving only that setting', async () => {
    useSessionStore.setState({ strategy: 'member', token: 'member-token' });
    const api = fakeApi({
      'GET /api/mypage/notification-settings': ok({ message_mail: true, news_mail: true }),
      'PATCH /api/mypage/notification-settings': (request) => ok({ message_mail: true, ...(request.body as object) })(request),
    });
    renderPage(<NewsMailSettingContainer />);
    const control = await screen.findByRole('switch', { name: 'お知らせのメール' });
    await waitFor(() => expect(control).toBeChecked());
    await userEvent.setup({ delay: null }).click(control);
    expect(await screen.findByText('お知らせのメールを停止しました。')).toBeInTheDocument();
    expect(api.find('PATCH', '/api/mypage/notification-settings').map((request) => request.body)).toEqual([{ news_mail: false }]);
    expect(control).not.toBeChecked();
  });
});
