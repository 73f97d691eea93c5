import { Descriptions } from 'antd';
import type { DescriptionsProps } from 'antd';
import { ContentPage } from '../../ui/content-page';
import { COMPANY_NAME, SITE_NAME, SUPPORT_EMAIL } from '../../ui/site.constants';

const items: DescriptionsProps['items'] = [
  { key: 'seller', label: '販売事業者', children: COMPANY_NAME },
  { key: 'representative', label: '運営統括責任者', children: '代表取締役 山辺 土志' },
  { key: 'address', label: '所在地', children: '〒100-0005 東京都千代田区丸の内一丁目 いえとちビル5階' },
  {
    key: 'tel',
    label: '電話番号',
    children: 'ご請求があった場合は遅滞なく開示します。お問い合わせはメールまたはお問い合わせフォームからお願いします。',
  },
  { key: 'mail', label: 'メールアドレス', children: SUPPORT_EMAIL },
  { key: 'service', label: '提供するサービス', children: `個人間の不動産売買の場を提供するサービス「${SITE_NAME}」` },
  {
    key: 'price',
    label: '販売価格（サービス利用料）',
    children: '会員登録、物件の掲載、検索、メッセージは無料です。有料のサービスは、お申し込みの画面に税込価格を表示します。',
  },
  {
    key: 'extra',
    label: '商品代金以外の必要料金',
    children: '銀行振込の手数料、インターネット接続にかかる通信料はお客さまのご負担となります。',
  },
  { key: 'payment', label: 'お支払い方法', children: 'クレジットカード決済、銀行振込' },
  {
    key: 'timing',
    label: 'お支払い時期',
    children: 'クレジットカード決済はお申し込み時、銀行振込はお申し込みから7日以内にお支払いください。',
  },
  { key: 'delivery', label: 'サービスの提供時期', children: 'お支払いの確認後、直ちにご利用いただけます。' },
  {
    key: 'cancel',
    label: '返品・キャンセル',
    children:
      'サービスの性質上、お支払い後の返金はお受けしていません。ただし、当社の責めに帰すべき事由によりサービスを提供できなかった場合は、全額を返金します。',
  },
  {
    key: 'note',
    label: '物件の売買について',
    children:
      '物件の売買契約は、売主と買主の会員同士で直接締結されます。当社は売買契約の当事者ではなく、物件代金をお預かりすることはありません。',
  },
];

export function LawPage() {
  return (
    <ContentPage title="特定商取引法に基づく表記">
      <Descriptions bordered column={1} items={items} size="middle" styles={{ label: { width: '34%' } }} />
    </ContentPage>
  );
}
