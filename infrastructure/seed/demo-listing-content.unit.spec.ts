import { applyPropertyInput, assertPublishable, EMPTY_PROPERTY_FIELDS } from '../../domain/properties/property-fields.rules';
import { demoListings } from './demo-listing-content';

describe('Demo listing content', () => {
  const listings = demoListings(240);

  it('is the same on every start', () => {
    expect(demoListings(240)).toEqual(listings);
  });

  it('covers every prefecture with listings a seller could have entered', () => {
    expect(new Set(listings.map((listing) => listing.input.prefecture_id)).size).toBe(47);
    for (const listing of listings) {
      const { next } = applyPropertyInput(EMPTY_PROPERTY_FIELDS, listing.input, '2026-11-23T00:00:00.000Z');
      expect(() => assertPublishable(next)).not.toThrow();
    }
  });

  it('has some unknown prices and some listings in negotiation, as a real site would', () => {
    expect(listings.some((listing) => listing.input.sale_price === -1)).toBe(true);
    expect(listings.some((listing) => listing.negotiating)).toBe(true);
    expect(listings.every((listing) => listing.photos >= 1 && listing.photos <= 3)).toBe(true);
  });
});
