/** Phase 2 brings chat, deal history, hashtag and category screens to the admin menu. */
export const PHASE2 = false;
