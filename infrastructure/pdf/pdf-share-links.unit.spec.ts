import { PdfShareLinks, SHARE_LINK_DEFAULT_SECONDS } from '../../application/contract-pdf/pdf-share-links';
import { DomainError } from '../../domain/shared/domain-error';
import { loadJose } from '../accounts/jose';
import { SettableClock } from '../testing/settable-clock';
import { JosePdfShareLinkSigner } from './jose-pdf-share-link-signer';

const SECRET = new TextEncoder().encode('a-server-token-secret-of-at-least-32-characters');

function links(secret = SECRET) {
  const clock = new SettableClock();
  return { clock, links: new PdfShareLinks(new JosePdfShareLinkSigner(secret), clock) };
}

async function openError(open: Promise<unknown>): Promise<DomainError> {
  const error = await open.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

describe('PDF share links', () => {
  it('opens the PDF it was made for until it expires, then says it expired', async () => {
    const { clock, links: shareLinks } = links();
    const link = await shareLinks.create('pdf-7f3a', 3600);
    expect(link.path).toBe(`/api/contract/shared-pdf/${link.token}`);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(Date.parse(link.expiresAt) - Date.parse(clock.now())).toBeGreaterThan(3598_000);
    expect(Date.parse(link.expiresAt) - Date.parse(clock.now())).toBeLessThanOrEqual(3600_000);

    clock.advance(3590_000);
    await expect(shareLinks.open(link.token)).resolves.toBe('pdf-7f3a');

    clock.advance(11_000);
    const error = await openError(shareLinks.open(link.token));
    expect(error.kind).toBe('forbidden');
    expect(error.code).toBe('contract_pdf.share_link_expired');
    expect(error.message).toContain('有効期限が切れています');
  });

  it('lasts a week unless told otherwise', async () => {
    const { clock, links: shareLinks } = links();
    const link = await shareLinks.create('pdf-1');
    expect(Math.round((Date.parse(link.expiresAt) - Date.parse(clock.now())) / 1000)).toBeGreaterThanOrEqual(SHARE_LINK_DEFAULT_SECONDS - 1);
  });

  it('refuses a token whose PDF id, expiry or signature was changed', async () => {
    const { links: shareLinks } = links();
    const { token } = await shareLinks.create('pdf-mine', 600);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forged = (changed: Record<string, unknown>) => `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changed })).toString('base64url')}.${signature}`;
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);

    for (const tampered of [forged({ sub: 'pdf-theirs' }), forged({ exp: Number(claims.exp) + 86_400 }), `${header}.${payload}.${flipped}`, 'not-a-token', '']) {
      const error = await openError(shareLinks.open(tampered));
      expect(error.kind).toBe('forbidden');
      expect(error.code).toBe('contract_pdf.share_link_invalid');
      expect(error.message).toContain('正しくありません');
    }
  });

  it('refuses a link signed under another server secret, and an access token signed with the secret itself', async () => {
    const other = links(new TextEncoder().encode('another-server-token-secret-of-32-characters!'));
    const { token } = await other.links.create('pdf-1', 600);
    const { links: shareLinks } = links();
    expect((await openError(shareLinks.open(token))).code).toBe('contract_pdf.share_link_invalid');

    const { SignJWT } = await loadJose();
    const accessLike = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('pdf-1')
      .setAudience('ietochi-share-pdf')
      .setExpirationTime('10m')
      .sign(SECRET);
    expect((await openError(shareLinks.open(accessLike))).code).toBe('contract_pdf.share_link_invalid');
  });

  it('refuses a token with no signature at all (alg none)', async () => {
    const { links: shareLinks } = links();
    const { token } = await shareLinks.create('pdf-1', 600);
    const [, payload] = token.split('.');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'share-pdf+jwt' })).toString('base64url')}.${payload}.`;
    expect((await openError(shareLinks.open(unsigned))).code).toBe('contract_pdf.share_link_invalid');
  });

  it('names the field when the period is out of range, and signs nothing', async () => {
    const { links: shareLinks } = links();
    for (const seconds of [0, 59, 31 * 86_400, 1.5]) {
      const error = await openError(shareLinks.create('pdf-1', seconds));
      expect(error.kind).toBe('invalid');
      expect(error.fields.valid_for_seconds?.[0]).toContain('60秒から30日まで');
    }
  });
});
