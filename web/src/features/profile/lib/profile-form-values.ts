import type { Profile, ProfileInput } from '../api/profile.api';
import { normalizeZipcode } from './profile-rules';

/** What the form holds: text fields as strings, so that clearing one is an empty string. */
export interface ProfileFormValues {
  nickname: string;
  name_last: string;
  name_first: string;
  name_last_kana: string;
  name_first_kana: string;
  zipcode: string;
  prefecture_id: number | undefined;
  city: string;
  block: string;
  building_name: string;
  sex_id: number | undefined;
  birth_year: number | undefined;
  company_name: string;
  hobby_ids: number[];
  class: number;
  corporate_number: string;
  homebuilder_number: string;
  tel_home: string;
  tel_mobile: string;
}

export const PROFILE_FIELDS: readonly (keyof ProfileFormValues)[] = [
  'nickname',
  'name_last',
  'name_first',
  'name_last_kana',
  'name_first_kana',
  'zipcode',
  'prefecture_id',
  'city',
  'block',
  'building_name',
  'sex_id',
  'birth_year',
  'company_name',
  'hobby_ids',
  'class',
  'corporate_number',
  'homebuilder_number',
  'tel_home',
  'tel_mobile',
];

export function toFormValues(profile: Profile): ProfileFormValues {
  return {
    nickname: profile.nickname ?? '',
    name_last: profile.name_last ?? '',
    name_first: profile.name_first ?? '',
    name_last_kana: profile.name_last_kana ?? '',
    name_first_kana: profile.name_first_kana ?? '',
    zipcode: profile.zipcode ?? '',
    prefecture_id: profile.prefecture_id ?? undefined,
    city: profile.city ?? '',
    block: profile.block ?? '',
    building_name: profile.building_name ?? '',
    sex_id: profile.sex_id ?? undefined,
    birth_year: profile.birth_year ?? undefined,
    company_name: profile.company_name ?? '',
    hobby_ids: Array.isArray(profile.hobby_ids) ? profile.hobby_ids : [],
    class: profile.class === 2 ? 2 : 1,
    corporate_number: profile.corporate_number ?? '',
    homebuilder_number: profile.homebuilder_number ?? '',
    tel_home: profile.tel_home ?? '',
    tel_mobile: profile.tel_mobile ?? '',
  };
}

function text(value: string | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** Fields the form requires, which the API takes only as text. */
function requiredText(value: string | undefined): string {
  return (value ?? '').trim();
}

/** Empty optional text is sent as null; an individual member has no corporate number. */
export function toProfileInput(values: ProfileFormValues): ProfileInput {
  const zipcode = normalizeZipcode(values.zipcode);
  return {
    nickname: (values.nickname ?? '').trim(),
    name_last: requiredText(values.name_last),
    name_first: requiredText(values.name_first),
    name_last_kana: requiredText(values.name_last_kana),
    name_first_kana: requiredText(values.name_first_kana),
    zipcode,
    prefecture_id: values.prefecture_id ?? null,
    city: requiredText(values.city),
    block: requiredText(values.block),
    building_name: text(values.building_name),
    sex_id: values.sex_id ?? null,
    birth_year: values.birth_year ?? null,
    company_name: text(values.company_name),
    hobby_ids: values.hobby_ids ?? [],
    class: values.class === 2 ? 2 : 1,
    corporate_number: values.class === 2 ? text(values.corporate_number) : null,
    homebuilder_number: text(values.homebuilder_number),
    tel_home: text(values.tel_home),
    tel_mobile: text(values.tel_mobile),
  };
}
