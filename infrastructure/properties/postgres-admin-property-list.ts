import { AdminPropertyList, type AdminPropertyFilter, type AdminPropertyRow, type AdminPropertySort } from '../../application/properties/admin-property-list.port';
import type { GeoMasterPort } from '../../application/masters/geo-master.port';
import { pageOf, type Page } from '../../application/shared/page';
import { PROPERTY_STATUSES } from '../../domain/properties/property.events';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { PROPERTIES_COLLECTION, type PropertyDocument } from '../../read-models/properties/properties.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

const ORDER: Record<AdminPropertySort, string> = {
  updated_desc: 'p.updated_at DESC, p.id',
  updated_asc: 'p.updated_at ASC, p.id',
  registered_desc: `(p.doc->>'registered_at') DESC NULLS LAST, p.updated_at DESC, p.id`,
  // An unknown price (-1) and one not filled in go last whichever way the prices run.
  price_asc: 'coalesce(p.sale_price < 0, true) ASC, p.sale_price ASC, p.id',
  price_desc: 'coalesce(p.sale_price < 0, true) ASC, p.sale_price DESC, p.id',
};

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  doc: PropertyDocument;
  nickname: string | null;
  total: string | number;
}

/** The `properties` read model joined with the members read model for the owner's nickname. */
export class PostgresAdminPropertyList extends AdminPropertyList {
  constructor(
    private readonly db: Database,
    private readonly geo: GeoMasterPort,
  ) {
    super();
  }

  async search(filter: AdminPropertyFilter, page: number, perPage: number): Promise<Page<AdminPropertyRow>> {
    const schema = ident(this.db.schema);
    const params: unknown[] = [];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where: string[] = [];
    if (filter.status_id !== undefined) where.push(`p.status_id = ${add(filter.status_id)}`);
    else where.push(`p.status_id <> ${add(PROPERTY_STATUSES.deleted.id)}`);
    const name = filter.name?.trim();
    if (name) where.push(`coalesce(p.doc->>'name', '') ILIKE ${add(likePattern(name))}`);
    const owner = filter.owner?.trim();
    if (owner) {
      where.push(
        UUID.test(owner)
          ? `(p.owner_id = ${add(owner.toLowerCase())} OR m.nickname ILIKE ${add(likePattern(owner))})`
          : `m.nickname ILIKE ${add(likePattern(owner))}`,
      );
    }
    if (filter.prefecture_id !== undefined) where.push(`p.prefecture_id = ${add(filter.prefecture_id)}`);
    if (filter.min_price !== undefined) where.push(`p.sale_price >= ${add(filter.min_price)}`);
    if (filter.max_price !== undefined) where.push(`p.sale_price >= 0 AND p.sale_price <= ${add(filter.max_price)}`);
    const from = `${schema}.${ident(readModelTable({ collection: PROPERTIES_COLLECTION }))} p
       LEFT JOIN ${schema}.${ident(readModelTable({ collection: MEMBERS_COLLECTION }))} m ON m.id = p.owner_id
      WHERE ${where.join(' AND ')}`;
    const conditionParams = [...params];
    const { rows } = await this.db.query<Row>(
      `SELECT p.doc, m.nickname, count(*) OVER () AS total FROM ${from}
        ORDER BY ${ORDER[filter.sort ?? 'updated_desc']}
        LIMIT ${add(perPage)} OFFSET ${add((page - 1) * perPage)}`,
      params,
    );
    const total =
      rows.length > 0
        ? Number(rows[0].total)
        : Number((await this.db.query<{ total: string | number }>(`SELECT count(*) AS total FROM ${from}`, conditionParams)).rows[0].total);
    return pageOf(rows.map((row) => this.toRow(row)), total, page, perPage);
  }

  private toRow({ doc, nickname }: Row): AdminPropertyRow {
    const prefecture = doc.prefecture_id ? this.geo.listPrefectures().find((candidate) => candidate.id === doc.prefecture_id) : undefined;
    return {
      id: doc.id,
      name: doc.name,
      status_id: doc.status_id,
      status: doc.status_name,
      prefecture_id: doc.prefecture_id,
      prefecture: prefecture?.name ?? null,
      city: doc.city,
      sale_price: doc.sale_price,
      owner: { id: doc.owner_id, nickname },
      updated_at: doc.updated_at,
      registered_at: doc.registered_at,
    };
  }
}
