import { apiClient } from '../../../lib/api-client';

/** `state` is the prefecture's name, `address` the block (町域). */
export interface ZipcodeAddress {
  zipcode: string;
  prefecture_id: number;
  state: string;
  city: string;
  address: string;
}

export const ZIPCODE_LOOKUP_ERROR = '入力内容に誤りがあります。確認してください';

/** Any failure, or an answer without a prefecture, is the spec's single lookup error. */
export async function lookupZipcode(zipcode: string): Promise<ZipcodeAddress> {
  const digits = zipcode.normalize('NFKC').replace(/\D/g, '');
  if (digits.length !== 7) throw new Error(ZIPCODE_LOOKUP_ERROR);
  try {
    const data = await apiClient.get<Partial<ZipcodeAddress> | null>(`/api/getAddressFromZipcode/${digits}`);
    if (!data || typeof data.prefecture_id !== 'number') throw new Error(ZIPCODE_LOOKUP_ERROR);
    return {
      zipcode: digits,
      prefecture_id: data.prefecture_id,
      state: data.state ?? '',
      city: data.city ?? '',
      address: data.address ?? '',
    };
  } catch {
    throw new Error(ZIPCODE_LOOKUP_ERROR);
  }
}
