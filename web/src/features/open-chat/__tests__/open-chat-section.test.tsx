import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiSchema } from '../../../lib/typed-api-client';
import { fakeApi, fail, ok, type FakeRoute } from '../../../test-utils/fake-api';
import { resetStores } from '../../../test-utils/render-app';
import { renderPage } from '../../../test-utils/render-page';
import { useSessionStore } from '../../session/stores/session.store';
import { OpenChatContainer } from '../components/open-chat.container';
import type { OpenChatViewer } from '../components/open-chat-section';

const PROPERTY = '4f6b1c2e-0000-4000-8000-000000000001';

const BOARD: ApiSchema<'OpenChatBoardView'> = {
  property_id: PROPERTY,
  accepting: true,
  is_seller: false,
  questions: [
    {
      id: 'q-2',
      message: '駐車場は何台分ありますか？',
      nickname: 'となりの人',
      posted_at: '2026-11-24T11:00:00+09:00',
      handled: false,
      handled_at: null,
      can_delete: true,
      answers: [],
    },
    {
      id: 'q-1',
      message: '井戸はありますか？\n飲用できますか？',
      nickname: '退会済み会員',
      posted_at: '2026-11-24T10:00:00+09:00',
      handled: true,
      handled_at: '2026-11-24T10:30:00+09:00',
      can_delete: false,
      answers: [{ id: 'a-1', message: 'あります。飲用の検査済みです。', nickname: 'みどり農園', posted_at: '2026-11-24T10:20:00+09:00', can_delete: false }],
    },
  ],
};

function render(viewer: OpenChatViewer, board: ApiSchema<'OpenChatBoardView'> = BOARD, extra: Record<string, FakeRoute> = {}) {
  if (viewer !== 'guest') useSessionStore.setState({ strategy: viewer === 'member' ? 'member' : 'admin', token: 'token' });
  const api = fakeApi({ [`GET /api/open-chat/index/${PROPERTY}`]: ok(board), ...extra });
  renderPage(<OpenChatContainer propertyId={PROPERTY} viewer={viewer} loginPath="/login?redirect=%2Fproperty%2Fdetail%2F1" />);
  return api;
}

const questionOf = (nickname: string) => screen.findByRole('listitem', { name: `${nickname}さんの質問` });

