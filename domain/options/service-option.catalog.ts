import type { ServiceOptionContent } from './service-option.events';

/**
 * The paid services the product has: the listing form's 売却サポートサービス, and the pick-up
 * placement the seller's listing page answers as `property_pickup_service`. Their prices are the
 * operator's to set: a production start defines them not yet offered.
 */
export const SERVICE_OPTION_CATALOG: ReadonlyArray<ServiceOptionContent & { option_id: number }> = [
  {
    option_id: 1,
    name: '売却サポートサービス',
    description: '売買契約書の作成から所有権移転の登記まで、提携の司法書士がお手伝いします。',
    price: 55_000,
    active: true,
  },
  {
    option_id: 2,
    name: '物件ピックアップ掲載',
    description: 'トップページと物件検索の上部に、物件を30日間目立つように掲載します。',
    price: 11_000,
    active: true,
  },
];

export const SALE_SUPPORT_OPTION_ID = 1;
