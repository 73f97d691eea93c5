/** The news items a member has opened: one stream per member, one event per item. */
export type NewsReadEvent = { type: 'NewsItemRead'; data: { user_id: string; news_id: string; read_at: string } };

export const newsReadsStreamId = (userId: string): string => `news-reads-${userId}`;
