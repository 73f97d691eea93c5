import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { createAppRoutes } from '../../../app/app-routes';
import { Providers } from '../../../app/providers';
import { createQueryClient } from '../../../lib/query-client';
import { ForbiddenPage } from '../forbidden.page';
import { NotFoundPage } from '../not-found.page';

/** True when the text holds a kana or a kanji, so a title made of English words alone fails it. */
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

function renderAt(page: ReactNode) {
  return render(<MemoryRouter>{page}</MemoryRouter>);
}

describe('Error and status screens', () => {
  afterEach(() => {
    document.title = '';
  });

  it('the 403 screen has a Japanese heading and page title, with the spec\'s code and a link home', () => {
    renderAt(<ForbiddenPage />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('このページを表示する権限がありません');
    expect(document.title).toMatch(/^このページを表示する権限がありません \| /);
    expect(screen.getByText('403')).toBeInTheDocument();
    expect(screen.getByText('Unauthorized')).toHaveAttribute('lang', 'en');
    expect(screen.getByText('お手数ですが、トップページからお探しください。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /トップページへ戻る/ })).toHaveAttribute('href', '/');
  });

  it('the 404 screen is bilingual as the spec says, each line marked with its language, and titled in Japanese', () => {
    renderAt(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: "Sorry, we couldn't find page" })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('申し訳ありません。指定頂いたページは存在しません。')).toHaveAttribute('lang', 'ja');
    expect(document.title).toMatch(/^ページが見つかりません \| /);
  });

  it('a page that fails to render shows the app\'s error screen in Japanese, not the router\'s English one', () => {
    const [root] = createAppRoutes();
    function Broken(): never {
      throw new Error('render failed');
    }
    const router = createMemoryRouter([{ element: root.element, errorElement: root.errorElement, children: [{ path: '*', element: <Broken /> }] }], {
      initialEntries: ['/anywhere'],
    });
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      render(
        <Providers queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </Providers>,
      );
    } finally {
      quiet.mockRestore();
    }
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('ページを表示できませんでした');
    expect(heading.textContent).toMatch(JAPANESE);
    expect(document.title).toMatch(/^エラーが発生しました \| /);
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /再読み込みする/ })).toBeInTheDocument();
  });

  it.each([
    ['403', () => <ForbiddenPage />],
    ['404', () => <NotFoundPage />],
  ])('the %s screen\'s page title is Japanese', (_code, page) => {
    renderAt(page());
    expect(document.title).toMatch(JAPANESE);
  });
});
