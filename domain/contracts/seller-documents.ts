/**
 * What the seller prepares before settlement (the seller's list of what each side provides), each
 * with the `document_id` of `/api/contract/{id}/seller-proceed-contract/{documentId}`. The seller
 * confirms each one as prepared; the contract is concluded when all are. Document 6 is needed only
 * when the registered address or name differs from today's; the seller then confirms it as
 * prepared or as not needed.
 */
export const SELLER_DOCUMENTS = [
  { id: 1, name: '実印と印鑑証明書（発行から3か月以内）' },
  { id: 2, name: '本人確認書類' },
  { id: 3, name: '登記識別情報または登記済証' },
  { id: 4, name: '固定資産評価証明書' },
  { id: 5, name: '物件の鍵' },
  { id: 6, name: '住民票など（登記上の住所・氏名から変わっている場合）' },
  { id: 7, name: '司法書士への委任状' },
  { id: 8, name: '登記原因証明情報への署名' },
] as const;

export type SellerDocumentId = (typeof SELLER_DOCUMENTS)[number]['id'];

export function isSellerDocumentId(id: number): id is SellerDocumentId {
  return SELLER_DOCUMENTS.some((document) => document.id === id);
}
