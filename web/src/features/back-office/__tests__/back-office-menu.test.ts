import { adminMenu, LAWYER_MENU, selectedMenuPath } from '../back-office-menu';
import { returnPath } from '../back-office-paths';

describe('back-office menu', () => {
  it('hides hashtag and category until phase 2, and lists no screen that does not exist yet', () => {
    const phase1 = adminMenu(false).map((item) => item.path);
    expect(phase1[0]).toBe('/admin');
    expect(phase1).not.toContain('/admin/hashtag/list');
    expect(phase1).not.toContain('/admin/category/list');
    const phase2 = adminMenu(true).map((item) => item.path);
    expect(phase2).toEqual([...phase1, '/admin/hashtag/list', '/admin/category/list']);
    expect(phase2).not.toContain('/admin/chat/list');
    expect(phase2).not.toContain('/admin/deal/list');
  });

  it('lights the entry a page belongs to', () => {
    const menu = adminMenu(false);
    expect(selectedMenuPath(menu, '/admin/user/list')).toBe('/admin/user/list');
    expect(selectedMenuPath(menu, '/admin/user/12')).toBe('/admin/user/list');
    expect(selectedMenuPath(menu, '/admin/unknown')).toBeUndefined();
    expect(selectedMenuPath(menu, '/admin')).toBe('/admin');
    expect(selectedMenuPath(menu, '/admin/contact/list')).toBe('/admin/contact/list');
    expect(selectedMenuPath(LAWYER_MENU, '/lawyer/profile/edit')).toBe('/lawyer/profile/edit');
  });
});

describe('return path after sign-in', () => {
  it('goes back to the page of the same area a guest was sent away from', () => {
    expect(returnPath({ from: '/admin/property/list?page=2' }, '/admin/', '/admin/user/list')).toBe('/admin/property/list?page=2');
    expect(returnPath({ from: '/lawyer/contract/list' }, '/admin/', '/admin/user/list')).toBe('/admin/user/list');
    expect(returnPath({ from: '/admin/logout' }, '/admin/', '/admin/user/list')).toBe('/admin/user/list');
    expect(returnPath(null, '/admin/', '/admin/user/list')).toBe('/admin/user/list');
  });
});
