import type { PropertyFields } from '../../domain/properties/property.events';
import type { PropertyDocument } from '../../read-models/properties/properties.projector';
import { propertyView, type PropertyView } from './property-view';

/**
 * The address fields that place a listing more precisely than its municipality: the zip code
 * (some are a single street or building), the 町名・番地 and everything after it. Buyers see the
 * prefecture and the city; the rest is for the people `mayReadStreetAddress` names.
 */
export const STREET_ADDRESS_FIELDS = ['zipcode1', 'zipcode2', 'block', 'address'] as const;
export type StreetAddressField = (typeof STREET_ADDRESS_FIELDS)[number];
export type StreetAddress = Pick<PropertyFields, StreetAddressField>;

/** A listing as anyone may read it: no street address and no owner id, by construction. */
export type PublicPropertyView = Omit<PropertyView, StreetAddressField | 'owner_id'>;

/** The one place a public listing is made; every public answer with listing fields goes through it. */
export function publicPropertyView(document: PropertyDocument): PublicPropertyView {
  const { zipcode1: _zip1, zipcode2: _zip2, block: _block, address: _address, owner_id: _owner, ...rest } = propertyView(document);
  return rest;
}

export function streetAddressOf(document: PropertyDocument): StreetAddress {
  return { zipcode1: document.zipcode1, zipcode2: document.zipcode2, block: document.block, address: document.address };
}
