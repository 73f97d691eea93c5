import { screen, within } from '@testing-library/react';
import { fakeApi, fail, ok } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const WEEKS = Array.from({ length: 12 }, (_, index) => new Date(Date.UTC(2026, 8, 7 + index * 7)).toISOString().slice(0, 10));
const counts = (last: number) => WEEKS.map((_, index) => (index === 11 ? last : index % 3));
const SERIES = [
  { key: 'members', label: '新規会員', counts: counts(17), total: 0 },
  { key: 'listings', label: '掲載された物件', counts: counts(8), total: 0 },
  { key: 'deals', label: '始まった商談', counts: counts(5), total: 0 },
  { key: 'contracts', label: '締結した契約', counts: counts(2), total: 0 },
  { key: 'contacts', label: '受け付けたお問い合わせ', counts: counts(1234), total: 0 },
].map((series) => ({ ...series, total: series.counts.reduce((sum, count) => sum + count, 0) }));

describe('admin dashboard page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  function api(dashboard = ok({ weeks: WEEKS, series: SERIES, waiting: { identity_reviews: 3, bank_transfers: 1, contacts: 0 } })) {
    return fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/admin/dashboard': dashboard,
    });
  }

  it('is the admin home: the to-do with links to the lists, and each weekly count with its numbers', async () => {
    const calls = api();
    renderApp('/admin', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'ダッシュボード' })).toBeInTheDocument();
    expect(calls.find('GET', '/api/admin/dashboard')).toHaveLength(1);

    expect(await screen.findByRole('link', { name: '本人確認の審査待ち（3件）' })).toHaveAttribute('href', '/admin/user/list?identification_verify_status=2');
    expect(screen.getByRole('link', { name: '確認待ちの銀行振込（1件）' })).toHaveAttribute('href', '/admin/contract/list?status_id=5&payment_method=bank_transfer');
    expect(screen.getByRole('link', { name: '未対応のお問い合わせ（0件）' })).toHaveAttribute('href', '/admin/contact/list?status=0');

    for (const series of SERIES) {
      const table = screen.getByRole('table', { name: `${series.label}（週ごと）` });
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(12);
      // Newest week first, with its count.
      expect(within(rows[0]).getByText('11/23〜')).toBeInTheDocument();
      expect(within(rows[0]).getByText(series.counts[11].toLocaleString('ja-JP'))).toBeInTheDocument();
      expect(screen.getByText(`12週の合計 ${series.total.toLocaleString('ja-JP')}件`)).toBeInTheDocument();
    }
    expect(screen.getByRole('menuitem', { name: /ダッシュボード/ })).toBeInTheDocument();
  });

  it('says so when the dashboard cannot be read', async () => {
    api(fail(500, 'サーバーで問題が発生しました。'));
    renderApp('/admin', 'admin');
    expect(await screen.findByText('サーバーで問題が発生しました。')).toBeInTheDocument();
  });

  it('hides the hashtag and category menus and pages while phase 2 is off, and shows them when on', async () => {
    api();
    const first = renderApp('/admin/hashtag/list', 'admin');
    expect(await screen.findByText('申し訳ありません。指定頂いたページは存在しません。')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: /ハッシュタグ/ })).not.toBeInTheDocument();
    first.unmount();
    resetStores();

    fakeApi({
      'GET /api/admin/me': ok({ id: 1, name: '管理 太郎', email: 'admin@example.jp' }),
      'GET /api/site-settings': ok({ phase2: true }),
      'GET /api/master/hash-tag-list': ok([]),
    });
    renderApp('/admin/hashtag/list', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'ハッシュタグ' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /カテゴリー/ })).toBeInTheDocument();
  });
});
