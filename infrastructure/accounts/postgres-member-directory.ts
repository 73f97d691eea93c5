import { MemberDirectory, type MemberListFilter, type MemberListRow } from '../../application/accounts/member-directory.port';
import type { GeoMasterPort } from '../../application/masters/geo-master.port';
import { pageOf, type Page } from '../../application/shared/page';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

interface Row {
  doc: { user_id: string; nickname: string; class: number; corporate_number: string | null; prefecture_id: number | null; identification_verify_status: number; registered_at: string };
  personal: Record<string, string | number | null> | null;
  email: string | null;
  total: number;
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
const withoutHyphens = (phone: unknown) => (typeof phone === 'string' ? phone.replace(/-/g, '') : null);

/** The admin's member search: the members read model joined with personal data and sign-in addresses. */
export class PostgresMemberDirectory extends MemberDirectory {
  constructor(
    private readonly db: Database,
    private readonly geo: GeoMasterPort,
  ) {
    super();
  }

  async search(filter: MemberListFilter, page: number, perPage: number): Promise<Page<MemberListRow>> {
    const schema = ident(this.db.schema);
    const params: unknown[] = [];
    const where = [`m.status = 'active'`];
    const add = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const name = filter.name?.replace(/[\s\u3000]/g, '');
    if (name) {
      const pattern = add(likePattern(name));
      where.push(
        `(coalesce(p.data->>'name_last', '') || coalesce(p.data->>'name_first', '') ILIKE ${pattern}
          OR coalesce(p.data->>'name_last_kana', '') || coalesce(p.data->>'name_first_kana', '') ILIKE ${pattern})`,
      );
    }
    if (filter.nickname?.trim()) where.push(`m.nickname ILIKE ${add(likePattern(filter.nickname.trim()))}`);
    if (filter.email?.trim()) where.push(`c.email ILIKE ${add(likePattern(filter.email.trim().toLowerCase()))}`);
    if (filter.class !== undefined) where.push(`m.class = ${add(filter.class)}`);
    if (filter.identification_verify_status !== undefined) where.push(`m.identification_verify_status = ${add(filter.identification_verify_status)}`);
    if (filter.prefecture_id !== undefined) where.push(`m.prefecture_id = ${add(filter.prefecture_id)}`);
    const limit = add(perPage);
    const offset = add((page - 1) * perPage);
    const { rows } = await this.db.query<Row>(
      `SELECT m.doc, p.data AS personal, c.email, count(*) OVER () AS total
         FROM ${schema}.${ident(readModelTable({ collection: MEMBERS_COLLECTION }))} m
         LEFT JOIN ${schema}.personal_data p ON p.subject_id = m.id
         LEFT JOIN ${schema}.credentials c ON c.subject_id = m.id
        WHERE ${where.join(' AND ')}
        ORDER BY m.registered_at DESC, m.id
        LIMIT ${limit} OFFSET ${offset}`,
      params,
    );
    const total = rows.length > 0 ? Number(rows[0].total) : await this.countOnly(where, params.slice(0, -2));
    return pageOf(rows.map((row) => this.toRow(row)), total, page, perPage);
  }

  private async countOnly(where: string[], params: unknown[]): Promise<number> {
    const schema = ident(this.db.schema);
    const { rows } = await this.db.query<{ total: number }>(
      `SELECT count(*) AS total FROM ${schema}.${ident(readModelTable({ collection: MEMBERS_COLLECTION }))} m
         LEFT JOIN ${schema}.personal_data p ON p.subject_id = m.id
         LEFT JOIN ${schema}.credentials c ON c.subject_id = m.id
        WHERE ${where.join(' AND ')}`,
      params,
    );
    return Number(rows[0].total);
  }

  private toRow({ doc, personal, email }: Row): MemberListRow {
    const text = (field: string) => (personal?.[field] ?? null) as string | null;
    const prefecture = doc.prefecture_id ? this.geo.listPrefectures().find((candidate) => candidate.id === doc.prefecture_id) : undefined;
    return {
      id: doc.user_id,
      nickname: doc.nickname,
      email,
      name_last: text('name_last'),
      name_first: text('name_first'),
      zipcode: text('zipcode'),
      prefecture_name: prefecture?.name ?? null,
      city: text('city'),
      block: text('block'),
      building_name: text('building_name'),
      class: doc.class,
      tel_mobile: withoutHyphens(personal?.tel_mobile),
      tel_home: withoutHyphens(personal?.tel_home),
      birth_year: (personal?.birth_year ?? null) as number | null,
      company_name: text('company_name'),
      corporate_number: doc.corporate_number,
      identification_verify_status: doc.identification_verify_status,
      registered_at: doc.registered_at,
    };
  }
}
