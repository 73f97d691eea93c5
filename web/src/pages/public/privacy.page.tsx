import { Typography } from 'antd';
import { ContentPage } from '../../ui/content-page';
import { COMPANY_NAME, SITE_NAME, SUPPORT_EMAIL } from '../../ui/site.constants';

const collected = [
  '会員登録時にご提供いただく情報：メールアドレス、ニックネーム、パスワード（暗号化して保存します）、購入・売却へのご関心',
  '会員情報として登録いただく情報：氏名、ふりがな、住所、電話番号、生年、性別、法人の場合は法人名・法人番号',
  '本人確認のためにご提出いただく情報：運転免許証、マイナンバーカード（表面のみ）などの本人確認書類の画像と記載事項',
  '物件に関する情報：所在地、面積、写真、価格、登記や固定資産税に関する情報',
  '取引に関する情報：メッセージの内容、契約書の内容、支払いの状況、取引の経過',
  'ご利用環境に関する情報：IPアドレス、ブラウザの種類、アクセス日時、Cookieなどの識別子',
];

const purposes = [
  '会員登録、本人確認、ログインなど、本サービスを提供するため',
  '物件の掲載、検索、メッセージ、契約書の作成など、会員同士の取引を支援するため',
  '所有権移転登記などの手続きを司法書士へ取り次ぐため',
  'お問い合わせへの回答、重要なお知らせの送付のため',
  '不正な利用や規約違反の防止、利用者の安全確保のため',
  'サービスの改善や新機能の検討のため（個人を特定できない形に加工した統計情報として利用します）',
];

const thirdParties = [
  '売買の相手方：取引を進めるために必要な範囲で、氏名、住所、連絡先などを取引の相手方に開示します。開示の前に画面上でお知らせします。',
  '提携する司法書士：所有権移転登記などの手続きのため、氏名、住所、生年月日、本人確認書類、物件と契約の情報を提供します。',
  '法令に基づく場合：裁判所、警察などの公的機関から法令に基づく照会を受けた場合。',
  '人の生命、身体または財産の保護のために必要で、ご本人の同意を得ることが難しい場合。',
];

export function PrivacyPage() {
  return (
    <ContentPage
      title="プライバシーポリシー"
      lead={`${COMPANY_NAME}（以下「当社」といいます。）は、「${SITE_NAME}」をご利用になる皆さまの個人情報を、個人情報の保護に関する法律その他の法令を守り、次のとおり大切に取り扱います。`}
    >
      <h2>1. 取得する情報</h2>
      <Typography.Paragraph>当社は、本サービスの提供にあたり、次の情報を取得します。</Typography.Paragraph>
      <ul>
        {collected.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>2. 利用目的</h2>
      <Typography.Paragraph>取得した情報は、次の目的の範囲内で利用します。</Typography.Paragraph>
      <ul>
        {purposes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>3. 第三者への提供</h2>
      <Typography.Paragraph>
        当社は、ご本人の同意がある場合を除き、個人情報を第三者に提供しません。ただし、次の場合はこの限りではありません。
      </Typography.Paragraph>
      <ul>
        {thirdParties.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <h2>4. 業務の委託</h2>
      <Typography.Paragraph>
        当社は、サーバーの運用、メールの配信、決済などの業務を外部の事業者に委託することがあります。この場合、個人情報を適切に取り扱う事業者を選び、契約を結んだうえで必要かつ適切な監督を行います。
      </Typography.Paragraph>

      <h2>5. 安全管理</h2>
      <Typography.Paragraph>
        本人確認書類の画像は、閲覧できる担当者を限定し、通信と保存の両方で暗号化して管理します。そのほかの個人情報についても、不正アクセス、紛失、改ざん、漏えいを防ぐために必要な措置を講じます。
      </Typography.Paragraph>

      <h2>6. 保存期間</h2>
      <Typography.Paragraph>
        個人情報は、利用目的の達成に必要な期間に限り保存します。本人確認書類は確認の完了後、取引の記録は取引の終了後、法令で定められた保存期間が過ぎた時点で速やかに削除します。退会された場合も、法令上の保存義務がある情報を除き、削除または個人を特定できない形に加工します。
      </Typography.Paragraph>

      <h2>7. Cookieなどの利用</h2>
      <Typography.Paragraph>
        本サービスでは、ログイン状態の保持やご利用状況の把握のためにCookieなどを利用します。また、不正なアクセスを防ぐためのボット対策サービスと、アクセス解析のためのタグ管理サービスを利用しています。ブラウザの設定でCookieを無効にすると、本サービスの一部をご利用いただけない場合があります。
      </Typography.Paragraph>

      <h2>8. 開示・訂正・利用停止などのご請求</h2>
      <Typography.Paragraph>
        ご本人から、保有個人データの利用目的の通知、開示、訂正、追加、削除、利用の停止、第三者への提供の停止をご請求いただいた場合は、ご本人であることを確認したうえで、法令に従い遅滞なく対応します。ご請求は下記の窓口までご連絡ください。
      </Typography.Paragraph>

      <h2>9. お問い合わせ窓口</h2>
      <Typography.Paragraph>
        {COMPANY_NAME} 個人情報お問い合わせ窓口
        <br />
        メール：{SUPPORT_EMAIL}
        <br />
        お問い合わせフォームからもご連絡いただけます（受付時間：平日10時〜17時）。
      </Typography.Paragraph>

      <h2>10. 本ポリシーの変更</h2>
      <Typography.Paragraph>
        当社は、法令の改正やサービス内容の変更にあわせて、本ポリシーを改定することがあります。重要な変更がある場合は、本サービス上でお知らせします。
      </Typography.Paragraph>

      <Typography.Paragraph type="secondary" style={{ marginTop: 32, textAlign: 'right' }}>
        2023年4月1日 制定
      </Typography.Paragraph>
    </ContentPage>
  );
}
