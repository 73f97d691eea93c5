import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import { ZIPCODE_LOOKUP_ERROR, lookupZipcode } from '../api/zipcode-address.api';

describe('Address lookup by zip code', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks with seven digits and reads prefecture, city and block', async () => {
    const api = mockApi({
      'GET /api/getAddressFromZipcode/1000005': () =>
        ok({ zipcode: '1000005', prefecture_id: 13, state: '東京都', city: '千代田区', address: '丸の内' }),
    });
    await expect(lookupZipcode('１００-０００５')).resolves.toMatchObject({ prefecture_id: 13, city: '千代田区', address: '丸の内' });
    expect(api.calls).toHaveLength(1);
  });

  it("answers every failure with the spec's message", async () => {
    mockApi({ 'GET /api/getAddressFromZipcode/9999999': () => fail(404, 'not found') });
    await expect(lookupZipcode('9999999')).rejects.toThrow(ZIPCODE_LOOKUP_ERROR);
    await expect(lookupZipcode('12')).rejects.toThrow(ZIPCODE_LOOKUP_ERROR);
  });
});
