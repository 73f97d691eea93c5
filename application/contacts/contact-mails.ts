import type { MailMessage } from '../accounts/mailer.port';
import { MAIL_SIGNATURE as SIGNATURE } from '../shared/mail-signature';

export const contactMails = {
  received: (to: string, name: string, category: string, message: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】お問い合わせを受け付けました',
    text: `${name} 様

いえとち直売所へお問い合わせいただき、ありがとうございます。
下記の内容で受け付けました。事務局より順にご連絡いたしますので、しばらくお待ちください。

お問い合わせの種類: ${category}
お問い合わせ内容:
${message}

お心当たりのない場合は、このメールを破棄してください。
${SIGNATURE}`,
  }),

  reply: (to: string, name: string, subject: string, text: string, message: string): MailMessage => ({
    to,
    subject: `【いえとち直売所】${subject}`,
    text: `${name} 様

${text}

--- お問い合わせいただいた内容 ---
${message}
${SIGNATURE}`,
  }),
};
