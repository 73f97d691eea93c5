/**
 * A member's personal data (names, address, phones, birth year...) kept outside the event log so
 * that withdrawal can erase it while the log stays intact.
 */
export interface MemberPersonalData {
  name_last: string;
  name_first: string;
  name_last_kana: string;
  name_first_kana: string;
  zipcode: string;
  city: string;
  block: string;
  building_name: string | null;
  sex_id: number | null;
  birth_year: number | null;
  company_name: string | null;
  tel_home: string | null;
  tel_mobile: string | null;
}

export abstract class PersonalDataStore {
  abstract get(subjectId: string): Promise<MemberPersonalData | null>;
  abstract put(subjectId: string, data: MemberPersonalData): Promise<void>;
  abstract erase(subjectId: string): Promise<void>;
}
