import type { MailMessage } from '../accounts/mailer.port';
import { MAIL_SIGNATURE } from '../shared/mail-signature';

/** The texts of the mails about deals. */
export const dealMails = {
  unreadMessages: (to: string, propertyName: string | null, count: number, link: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】新しいメッセージがあります',
    text: `いえとち直売所をご利用いただき、ありがとうございます。

取引のチャットに、まだお読みになっていないメッセージが${count}件あります。
${propertyName ? `物件: ${propertyName}\n` : ''}
下記のリンクからご確認ください。
${link}

このお知らせは、マイページのプロフィール編集にある「メールでのお知らせ」で停止できます。
${MAIL_SIGNATURE}`,
  }),
};
