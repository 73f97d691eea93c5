import { isPhoneOfKind, normalizePhone } from './phone-number.rule';

describe('Phone number / normalising three parts', () => {
  it.each([
    ['03-1234-5678', '03-1234-5678', 'a Tokyo fixed line'],
    ['0123-45-6789', '0123-45-6789', 'a four-digit area code'],
    ['090-1234-5678', '090-1234-5678', 'a mobile'],
    ['０９０－１２３４－５６７８', '090-1234-5678', 'full-width digits and hyphens'],
    ['090ー1234ー5678', '090-1234-5678', 'long-vowel marks typed for hyphens'],
    ['090−1234−5678', '090-1234-5678', 'minus signs typed for hyphens'],
    ['090‐1234‐5678', '090-1234-5678', 'Unicode hyphens'],
    ['090ｰ1234ｰ5678', '090-1234-5678', 'half-width long-vowel marks'],
    ['  03-1234-5678 ', '03-1234-5678', 'surrounding spaces'],
  ])('reads %j as %j (%s)', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['0312345678', 'no hyphens'],
    ['03-12345678', 'two parts'],
    ['03-1234-56-78', 'four parts'],
    ['03--12345678', 'an empty part'],
    ['3-1234-5678', 'no leading 0'],
    ['03-123-456', 'nine digits'],
    ['090-1234-56789', 'twelve digits'],
    ['03-1234-567a', 'a letter'],
    ['03 1234 5678', 'spaces for hyphens'],
    ['+81-3-12345678', 'an international prefix'],
    ['012345-1-2345', 'a part of six digits'],
  ])('refuses %j (%s)', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('Phone number / kinds', () => {
  it.each(['090-1234-5678', '080-1234-5678', '070-1234-5678', '020-1234-5678', '060-1234-5678'])('takes %s as a mobile', (phone) => {
    expect(isPhoneOfKind(phone, 'mobile')).toBe(true);
  });

  it.each(['03-1234-5678', '010-1234-5678', '090-123-4567', '001-1234-5678'])('does not take %s as a mobile', (phone) => {
    expect(isPhoneOfKind(phone, 'mobile')).toBe(false);
  });

  it.each(['03-1234-5678', '0123-45-6789', '050-1234-5678'])('takes %s as a home phone', (phone) => {
    expect(isPhoneOfKind(phone, 'home')).toBe(true);
  });

  it('takes an IP phone (050) as either kind', () => {
    expect(isPhoneOfKind('050-1234-5678', 'home')).toBe(true);
    expect(isPhoneOfKind('050-1234-5678', 'mobile')).toBe(true);
  });

  it.each(['090-1234-5678', '080-1234-5678'])('does not take the mobile %s as a home phone', (phone) => {
    expect(isPhoneOfKind(phone, 'home')).toBe(false);
  });
});
