import { api, type ApiSchema } from '../../../lib/typed-api-client';

/** `state` is the prefecture's name, `address` the block (町域). */
export type ZipcodeAddress = ApiSchema<'AddressAnswer'>;

export const ZIPCODE_LOOKUP_ERROR = '入力内容に誤りがあります。確認してください';

/** Any failure is the spec's single lookup error. */
export async function lookupZipcode(zipcode: string): Promise<ZipcodeAddress> {
  const digits = zipcode.normalize('NFKC').replace(/\D/g, '');
  if (digits.length !== 7) throw new Error(ZIPCODE_LOOKUP_ERROR);
  try {
    const found = await api.GET('/api/getAddressFromZipcode/{zip}', { params: { path: { zip: digits } } });
    return { ...found, zipcode: digits };
  } catch {
    throw new Error(ZIPCODE_LOOKUP_ERROR);
  }
}
