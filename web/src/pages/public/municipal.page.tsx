import { Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ContentPage } from '../../ui/content-page';

/** The contact kind that fits a municipality: public bodies are legal persons (地方公共団体). */
export const MUNICIPAL_CONTACT_PATH = '/contact?category_id=5';

const WAYS = [
  {
    title: '空き家バンクの物件を、より多くの方へ',
    body: [
      '空き家バンクに登録されている物件の所有者さまに、当サイトへの掲載をご案内いただけます。掲載は無料で、所有者さまご自身が写真や説明を入力し、買いたい方と直接やり取りできます。',
      '空き家バンクの登録を続けたまま、当サイトにも掲載していただけます。地域の外にお住まいの方にも物件を見つけていただく機会が増えます。',
    ],
  },
  {
    title: '移住・定住の取り組みのご紹介',
    body: [
      '移住支援金、改修費の補助、お試し住宅など、自治体の皆さまの取り組みをお知らせやコラムでご紹介できます。物件を探している方が、住まいと支援制度をあわせて知ることができます。',
    ],
  },
  {
    title: '所有者さまからのご相談の受け皿として',
    body: [
      '「空き家を手放したいが、不動産会社に相談しても取り扱いが難しいと言われた」というご相談を受けることがあると伺います。当サイトでは、価格の低い土地や古い住宅でも、所有者さまが自由に掲載できます。',
      '売買契約書は当事者が入力するひな形から作成し、所有権移転登記は登録された司法書士が担当します。当サイトが売買の条件を勧めたり、交渉に加わったりすることはありません。',
    ],
  },
];

const STEPS = [
  'お問い合わせフォームから、自治体名・ご担当部署・ご連絡先をお送りください。',
  '担当者からご連絡し、空き家バンクの状況や、ご希望の連携の形をお伺いします。',
  '所有者さま向けの案内資料や、お知らせ・コラムでのご紹介内容を一緒に整えます。',
];

/** For municipalities with a vacant-house bank: what working with the site can look like, and how to start. */
export function MunicipalPage() {
  return (
    <ContentPage
      title="自治体の皆さまへ"
      lead="いえとち直売所は、空き家や土地を持つ方と、買いたい方が直接つながる個人間売買のサイトです。空き家バンクを運営されている自治体の皆さまと、地域の空き家を次の住み手につなぐお手伝いができればと考えています。"
    >
      {WAYS.map((way) => (
        <section key={way.title}>
          <h2>{way.title}</h2>
          {way.body.map((text) => (
            <Typography.Paragraph key={text}>{text}</Typography.Paragraph>
          ))}
        </section>
      ))}
      <section>
        <h2>連携の進め方</h2>
        <ol>
          {STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <Typography.Paragraph>
          連携にかかる費用はございません。物件の売買が成立した際の費用については、<Link to="/help">よくある質問</Link>の「費用・税金」をご覧ください。
        </Typography.Paragraph>
      </section>
      <section>
        <h2>お問い合わせ</h2>
        <Typography.Paragraph>
          ご相談やご質問は、<Link to={MUNICIPAL_CONTACT_PATH}>お問い合わせフォーム（種類「法人でのご利用について」）</Link>からお気軽にお寄せください。内容を確認のうえ、担当者よりご連絡いたします。
        </Typography.Paragraph>
      </section>
    </ContentPage>
  );
}
