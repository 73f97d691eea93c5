import { readFileSync } from 'node:fs';
import path from 'node:path';
import { matchPage, PAGE_ROUTES } from './page-routes';

/** Every `path: '…'` of the web's route table, but the catch-all of the unknown-page screen. */
function webRoutePaths(): string[] {
  const source = readFileSync(path.resolve(__dirname, '..', '..', '..', 'web', 'src', 'app', 'route-table.tsx'), 'utf8');
  return [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((match) => match[1]).filter((routePath) => routePath !== '*');
}

describe('the page routes the server knows', () => {
  it("are the web's route table, path for path", () => {
    const web = webRoutePaths();
    expect(web.length).toBeGreaterThan(20);
    expect([...PAGE_ROUTES.map((route) => route.path)].sort()).toEqual([...web].sort());
  });

  it.each([
    ['/', '/'],
    ['/help', '/help'],
    ['/help/', '/help'],
    ['/municipal', '/municipal'],
    ['/property/search', '/property/search'],
    ['/property/detail/abc', '/property/detail/:id'],
    ['/list/kanto', '/list/:first'],
    ['/list/kanto/tokyo', '/list/:first/:second'],
    ['/admin/login', '/admin/login'],
    ['/admin', '/admin/*'],
    ['/admin/properties/12', '/admin/*'],
    ['/lawyer/password/reset', '/lawyer/password/reset'],
    ['/mypage/favorite', '/mypage/*'],
  ])('%s is the page %s', (pathname, routePath) => {
    expect(matchPage(pathname)?.route.path).toBe(routePath);
  });

  it.each(['/no-such-page', '/property', '/property/detail', '/property/detail/1/2', '/list', '/list/a/b/c', '/helpx', '/signup/register', '/mypagex'])(
    '%s is no page',
    (pathname) => {
      expect(matchPage(pathname)).toBeNull();
    },
  );

  it('hands over the parameters decoded', () => {
    expect(matchPage('/list/%E9%96%A2%E6%9D%B1/tokyo')?.params).toEqual({ first: '関東', second: 'tokyo' });
    expect(matchPage('/list/%E9%96')).toBeNull();
  });
});
