import { runIdempotently } from './idempotent-request';
import { KeyedIdGenerator } from './keyed-id-generator';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('KeyedIdGenerator', () => {
  const ids = new KeyedIdGenerator();
  const draw = (claimId: string | undefined, count: number) =>
    runIdempotently({ claimId, replay: false, idsDrawn: 0, appendsBegun: 0 }, () => Promise.resolve(Array.from({ length: count }, () => ids.uuid())));

  it('draws the same ids in the same order for the same claim, so a rerun of a request reuses them', async () => {
    const first = await draw('2b0f7c1e-3a1d-4c55-9d0e-7d7f2a9c1b11', 3);
    const again = await draw('2b0f7c1e-3a1d-4c55-9d0e-7d7f2a9c1b11', 3);
    expect(again).toEqual(first);
    expect(new Set(first).size).toBe(3);
    for (const id of first) expect(id).toMatch(UUID_V4);
  });

  it('draws other ids for another claim', async () => {
    const one = await draw('2b0f7c1e-3a1d-4c55-9d0e-7d7f2a9c1b11', 2);
    const other = await draw('9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d', 2);
    expect(other.some((id) => one.includes(id))).toBe(false);
  });

  it('draws random ids outside a claimed request', async () => {
    expect(ids.uuid()).not.toBe(ids.uuid());
    const unclaimed = await draw(undefined, 2);
    expect(unclaimed[0]).not.toBe(unclaimed[1]);
    expect(await draw(undefined, 1)).not.toEqual(await draw(undefined, 1));
  });
});
