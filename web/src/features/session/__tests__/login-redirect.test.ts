import { loginPathFor, safeRedirect } from '../lib/login-redirect';

describe('login redirect', () => {
  it('keeps a path of this site', () => {
    expect(safeRedirect('/mypage/todo/list?status=done')).toBe('/mypage/todo/list?status=done');
  });

  it.each([null, '', 'https://evil.example/', '//evil.example/', '/\\evil.example'])('goes to /mypage for %s', (value) => {
    expect(safeRedirect(value)).toBe('/mypage');
  });

  it('encodes the way back', () => {
    expect(loginPathFor('/mypage/profile/edit?a=1')).toBe('/login?redirect=%2Fmypage%2Fprofile%2Fedit%3Fa%3D1');
  });
});
