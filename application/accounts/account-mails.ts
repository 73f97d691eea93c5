import { MAIL_SIGNATURE as SIGNATURE } from '../shared/mail-signature';
import type { MailMessage } from './mailer.port';

const hours = (seconds: number) => `${Math.round(seconds / 3600)}時間`;

/** The texts of every account mail, in one place so their tone stays the same. */
export const accountMails = {
  signUpLink: (to: string, link: string, ttlSeconds: number): MailMessage => ({
    to,
    subject: '【いえとち直売所】会員登録のご案内',
    text: `いえとち直売所をご利用いただき、ありがとうございます。

下記のリンクから会員登録の手続きにお進みください。
${link}

このリンクの有効期限は${hours(ttlSeconds)}です。期限が過ぎた場合は、お手数ですがもう一度メールアドレスの登録からやり直してください。
お心当たりのない場合は、このメールを破棄してください。
${SIGNATURE}`,
  }),

  alreadyRegistered: (to: string, loginLink: string, forgotLink: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】会員登録についてのお知らせ',
    text: `いえとち直売所をご利用いただき、ありがとうございます。

このメールアドレスは既に会員登録されています。下記からログインしてください。
${loginLink}

パスワードをお忘れの場合は、こちらから再設定できます。
${forgotLink}

お心当たりのない場合は、このメールを破棄してください。
${SIGNATURE}`,
  }),

  welcome: (to: string, nickname: string, mypageLink: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】会員登録が完了しました',
    text: `${nickname} 様

いえとち直売所への会員登録が完了しました。ご登録いただき、ありがとうございます。

物件の出品や契約の手続きには、会員情報の登録と本人確認書類の提出が必要です。マイページのやることリストからお進みください。
${mypageLink}
${SIGNATURE}`,
  }),

  passwordReset: (to: string, link: string, ttlSeconds: number): MailMessage => ({
    to,
    subject: '【いえとち直売所】パスワード再設定のご案内',
    text: `パスワード再設定のお申し込みを受け付けました。

下記のリンクから新しいパスワードを設定してください。
${link}

このリンクの有効期限は${hours(ttlSeconds)}です。お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。
${SIGNATURE}`,
  }),

  passwordChanged: (to: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】パスワードが変更されました',
    text: `ご登録のアカウントのパスワードが変更されました。ほかの端末でのログインはすべて終了しています。

お心当たりのない場合は、すぐにパスワードの再設定を行い、お問い合わせフォームから事務局までご連絡ください。
${SIGNATURE}`,
  }),

  emailChangeLink: (to: string, link: string, ttlSeconds: number): MailMessage => ({
    to,
    subject: '【いえとち直売所】メールアドレス変更の確認',
    text: `メールアドレスの変更のお申し込みを受け付けました。

下記のリンクを開くと、このメールアドレスへの変更が完了します。
${link}

このリンクの有効期限は${hours(ttlSeconds)}です。お心当たりのない場合は、このメールを破棄してください。
${SIGNATURE}`,
  }),

  emailChanged: (to: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】メールアドレスが変更されました',
    text: `ご登録のメールアドレスが変更されました。今後のお知らせは新しいメールアドレスにお送りします。

お心当たりのない場合は、お問い合わせフォームから事務局までご連絡ください。
${SIGNATURE}`,
  }),

  withdrawn: (to: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】退会手続きが完了しました',
    text: `いえとち直売所の退会手続きが完了しました。これまでご利用いただき、ありがとうございました。

ご登録いただいた個人情報と本人確認書類は削除しました。
${SIGNATURE}`,
  }),

  identityVerified: (to: string, mypageLink: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】本人確認が完了しました',
    text: `提出いただいた本人確認書類の確認が完了しました。ニックネームの横に本人確認済みのマークが表示されます。
${mypageLink}
${SIGNATURE}`,
  }),

  identityRejected: (to: string, reason: string, honninLink: string): MailMessage => ({
    to,
    subject: '【いえとち直売所】本人確認書類の再提出のお願い',
    text: `提出いただいた本人確認書類を確認しましたが、次の理由により確認を完了できませんでした。

差し戻しの理由: ${reason}

お手数ですが、下記から書類を再提出してください。
${honninLink}
${SIGNATURE}`,
  }),

  lawyerInvitation: (to: string, link: string, ttlSeconds: number): MailMessage => ({
    to,
    subject: '【いえとち直売所】司法書士アカウント登録のご案内',
    text: `いえとち直売所の事務局より、司法書士としてのアカウント登録をご案内いたします。

下記のリンクから登録手続きにお進みください。
${link}

このリンクの有効期限は${hours(ttlSeconds)}です。お心当たりのない場合は、このメールを破棄してください。
${SIGNATURE}`,
  }),
};