describe('Open chat section (公開質問)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('shows a guest the questions, newest first, with the seller’s answers, and asks them to sign in to ask', async () => {
    render('guest');
    const section = await screen.findByRole('region', { name: '公開質問' });
    const items = await within(section).findAllByRole('listitem', { name: /さんの質問$/ });
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['となりの人さんの質問', '退会済み会員さんの質問']);
    const answered = await questionOf('退会済み会員');
    expect(within(answered).getByText(/井戸はありますか？/)).toHaveTextContent('井戸はありますか？ 飲用できますか？');
    expect(within(answered).getByText('対応済み')).toBeInTheDocument();
    const answers = within(answered).getByRole('list', { name: '売主の回答' });
    expect(within(answers).getByText('あります。飲用の検査済みです。')).toBeInTheDocument();
    expect(within(answers).getByText('A. みどり農園')).toBeInTheDocument();
    expect(within(answered).getAllByText(/^2026\/11\/2[34] \d\d:\d\d$/)).toHaveLength(2);
    expect(screen.getByRole('link', { name: /ログインして質問する/ })).toHaveAttribute('href', '/login?redirect=%2Fproperty%2Fdetail%2F1');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: /回答する|対応済みにする/ })).toBeNull();
  });

  it('lets a member ask: the question goes to the API, a toast confirms it and the list is read again', async () => {
    const api = render('member', BOARD, { 'POST /api/open-chat/create': ok({ id: 'q-3' }) });
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: '質問する' }), '  境界は確定していますか？');
    await user.click(screen.getByRole('button', { name: '質問を投稿' }));
    expect(await screen.findByText('質問を投稿しました。')).toBeInTheDocument();
    expect(api.find('POST', '/api/open-chat/create').map((request) => request.body)).toEqual([{ property_id: PROPERTY, message: '  境界は確定していますか？' }]);
    await waitFor(() => expect(api.find('GET', `/api/open-chat/index/${PROPERTY}`)).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: '質問する' })).toHaveValue('');
    expect(screen.queryByRole('link', { name: /ログインして質問する/ })).toBeNull();
  });

  it('shows the server’s refusal under the box and keeps the text to correct', async () => {
    render('member', BOARD, { 'POST /api/open-chat/create': fail(422, 'メッセージは1,000文字以内で入力してください。', { message: ['メッセージは1,000文字以内で入力してください。'] }) });
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('textbox', { name: '質問する' });
    await user.type(box, '長すぎる質問');
    await user.click(screen.getByRole('button', { name: '質問を投稿' }));
    expect(await screen.findAllByText('メッセージは1,000文字以内で入力してください。')).not.toHaveLength(0);
    expect(box).toHaveValue('長すぎる質問');
  });

  it('does not send an empty question', async () => {
    const api = render('member');
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByRole('textbox', { name: '質問する' }), '   ');
    await user.click(screen.getByRole('button', { name: '質問を投稿' }));
    expect(await screen.findByText('メッセージを入力してください。')).toBeInTheDocument();
    expect(api.find('POST', '/api/open-chat/create')).toHaveLength(0);
  });

  it('lets the seller answer inline and mark a question handled or open again, with a toast', async () => {
    const api = render('member', { ...BOARD, is_seller: true }, {
      'POST /api/open-chat/create': ok({ id: 'a-2' }),
      'POST /api/open-chat/handle': ok({ question_id: 'q-2', handled: true }),
    });
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText(/ご自身の物件です/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '質問する' })).toBeNull();
    const open = await questionOf('となりの人');
    await user.click(within(open).getByRole('button', { name: /回答する/ }));
    await user.type(within(open).getByRole('textbox', { name: '回答' }), '2台分あります。');
    await user.click(within(open).getByRole('button', { name: '回答を投稿' }));
    expect(await screen.findByText('回答を投稿しました。')).toBeInTheDocument();
    expect(api.find('POST', '/api/open-chat/create').map((request) => request.body)).toEqual([{ property_id: PROPERTY, message: '2台分あります。', question_id: 'q-2' }]);
    await waitFor(() => expect(within(open).queryByRole('textbox', { name: '回答' })).toBeNull());

    await user.click(within(open).getByRole('button', { name: /対応済みにする/ }));
    expect(await screen.findByText('対応済みにしました。')).toBeInTheDocument();
    await user.click(within(await questionOf('退会済み会員')).getByRole('button', { name: /未対応に戻す/ }));
    await waitFor(() =>
      expect(api.find('POST', '/api/open-chat/handle').map((request) => request.body)).toEqual([
        { question_id: 'q-2', handled: true },
        { question_id: 'q-1', handled: false },
      ]),
    );
  });

  it('deletes a post only after the author confirms; cancelling sends nothing', async () => {
    const api = render('member', BOARD, { 'DELETE /api/open-chat/delete/q-2': ok({ id: 'q-2' }) });
    const user = userEvent.setup({ delay: null });
    const mine = await questionOf('となりの人');
    expect(within(await questionOf('退会済み会員')).queryByRole('button', { name: /削除/ })).toBeNull();

    await user.click(within(mine).getByRole('button', { name: /削除/ }));
    await user.click(await screen.findByRole('button', { name: 'やめる' }));
    expect(api.find('DELETE', '/api/open-chat/delete/q-2')).toHaveLength(0);

    await user.click(within(mine).getByRole('button', { name: /削除/ }));
    expect(await screen.findByText('この質問を削除しますか？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('削除しました。')).toBeInTheDocument();
    expect(api.find('DELETE', '/api/open-chat/delete/q-2')).toHaveLength(1);
  });

  it('lets an admin delete an answer but not ask, and tells everyone when the listing takes no questions', async () => {
    const adminBoard = { ...BOARD, questions: BOARD.questions.map((question) => ({ ...question, can_delete: true, answers: question.answers.map((answer) => ({ ...answer, can_delete: true })) })) };
    render('staff', adminBoard);
    const answers = within(await questionOf('退会済み会員')).getByRole('list', { name: '売主の回答' });
    expect(within(answers).getByRole('button', { name: /削除/ })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('link', { name: /ログインして質問する/ })).toBeNull();
  });

  it('says so when the listing no longer takes questions, and when there are none yet', async () => {
    render('member', { ...BOARD, accepting: false, questions: [] });
    expect(await screen.findByText('この物件は現在、質問を受け付けていません。')).toBeInTheDocument();
    expect(screen.getByText('まだ質問はありません')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
