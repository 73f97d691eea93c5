import { Injectable } from '@nestjs/common';
import type { Principal } from '../../../application/accounts/account-role';
import type { DealThreadListItem } from '../../../application/deals/deal-thread-list.port';
import { DealThreadsService } from '../../../application/deals/deal-threads.service';
import { PreparedAnswer } from '../shared/prepared-answer';

/** Lists kept, the least recently asked for going first: a few hundred kB each at most. */
export const KEPT_DEAL_LISTS = 200;

interface KeptList {
  version: string;
  answer: PreparedAnswer<DealThreadListItem[]>;
}

/**
 * Members' deal lists as answers, kept while they stay the same. A member with hundreds of deals
 * asks for the list again each time the chat page opens or a message arrives; reading, building
 * and serializing 500 rows every time cost more than all else in the request. Each request still
 * asks the database for the list's fingerprint (`DealThreadList.listVersion`), so a change by any
 * server process shows at once; only an unchanged list is answered from memory.
 */
@Injectable()
export class DealListAnswers {
  private readonly kept = new Map<string, KeptList>();

  constructor(private readonly deals: DealThreadsService) {}

  async of(principal: Principal, includeEnded: boolean): Promise<PreparedAnswer<DealThreadListItem[]>> {
    const key = `${principal.subjectId}:${includeEnded ? 'all' : 'open'}`;
    // Read before the list: a change in between makes the next request read the list again.
    const version = await this.deals.threadsVersion(principal, includeEnded);
    const kept = this.kept.get(key);
    this.kept.delete(key);
    if (kept?.version === version) {
      this.kept.set(key, kept);
      return kept.answer;
    }
    const answer = PreparedAnswer.of(await this.deals.threads(principal, includeEnded));
    this.kept.set(key, { version, answer });
    if (this.kept.size > KEPT_DEAL_LISTS) this.kept.delete(this.kept.keys().next().value!);
    return answer;
  }
}
