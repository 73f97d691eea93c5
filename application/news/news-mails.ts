import type { MailMessage } from '../accounts/mailer.port';
import { MAIL_SIGNATURE as SIGNATURE } from '../shared/mail-signature';

export const newsMails = {
  published: (to: string, title: string, body: string, link: string, settingsLink: string): MailMessage => ({
    to,
    subject: `【いえとち直売所】${title}`,
    text: `いえとち直売所からのお知らせです。

${title}

${body}

お知らせはこちらからもご覧いただけます。
${link}

お知らせのメールは、会員情報の編集画面で止めることができます。
${settingsLink}
${SIGNATURE}`,
  }),
};
