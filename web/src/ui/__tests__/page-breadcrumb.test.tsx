import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Link } from 'react-router-dom';
import { PageBreadcrumb } from '../page-breadcrumb';

describe('PageBreadcrumb', () => {
  it('lists the crumbs in order in a named navigation, the last one marked as the current page', () => {
    render(
      <MemoryRouter>
        <PageBreadcrumb items={[{ title: <Link to="/">トップ</Link> }, { title: <Link to="/property/search">物件を探す</Link> }, { title: '畑付きの古民家' }]} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'パンくずリスト' });
    const crumbs = within(nav).getAllByRole('listitem');
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(['トップ/', '物件を探す/', '畑付きの古民家']);
    expect(within(crumbs[0]).getByRole('link', { name: 'トップ' })).toHaveAttribute('href', '/');
    expect(within(crumbs[1]).getByRole('link', { name: '物件を探す' })).toHaveAttribute('href', '/property/search');
    expect(crumbs[2]).toHaveAttribute('aria-current', 'page');
    expect(crumbs[0]).not.toHaveAttribute('aria-current');
  });
});
