import { HOBBIES } from '../masters/master-content.catalog';
import { normalizeZipcode } from '../masters/zipcode.rule';
import { FieldErrors } from '../shared/field-errors';
import type { MemberClass } from './account.events';
import { isValidCorporateNumber } from './corporate-number.rule';
import { checkNickname } from './nickname.rule';
import { imitatesOperator, operatorNameMessage } from './operator-name.rule';
import { isPhoneOfKind, normalizePhone } from './phone-number.rule';

/** The profile form as sent by the member or an admin (snake_case, as the spec names it). */
export interface ProfileInput {
  nickname: string;
  name_last: string;
  name_first: string;
  name_last_kana: string;
  name_first_kana: string;
  zipcode: string;
  prefecture_id: number | null;
  city: string;
  block: string;
  building_name?: string | null;
  sex_id?: number | null;
  birth_year?: number | null;
  company_name?: string | null;
  hobby_ids?: number[];
  class: number;
  corporate_number?: string | null;
  homebuilder_number?: string | null;
  tel_home?: string | null;
  tel_mobile?: string | null;
}

/** A checked profile: trimmed, half-width where the spec wants it, optional fields null. */
export interface Profile {
  nickname: string;
  name_last: string;
  name_first: string;
  name_last_kana: string;
  name_first_kana: string;
  zipcode: string;
  prefecture_id: number;
  city: string;
  block: string;
  building_name: string | null;
  sex_id: number | null;
  birth_year: number | null;
  company_name: string | null;
  hobby_ids: number[];
  class: MemberClass;
  corporate_number: string | null;
  homebuilder_number: string | null;
  tel_home: string | null;
  tel_mobile: string | null;
}

export const SEX_LABELS: Readonly<Record<number, string>> = { 1: '男性', 2: '女性', 3: '回答しない' };
export const OLDEST_BIRTH_YEAR = 1900;
export const MINIMUM_AGE = 18;

const KATAKANA = /^[\p{Script=Katakana}ー・\u3000 ]+$/u;
/** Printable ASCII without spaces: the spec's half-width rule. */
const HALF_WIDTH = /^[\x21-\x7e]*$/;
const CONTROL = /\p{Cc}/u;

function text(
  value: string | null | undefined,
  field: string,
  label: string,
  max: number,
  errors: FieldErrors,
  required: boolean,
): string | null {
  const trimmed = (value ?? '').normalize('NFC').trim();
  if (trimmed.length === 0) {
    if (required) errors.add(field, `${label}を入力してください。`);
    return null;
  }
  if ([...trimmed].length > max) errors.add(field, `${label}は${max}文字以内で入力してください。`);
  else if (CONTROL.test(trimmed)) errors.add(field, `${label}に使えない文字が含まれています。`);
  return trimmed;
}

/** Hiragana typed by mistake is turned into katakana; anything else that is not katakana is refused. */
function kana(value: string, field: string, label: string, errors: FieldErrors): string {
  const folded = value
    .normalize('NFKC')
    .trim()
    .replace(/[\u3041-\u3096]/g, (character) => String.fromCharCode(character.charCodeAt(0) + 0x60));
  if (folded.length === 0) errors.add(field, `${label}を入力してください。`);
  else if ([...folded].length > 30) errors.add(field, `${label}は30文字以内で入力してください。`);
  else if (!KATAKANA.test(folded)) errors.add(field, `${label}は全角カタカナで入力してください。`);
  return folded;
}

function halfWidth(value: string | null | undefined, field: string, label: string, max: number, errors: FieldErrors): string | null {
  const trimmed = (value ?? '').normalize('NFKC').trim();
  if (trimmed.length === 0) return null;
  if (!HALF_WIDTH.test(trimmed)) errors.add(field, `${label}は半角英数字と記号で、空白を入れずに入力してください。`);
  else if (trimmed.length > max) errors.add(field, `${label}は${max}文字以内で入力してください。`);
  return trimmed;
}

function phone(value: string | null | undefined, field: string, kind: 'home' | 'mobile', errors: FieldErrors): string | null {
  if (!value || value.replace(/-/g, '').trim() === '') return null;
  const label = kind === 'home' ? '電話番号（自宅）' : '携帯電話番号';
  const normalized = normalizePhone(value);
  if (!normalized) {
    errors.add(field, `${label}は市外局番から3つに分けて、半角数字で入力してください（例: ${kind === 'home' ? '03-1234-5678' : '090-1234-5678'}）。`);
    return null;
  }
  if (!isPhoneOfKind(normalized, kind)) {
    errors.add(field, kind === 'mobile' ? '携帯電話番号は070・080・090などで始まる11桁で入力してください。' : '電話番号（自宅）は10桁で入力してください。');
    return null;
  }
  return normalized;
}

