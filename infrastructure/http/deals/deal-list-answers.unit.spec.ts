import zlib from 'node:zlib';
import type { Principal } from '../../../application/accounts/account-role';
import type { DealThreadsService } from '../../../application/deals/deal-threads.service';
import { DealListAnswers, KEPT_DEAL_LISTS } from './deal-list-answers';

/** A service whose lists never change: every read of a list is counted. */
function unchangingDeals() {
  const reads: string[] = [];
  const deals = {
    threadsVersion: async () => 'unchanged',
    threads: async (principal: Principal, includeEnded: boolean) => {
      reads.push(`${principal.subjectId}:${includeEnded}`);
      return [];
    },
  } as unknown as DealThreadsService;
  return { deals, reads };
}

const member = (id: string) => ({ role: 'member', subjectId: id }) as Principal;

describe('DealListAnswers', () => {
  it('reads an unchanged list once, and the open and the full list each once', async () => {
    const { deals, reads } = unchangingDeals();
    const answers = new DealListAnswers(deals);
    for (let i = 0; i < 3; i++) {
      expect(JSON.parse((await answers.of(member('m1'), false)).json)).toEqual({ success: true, message: '', data: [] });
      await answers.of(member('m1'), true);
    }
    expect(reads).toEqual(['m1:false', 'm1:true']);
    const kept = await answers.of(member('m1'), false);
    expect(kept.compressedAs('br')).toBe(kept.compressedAs('br'));
    expect(zlib.gunzipSync(kept.compressedAs('gzip')).toString('utf8')).toBe(kept.json);
  });

  it(`keeps at most ${KEPT_DEAL_LISTS} lists, letting go of the one asked for least recently`, async () => {
    const { deals, reads } = unchangingDeals();
    const answers = new DealListAnswers(deals);
    for (let i = 0; i < KEPT_DEAL_LISTS; i++) await answers.of(member(`m${i}`), false);
    await answers.of(member('m0'), false);
    await answers.of(member('one more'), false);
    reads.length = 0;
    await answers.of(member('m0'), false);
    await answers.of(member('m1'), false);
    expect(reads).toEqual(['m1:false']);
  });
});
