import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, fail, ok, type FakeRoute } from '../../../test-utils/fake-api';
import { resetStores } from '../../../test-utils/render-app';
import { renderPage } from '../../../test-utils/render-page';
import { useSessionStore } from '../../session/stores/session.store';
import { MessageMailSettingContainer } from '../components/message-mail-setting.container';

function render(current: boolean, save: FakeRoute = (request) => ok(request.body)(request)) {
  useSessionStore.setState({ strategy: 'member', token: 'member-token' });
  const api = fakeApi({ 'GET /api/mypage/notification-settings': ok({ message_mail: current }), 'PATCH /api/mypage/notification-settings': save });
  renderPage(<MessageMailSettingContainer />);
  return api;
}

const theSwitch = () => screen.findByRole('switch', { name: '新しいメッセージのメール通知' });

describe('新しいメッセージのメール通知 switch', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('shows the saved setting: on', async () => {
    render(true);
    await waitFor(async () => expect(await theSwitch()).toBeChecked());
  });

  it('turns the mail off, saves it and says so', async () => {
    const api = render(true);
    const user = userEvent.setup({ delay: null });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeChecked());
    await user.click(control);
    expect(await screen.findByText('新しいメッセージのメール通知を停止しました。')).toBeInTheDocument();
    expect(api.find('PATCH', '/api/mypage/notification-settings').map((request) => request.body)).toEqual([{ message_mail: false }]);
    expect(control).not.toBeChecked();
  });

  it('turns it back on from off', async () => {
    const api = render(false);
    const user = userEvent.setup({ delay: null });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeEnabled());
    expect(control).not.toBeChecked();
    await user.click(control);
    expect(await screen.findByText('新しいメッセージをメールでお知らせします。')).toBeInTheDocument();
    expect(api.find('PATCH', '/api/mypage/notification-settings').map((request) => request.body)).toEqual([{ message_mail: true }]);
    expect(control).toBeChecked();
  });

  it('puts the switch back and shows the server’s message when saving fails', async () => {
    render(true, fail(422, 'メールでのお知らせは true か false で指定してください。'));
    const user = userEvent.setup({ delay: null });
    const control = await theSwitch();
    await waitFor(() => expect(control).toBeChecked());
    await user.click(control);
    expect(await screen.findByText('メールでのお知らせは true か false で指定してください。')).toBeInTheDocument();
    await waitFor(() => expect(control).toBeChecked());
  });
});
