import type { MailMessage } from '../accounts/mailer.port';
import { MAIL_SIGNATURE } from '../shared/mail-signature';

/** The texts of the mails about public questions on a listing. */
export const openChatMails = {
  questionArrived: (to: string, propertyName: string | null, question: string, link: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】物件に質問が届きました',
    text: `いえとち直売所をご利用いただき、ありがとうございます。

掲載中の物件に、公開の質問が届きました。
${propertyName ? `物件: ${propertyName}\n` : ''}
質問:
${question}

回答や対応済みの設定は、下記の物件ページの「公開質問」からお願いします。
回答は物件ページで公開されます。
${link}
${MAIL_SIGNATURE}`,
  }),
};
