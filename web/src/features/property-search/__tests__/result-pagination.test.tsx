import { fireEvent, render, screen, within } from '@testing-library/react';
import { pageNumbers, ResultPagination } from '../components/result-pagination';

describe('page numbers under the results', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5, 'gap', 10]],
    [4, 10, [1, 2, 3, 4, 5, 6, 'gap', 10]],
    [5, 10, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 10]],
    [10, 10, [1, 'gap', 6, 7, 8, 9, 10]],
  ])('shows page %i of %i as %j', (current, last, expected) => {
    expect(pageNumbers(current, last)).toEqual(expected);
  });

  it('links every page, marks the current one and turns the page on a plain click only', () => {
    const onPage = vi.fn();
    render(<ResultPagination current={5} last={10} hrefFor={(page) => `/property/search?page=${page}`} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(nav).getByRole('link', { name: '5ページ目' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: '4ページ目' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: '10ページ目' })).toHaveAttribute('href', '/property/search?page=10');
    expect(within(nav).queryByRole('link', { name: '2ページ目' })).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: '前のページ' }));
    expect(onPage).toHaveBeenLastCalledWith(4);
    fireEvent.click(within(nav).getByRole('link', { name: '7ページ目' }), { ctrlKey: true });
    expect(onPage).toHaveBeenCalledTimes(1);
  });

  it('has no previous link on the first page, no next link on the last, and nothing for one page', () => {
    const { rerender } = render(<ResultPagination current={1} last={3} hrefFor={String} onPage={() => undefined} />);
    expect(screen.queryByRole('link', { name: '前のページ' })).toBeNull();
    expect(screen.getByRole('link', { name: '次のページ' })).toBeInTheDocument();
    rerender(<ResultPagination current={3} last={3} hrefFor={String} onPage={() => undefined} />);
    expect(screen.queryByRole('link', { name: '次のページ' })).toBeNull();
    rerender(<ResultPagination current={1} last={1} hrefFor={String} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
