import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '../../../test-utils/fake-api';
import { renderApp, resetStores } from '../../../test-utils/render-app';

describe('Help page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('answers buyers, sellers, contracts, the scrivener and fees, opening an answer on click', async () => {
    fakeApi({});
    const user = userEvent.setup({ delay: null });
    renderApp('/help', 'guest');
    expect(await screen.findByRole('heading', { level: 1, name: 'よくある質問' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(
      expect.arrayContaining(['会員登録・本人確認', '物件の掲載（売りたい方へ）', '売主さまとの連絡・内見（買いたい方へ）', '契約', '司法書士と登記', '費用・税金']),
    );

    const fee = screen.getByText(/買主さまに当サイトの管理手数料（税込の定額）をお支払いいただきます/);
    expect(fee).not.toBeVisible();
    await user.click(screen.getByText('仲介手数料はかかりますか？'));
    expect(fee).toBeVisible();
    await user.click(screen.getByText('契約の条件はサイトが決めてくれますか？'));
    expect(await screen.findByText(/条件をおすすめしたり、交渉に加わったりすることはありません/)).toBeInTheDocument();
    await user.click(screen.getByText('司法書士には何を用意すればよいですか？'));
    expect(await screen.findByText(/印鑑証明書（発行から3か月以内）/)).toBeInTheDocument();

    expect(screen.queryByText(/準備中/)).not.toBeInTheDocument();
    expect(screen.queryByText(/価格は相談/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'お問い合わせフォーム' })).toHaveAttribute('href', '/contact');
  });
});
