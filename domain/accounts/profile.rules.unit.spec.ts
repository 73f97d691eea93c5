import { DomainError } from '../shared/domain-error';
import { checkProfile, type ProfileInput } from './profile.rules';

const now = '2026-11-22T09:00:00.000Z';

const valid: ProfileInput = {
  nickname: 'たろう',
  name_last: '山田',
  name_first: '太郎',
  name_last_kana: 'ヤマダ',
  name_first_kana: 'タロウ',
  zipcode: '100-0001',
  prefecture_id: 13,
  city: '千代田区',
  block: '千代田1-1',
  class: 1,
  tel_mobile: '090-1234-5678',
};

const corporation: ProfileInput = { ...valid, class: 2, company_name: '株式会社空き家', corporate_number: '7000012050002' };

function caught(run: () => unknown): DomainError {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

/** The field messages `checkProfile` answers for this input. */
function errorsOf(input: ProfileInput, at = now): Record<string, string[]> {
  return caught(() => checkProfile(input, at)).fields;
}

describe('Profile / a complete personal profile', () => {
  it('is returned normalised, with the optional fields null', () => {
    expect(checkProfile(valid, now)).toEqual({
      nickname: 'たろう',
      name_last: '山田',
      name_first: '太郎',
      name_last_kana: 'ヤマダ',
      name_first_kana: 'タロウ',
      zipcode: '1000001',
      prefecture_id: 13,
      city: '千代田区',
      block: '千代田1-1',
      building_name: null,
      sex_id: null,
      birth_year: null,
      company_name: null,
      hobby_ids: [],
      class: 1,
      corporate_number: null,
      homebuilder_number: null,
      tel_home: null,
      tel_mobile: '090-1234-5678',
    });
  });

  it('trims text fields', () => {
    const profile = checkProfile({ ...valid, name_last: ' 山田 ', city: '\u3000千代田区\u3000', building_name: ' メゾン101 ' }, now);
    expect(profile).toMatchObject({ name_last: '山田', city: '千代田区', building_name: 'メゾン101' });
  });

  it('keeps every optional field given', () => {
    const profile = checkProfile(
      { ...valid, building_name: 'メゾン101', sex_id: 2, birth_year: 1980, hobby_ids: [1, 18], homebuilder_number: 'T-123', tel_home: '03-1234-5678' },
      now,
    );
    expect(profile).toMatchObject({
      building_name: 'メゾン101',
      sex_id: 2,
      birth_year: 1980,
      hobby_ids: [1, 18],
      homebuilder_number: 'T-123',
      tel_home: '03-1234-5678',
      tel_mobile: '090-1234-5678',
    });
  });
});

describe('Profile / nickname and names', () => {
  it('requires a nickname', () => {
    expect(errorsOf({ ...valid, nickname: '  ' })).toEqual({ nickname: ['ニックネームを入力してください。'] });
  });

  it('requires the last and first names', () => {
    expect(errorsOf({ ...valid, name_last: '', name_first: ' ' })).toEqual({
      name_last: ['姓を入力してください。'],
      name_first: ['名を入力してください。'],
    });
  });

  it('accepts names of 20 characters and refuses 21', () => {
    expect(checkProfile({ ...valid, name_last: '𠮷'.repeat(20) }, now).name_last).toBe('𠮷'.repeat(20));
    expect(errorsOf({ ...valid, name_last: 'あ'.repeat(21), name_first: 'あ'.repeat(21) })).toEqual({
      name_last: ['姓は20文字以内で入力してください。'],
      name_first: ['名は20文字以内で入力してください。'],
    });
  });

  it('refuses control characters', () => {
    expect(errorsOf({ ...valid, name_last: '山\u0007田' })).toEqual({ name_last: ['姓に使えない文字が含まれています。'] });
  });
});

describe('Profile / name readings (kana)', () => {
  it('accepts katakana with a long-vowel mark, a middle dot and spaces', () => {
    const profile = checkProfile({ ...valid, name_last_kana: 'マクドナルド', name_first_kana: 'ルーシー・アン メイ' }, now);
    expect(profile.name_first_kana).toBe('ルーシー・アン メイ');
  });

  it('turns hiragana into katakana', () => {
    const profile = checkProfile({ ...valid, name_last_kana: 'やまだ', name_first_kana: 'たろう' }, now);
    expect(profile).toMatchObject({ name_last_kana: 'ヤマダ', name_first_kana: 'タロウ' });
  });

  it('turns a mix of hiragana and katakana into katakana', () => {
    expect(checkProfile({ ...valid, name_first_kana: 'たロう' }, now).name_first_kana).toBe('タロウ');
  });

  it('turns half-width katakana into full-width', () => {
    expect(checkProfile({ ...valid, name_last_kana: 'ﾔﾏﾀﾞ' }, now).name_last_kana).toBe('ヤマダ');
  });

  it.each(['山田', 'yamada', 'ヤマダ1', 'ヤマダ!'])('refuses %j', (kana) => {
    expect(errorsOf({ ...valid, name_last_kana: kana })).toEqual({ name_last_kana: ['セイは全角カタカナで入力してください。'] });
  });

  it('requires both readings', () => {
    expect(errorsOf({ ...valid, name_last_kana: '', name_first_kana: '\u3000' })).toEqual({
      name_last_kana: ['セイを入力してください。'],
      name_first_kana: ['メイを入力してください。'],
    });
  });

  it('accepts 30 characters and refuses 31', () => {
    expect(checkProfile({ ...valid, name_first_kana: 'ア'.repeat(30) }, now).name_first_kana).toHaveLength(30);
    expect(errorsOf({ ...valid, name_first_kana: 'ア'.repeat(31) })).toEqual({ name_first_kana: ['メイは30文字以内で入力してください。'] });
  });
});

describe('Profile / address', () => {
  it.each(['1000001', '100-0001', '１００－０００１', '〒100-0001', '100ー0001'])('accepts the zipcode %j as 7 digits', (zipcode) => {
    expect(checkProfile({ ...valid, zipcode }, now).zipcode).toBe('1000001');
  });

  it('requires a zipcode', () => {
    expect(errorsOf({ ...valid, zipcode: '' })).toEqual({ zipcode: ['郵便番号を入力してください。'] });
  });

  it.each(['100-001', '10000011', '10-00001', 'abc-defg'])('refuses the zipcode %j', (zipcode) => {
    expect(errorsOf({ ...valid, zipcode })).toEqual({ zipcode: ['郵便番号は7桁の数字で入力してください（例: 123-4567）。'] });
  });

  it.each([1, 47])('accepts prefecture %d', (prefecture_id) => {
    expect(checkProfile({ ...valid, prefecture_id }, now).prefecture_id).toBe(prefecture_id);
  });

  it('requires a prefecture', () => {
    expect(errorsOf({ ...valid, prefecture_id: null })).toEqual({ prefecture_id: ['都道府県を選択してください。'] });
  });

  it.each([0, 48, -1, 13.5])('refuses prefecture %d', (prefecture_id) => {
    expect(errorsOf({ ...valid, prefecture_id })).toEqual({ prefecture_id: ['都道府県の指定が正しくありません。'] });
  });

  it('requires a city and a block', () => {
    expect(errorsOf({ ...valid, city: '', block: '' })).toEqual({
      city: ['市区町村を入力してください。'],
      block: ['番地を入力してください。'],
    });
  });

  it('limits the city to 50 characters, the block and building to 100', () => {
    expect(checkProfile({ ...valid, city: 'あ'.repeat(50), block: 'あ'.repeat(100), building_name: 'あ'.repeat(100) }, now)).toBeTruthy();
    expect(errorsOf({ ...valid, city: 'あ'.repeat(51), block: 'あ'.repeat(101), building_name: 'あ'.repeat(101) })).toEqual({
      city: ['市区町村は50文字以内で入力してください。'],
      block: ['番地は100文字以内で入力してください。'],
      building_name: ['建物名は100文字以内で入力してください。'],
    });
  });

  it('stores a blank building name as null', () => {
    expect(checkProfile({ ...valid, building_name: '  ' }, now).building_name).toBeNull();
  });
});

describe('Profile / sex, birth year and hobbies', () => {
  it.each([1, 2, 3])('accepts sex %d', (sex_id) => {
    expect(checkProfile({ ...valid, sex_id }, now).sex_id).toBe(sex_id);
  });

  it.each([0, 4])('refuses sex %d', (sex_id) => {
    expect(errorsOf({ ...valid, sex_id })).toEqual({ sex_id: ['性別の指定が正しくありません。'] });
  });

  it('accepts birth years from 1900 to 18 years before now', () => {
    expect(checkProfile({ ...valid, birth_year: 1900 }, now).birth_year).toBe(1900);
    expect(checkProfile({ ...valid, birth_year: 2008 }, now).birth_year).toBe(2008);
  });

  it.each([1899, 2009, 1980.5])('refuses birth year %d', (birth_year) => {
    expect(errorsOf({ ...valid, birth_year })).toEqual({ birth_year: ['生まれ年は1900年から2008年の間で選択してください。'] });
  });

  it('moves the latest birth year with the current time', () => {
    expect(checkProfile({ ...valid, birth_year: 2012 }, '2030-01-01T00:00:00.000Z').birth_year).toBe(2012);
    expect(errorsOf({ ...valid, birth_year: 2012 }, '2029-12-31T23:59:59.000Z')).toEqual({
      birth_year: ['生まれ年は1900年から2011年の間で選択してください。'],
    });
  });

  it('accepts hobbies from the catalog, dropping repeats', () => {
    expect(checkProfile({ ...valid, hobby_ids: [3, 1, 3, 18] }, now).hobby_ids).toEqual([3, 1, 18]);
  });

  it.each([[[0]], [[19]], [[1, 99]]])('refuses hobbies %j outside the catalog', (hobby_ids) => {
    expect(errorsOf({ ...valid, hobby_ids })).toEqual({ hobby_ids: ['趣味の指定が正しくありません。'] });
  });
});

describe('Profile / member class', () => {
  it.each([0, 3])('refuses class %d', (memberClass) => {
    expect(errorsOf({ ...valid, class: memberClass })).toEqual({ class: ['会員種別は個人または法人を選択してください。'] });
  });

  it('drops a corporate number sent for a person', () => {
    expect(checkProfile({ ...valid, corporate_number: '7000012050002' }, now).corporate_number).toBeNull();
  });

  it('does not ask a person for a company name', () => {
    expect(checkProfile({ ...valid, company_name: '' }, now).company_name).toBeNull();
  });

  it('accepts a corporation with a company name and a valid corporate number', () => {
    expect(checkProfile(corporation, now)).toMatchObject({ class: 2, company_name: '株式会社空き家', corporate_number: '7000012050002' });
  });

  it('turns a full-width corporate number into ASCII', () => {
    expect(checkProfile({ ...corporation, corporate_number: '７００００１２０５０００２' }, now).corporate_number).toBe(
      '7000012050002',
    );
  });

  it('refuses a company name or nickname that passes for the operator', () => {
    expect(errorsOf({ ...corporation, nickname: '運営チーム', company_name: '株式会社イエトチ直売所' })).toEqual({
      nickname: ['ニックネームに「事務局」「運営」「管理者」「公式」やサイト名など、運営者と紛らわしい言葉は使用できません。'],
      company_name: ['会社名に「事務局」「運営」「管理者」「公式」やサイト名など、運営者と紛らわしい言葉は使用できません。'],
    });
  });

  it('requires a company name and a corporate number from a corporation', () => {
    expect(errorsOf({ ...corporation, company_name: ' ', corporate_number: null })).toEqual({
      company_name: ['会社名を入力してください。'],
      corporate_number: ['法人番号を入力してください。'],
    });
  });

  it.each([
    ['7000012050003', 'the last digit changed'],
    ['6000012050002', 'the check digit changed'],
    ['7000012050020', 'two digits swapped'],
    ['700001205000', 'twelve digits'],
    ['ABCDEFGHIJKLM', 'letters'],
  ])('refuses the corporate number %s (%s)', (corporate_number) => {
    expect(errorsOf({ ...corporation, corporate_number })).toEqual({
      corporate_number: ['法人番号は13桁の数字で、正しい番号を入力してください。'],
    });
  });

  it('refuses a corporate number over 13 characters', () => {
    expect(errorsOf({ ...corporation, corporate_number: '70000120500020' })).toEqual({
      corporate_number: ['法人番号は13文字以内で入力してください。'],
    });
  });

  it('refuses a corporate number with a space inside, with one message', () => {
    expect(errorsOf({ ...corporation, corporate_number: '7000 012050002' })).toEqual({
      corporate_number: ['法人番号は半角英数字と記号で、空白を入れずに入力してください。'],
    });
  });

  it('accepts a homebuilder licence number in half-width characters and refuses one with Japanese', () => {
    expect(checkProfile({ ...valid, homebuilder_number: '１３－（１）１２３４５' }, now).homebuilder_number).toBe('13-(1)12345');
    expect(errorsOf({ ...valid, homebuilder_number: '東京都知事(1)第12345号' })).toEqual({
      homebuilder_number: ['住宅事業者番号は半角英数字と記号で、空白を入れずに入力してください。'],
    });
    expect(errorsOf({ ...valid, homebuilder_number: '1'.repeat(31) })).toEqual({
      homebuilder_number: ['住宅事業者番号は30文字以内で入力してください。'],
    });
  });
});

describe('Profile / phone numbers', () => {
  const homeShape = '電話番号（自宅）は市外局番から3つに分けて、半角数字で入力してください（例: 03-1234-5678）。';
  const mobileShape = '携帯電話番号は市外局番から3つに分けて、半角数字で入力してください（例: 090-1234-5678）。';

  it.each([
    ['03-1234-5678', '03-1234-5678'],
    ['0123-45-6789', '0123-45-6789'],
    ['０３－１２３４－５６７８', '03-1234-5678'],
    ['050-1234-5678', '050-1234-5678'],
  ])('accepts the home phone %j as %j', (tel_home, expected) => {
    expect(checkProfile({ ...valid, tel_home, tel_mobile: null }, now).tel_home).toBe(expected);
  });

  it.each(['090-1234-5678', '080-1234-5678', '070-1234-5678', '020-1234-5678', '０９０－１２３４－５６７８', '090ー1234ー5678'])(
    'accepts the mobile phone %j',
    (tel_mobile) => {
      expect(checkProfile({ ...valid, tel_mobile }, now).tel_mobile).toMatch(/^0[27-9]0-1234-5678$/);
    },
  );

  it.each(['0312345678', '03-12345678', '03-1234-5678-9', '03-1234-567a', '3-1234-5678', '03-1234-567'])(
    'refuses the home phone %j for its shape',
    (tel_home) => {
      expect(errorsOf({ ...valid, tel_home })).toEqual({ tel_home: [homeShape] });
    },
  );

  it('refuses a mobile phone typed without hyphens', () => {
    expect(errorsOf({ ...valid, tel_mobile: '09012345678' })).toEqual({ tel_mobile: [mobileShape] });
  });

  it('refuses a mobile number as the home phone', () => {
    expect(errorsOf({ ...valid, tel_home: '090-1234-5678' })).toEqual({ tel_home: ['電話番号（自宅）は10桁で入力してください。'] });
  });

  it.each(['03-1234-5678', '010-1234-5678', '090-123-4567'])('refuses %j as a mobile phone', (tel_mobile) => {
    expect(errorsOf({ ...valid, tel_mobile })).toEqual({ tel_mobile: ['携帯電話番号は070・080・090などで始まる11桁で入力してください。'] });
  });

  it('requires one of the two phones', () => {
    const message = '電話番号（自宅）か携帯電話番号のどちらかを入力してください。';
    expect(errorsOf({ ...valid, tel_home: null, tel_mobile: null })).toEqual({ tel_mobile: [message] });
    expect(errorsOf({ ...valid, tel_home: '', tel_mobile: '--' })).toEqual({ tel_mobile: [message] });
  });

  it('does not also ask for a phone when the one given is wrong', () => {
    expect(errorsOf({ ...valid, tel_home: '03-1234', tel_mobile: null })).toEqual({ tel_home: [homeShape] });
  });

  it('keeps both phones when both are given', () => {
    expect(checkProfile({ ...valid, tel_home: '03-1234-5678' }, now)).toMatchObject({ tel_home: '03-1234-5678', tel_mobile: '090-1234-5678' });
  });
});

describe('Profile / several mistakes', () => {
  it('are reported at once, each on its field', () => {
    const error = caught(() =>
      checkProfile(
        { ...valid, name_last: '', name_first_kana: '太郎', zipcode: '123', prefecture_id: null, birth_year: 2020, tel_mobile: '03-1234-5678' },
        now,
      ),
    );
    expect(error.kind).toBe('invalid');
    expect(error.code).toBe('profile.invalid');
    expect(error.message).toBe('姓を入力してください。');
    expect(error.fields).toEqual({
      name_last: ['姓を入力してください。'],
      name_first_kana: ['メイは全角カタカナで入力してください。'],
      zipcode: ['郵便番号は7桁の数字で入力してください（例: 123-4567）。'],
      prefecture_id: ['都道府県を選択してください。'],
      birth_year: ['生まれ年は1900年から2008年の間で選択してください。'],
      tel_mobile: ['携帯電話番号は070・080・090などで始まる11桁で入力してください。'],
    });
  });
});
