import request from 'supertest';
import type { App } from 'supertest/types';
import { PROPERTY_STATUSES, type PropertyStatus } from '../../domain/properties/property.events';

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A basic group and price complete enough to publish. */
export const PUBLISHABLE = {
  name: '里山の古民家と畑',
  zipcode1: '384',
  zipcode2: '0000',
  prefecture_id: 20,
  city: '小諸市',
  block: '大字山浦',
  address: '1234',
  area: 523.5,
  ground_id: 1,
  sale_price: 3_800_000,
};

/** A new draft of the member, answered by its id. */
export async function createDraft(http: App, token: string, body: object = {}): Promise<string> {
  const response = await request(http).post('/api/property/edit').set(bearer(token)).send(body).expect(201);
  return response.body.data.id as string;
}

export function changeStatus(http: App, token: string, propertyId: string, status: PropertyStatus) {
  return request(http).post('/api/property/update-status').set(bearer(token)).send({ property_id: propertyId, status_id: PROPERTY_STATUSES[status].id });
}

/** The allowed way into each status, from a complete draft. */
const PATH: Record<PropertyStatus, PropertyStatus[]> = {
  draft: [],
  published: ['published'],
  in_negotiation: ['published', 'in_negotiation'],
  withdrawn: ['published', 'withdrawn'],
  contracted: ['published', 'in_negotiation', 'contracted'],
  closed: ['published', 'in_negotiation', 'contracted', 'closed'],
  deleted: ['deleted'],
};

/** A complete listing of the member, brought into `status` by its owner. */
export async function listingIn(http: App, token: string, status: PropertyStatus): Promise<string> {
  const id = await createDraft(http, token, PUBLISHABLE);
  for (const step of PATH[status]) await changeStatus(http, token, id, step).expect(200);
  return id;
}
