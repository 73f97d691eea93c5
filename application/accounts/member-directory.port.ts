import type { Page } from '../shared/page';

export interface MemberListFilter {
  name?: string;
  nickname?: string;
  email?: string;
  class?: number;
  identification_verify_status?: number;
  prefecture_id?: number;
}

/** The spec's admin user-list row; phone numbers without hyphens. */
export interface MemberListRow {
  id: string;
  nickname: string;
  email: string | null;
  name_last: string | null;
  name_first: string | null;
  zipcode: string | null;
  prefecture_name: string | null;
  city: string | null;
  block: string | null;
  building_name: string | null;
  class: number;
  tel_mobile: string | null;
  tel_home: string | null;
  birth_year: number | null;
  company_name: string | null;
  corporate_number: string | null;
  identification_verify_status: number;
  registered_at: string;
}

/** Searches active members across the read model, personal data and sign-in addresses. */
export abstract class MemberDirectory {
  abstract search(filter: MemberListFilter, page: number, perPage: number): Promise<Page<MemberListRow>>;
}
