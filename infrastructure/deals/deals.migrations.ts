import type { Migration } from '../database/migrations';

export const dealsMigrations: Migration[] = [
  {
    id: '20261124000200_deal_message_mails',
    sql: `
      -- When each member was last mailed about unread messages in each deal.
      CREATE TABLE deal_message_mails (
        thread_id text NOT NULL,
        member_id text NOT NULL,
        sent_at timestamptz NOT NULL,
        PRIMARY KEY (thread_id, member_id)
      );
    `,
  },
];
