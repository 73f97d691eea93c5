/** The closing lines of every mail the site sends. */
export const MAIL_SIGNATURE = `
--
いえとち直売所
このメールは送信専用のアドレスからお送りしています。ご返信いただいてもお答えできませんのでご了承ください。
`;
