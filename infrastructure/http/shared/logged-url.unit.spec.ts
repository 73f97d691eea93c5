import { loggedUrl } from './logged-url';

describe('A logged address', () => {
  it('keeps ordinary paths and queries as they are', () => {
    expect(loggedUrl('/api/property/search?page=2&sort=new')).toBe('/api/property/search?page=2&sort=new');
    expect(loggedUrl('/api/property/image/3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f/web')).toBe('/api/property/image/3f1c2a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f/web');
    expect(loggedUrl('/assets/index-B3xkq9Zt.js')).toBe('/assets/index-B3xkq9Zt.js');
  });

  it('replaces the values of token, code, signature and other secret parameters', () => {
    expect(loggedUrl('/signup?token=abcDEF123456ghiJKL789&from=mail')).toBe('/signup?token=[redacted]&from=mail');
    expect(loggedUrl('/cb?code=xyz&state=1&access_token=a&refresh_token=b&signature=c&X-Amz-Signature=d')).toBe(
      '/cb?code=[redacted]&state=1&access_token=[redacted]&refresh_token=[redacted]&signature=[redacted]&X-Amz-Signature=[redacted]',
    );
    expect(loggedUrl('/mail/change/confirm?%74oken=abc')).toBe('/mail/change/confirm?%74oken=[redacted]');
  });

  it('replaces mail-link tokens in paths', () => {
    expect(loggedUrl('/api/signup/check/active-link/Q2hhbmdlLW1lLXBsZWFzZQ')).toBe('/api/signup/check/active-link/[redacted]');
    expect(loggedUrl('/api/lawyer/mail/check/active-link/Q2hhbmdlLW1lLXBsZWFzZQ?x=1')).toBe('/api/lawyer/mail/check/active-link/[redacted]?x=1');
    expect(loggedUrl('/signup/register/Q2hhbmdlLW1lLXBsZWFzZQ')).toBe('/signup/register/[redacted]');
    expect(loggedUrl('/anything/k3J9x2LmQ8vN4pR7sT1wY6zA0bC5dE8fG2hJ')).toBe('/anything/[redacted]');
  });
});