/**
 * Checks a whole profile and returns it normalised, or throws one error naming every wrong field.
 * `now` fixes the current year for the birth-year range.
 */
export function checkProfile(input: ProfileInput, now: string): Profile {
  const errors = new FieldErrors();
  const nickname = checkNickname(input.nickname ?? '', errors);
  const name_last = text(input.name_last, 'name_last', '姓', 20, errors, true) ?? '';
  const name_first = text(input.name_first, 'name_first', '名', 20, errors, true) ?? '';
  const name_last_kana = kana(input.name_last_kana ?? '', 'name_last_kana', 'セイ', errors);
  const name_first_kana = kana(input.name_first_kana ?? '', 'name_first_kana', 'メイ', errors);

  const zipcode = normalizeZipcode(input.zipcode ?? '');
  if (!input.zipcode) errors.add('zipcode', '郵便番号を入力してください。');
  else if (!zipcode) errors.add('zipcode', '郵便番号は7桁の数字で入力してください（例: 123-4567）。');

  const prefecture_id = input.prefecture_id;
  if (prefecture_id === null || prefecture_id === undefined) errors.add('prefecture_id', '都道府県を選択してください。');
  else if (!Number.isInteger(prefecture_id) || prefecture_id < 1 || prefecture_id > 47) errors.add('prefecture_id', '都道府県の指定が正しくありません。');

  const city = text(input.city, 'city', '市区町村', 50, errors, true) ?? '';
  const block = text(input.block, 'block', '番地', 100, errors, true) ?? '';
  const building_name = text(input.building_name, 'building_name', '建物名', 100, errors, false);

  const sex_id = input.sex_id ?? null;
  if (sex_id !== null && !(sex_id in SEX_LABELS)) errors.add('sex_id', '性別の指定が正しくありません。');

  const birth_year = input.birth_year ?? null;
  const latestBirthYear = Number(now.slice(0, 4)) - MINIMUM_AGE;
  if (birth_year !== null && (!Number.isInteger(birth_year) || birth_year < OLDEST_BIRTH_YEAR || birth_year > latestBirthYear)) {
    errors.add('birth_year', `生まれ年は${OLDEST_BIRTH_YEAR}年から${latestBirthYear}年の間で選択してください。`);
  }

  const hobby_ids = [...new Set(input.hobby_ids ?? [])];
  if (hobby_ids.some((id) => !HOBBIES.some((hobby) => hobby.id === id))) errors.add('hobby_ids', '趣味の指定が正しくありません。');

  const memberClass = input.class;
  if (memberClass !== 1 && memberClass !== 2) errors.add('class', '会員種別は個人または法人を選択してください。');
  const isCorporation = memberClass === 2;
  const company_name = text(input.company_name, 'company_name', '会社名', 100, errors, isCorporation);
  if (company_name && imitatesOperator(company_name)) errors.add('company_name', operatorNameMessage('会社名'));

  let corporate_number: string | null = null;
  if (isCorporation) {
    corporate_number = halfWidth(input.corporate_number, 'corporate_number', '法人番号', 13, errors);
    if (corporate_number === null) errors.add('corporate_number', '法人番号を入力してください。');
    else if (!errors.has('corporate_number') && !isValidCorporateNumber(corporate_number)) {
      errors.add('corporate_number', '法人番号は13桁の数字で、正しい番号を入力してください。');
    }
  }
  const homebuilder_number = halfWidth(input.homebuilder_number, 'homebuilder_number', '住宅事業者番号', 30, errors);

  const tel_home = phone(input.tel_home, 'tel_home', 'home', errors);
  const tel_mobile = phone(input.tel_mobile, 'tel_mobile', 'mobile', errors);
  if (!tel_home && !tel_mobile && !errors.has('tel_home') && !errors.has('tel_mobile')) {
    errors.add('tel_mobile', '電話番号（自宅）か携帯電話番号のどちらかを入力してください。');
  }

  errors.throwIfAny('profile.invalid');
  return {
    nickname,
    name_last,
    name_first,
    name_last_kana,
    name_first_kana,
    zipcode: zipcode as string,
    prefecture_id: prefecture_id as number,
    city,
    block,
    building_name,
    sex_id,
    birth_year,
    company_name,
    hobby_ids,
    class: memberClass as MemberClass,
    corporate_number,
    homebuilder_number,
    tel_home,
    tel_mobile,
  };
}
