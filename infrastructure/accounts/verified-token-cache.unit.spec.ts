import { VerifiedTokenCache } from './verified-token-cache';

const EXP = 1_800_000_000;
const claims = (sid: string) => ({ sub: 'member-1', sid, typ: 'access', exp: EXP });

describe('VerifiedTokenCache', () => {
  it('gives back the claims of a token verified before, until its exp second comes', () => {
    const cache = new VerifiedTokenCache();
    cache.remember('token-a', claims('s1'));
    expect(cache.get('token-a', EXP * 1000 - 1)).toEqual(claims('s1'));
    expect(cache.get('token-a', EXP * 1000)).toBeUndefined();
    // Once expired it is forgotten, so the clock going back does not bring it back.
    expect(cache.get('token-a', EXP * 1000 - 5000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('knows nothing of a token it was not given, even one that differs by a character', () => {
    const cache = new VerifiedTokenCache();
    cache.remember('header.payload.signature', claims('s1'));
    expect(cache.get('header.payload.signaturf', 0)).toBeUndefined();
    expect(cache.get('other', 0)).toBeUndefined();
  });

  it('holds at most its capacity, dropping the token remembered longest ago', () => {
    const cache = new VerifiedTokenCache(2);
    cache.remember('first', claims('s1'));
    cache.remember('second', claims('s2'));
    cache.remember('third', claims('s3'));
    expect(cache.size).toBe(2);
    expect(cache.get('first', 0)).toBeUndefined();
    expect(cache.get('second', 0)?.sid).toBe('s2');
    expect(cache.get('third', 0)?.sid).toBe('s3');
  });
});
