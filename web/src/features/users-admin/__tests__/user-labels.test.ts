import { classLabel, fullName, identificationStatus, listPhone, partyLabel } from '../lib/user-labels';

describe('user labels', () => {
  it('names class 2 法人 and anything else 個人', () => {
    expect(classLabel(2)).toBe('法人');
    expect(classLabel(1)).toBe('個人');
    expect(classLabel(null)).toBe('個人');
  });

  it('labels each identification status', () => {
    expect([1, 2, 3, 4].map((status) => identificationStatus(status).label)).toEqual(['未提出', '確認待ち', '確認済み', '差し戻し']);
    expect(identificationStatus(9).label).toBe('未提出');
  });

  it('drops hyphens from list phone numbers', () => {
    expect(listPhone('090-1234-5678')).toBe('09012345678');
    expect(listPhone('03－1234－5678')).toBe('0312345678');
    expect(listPhone(null)).toBe('');
  });

  it('joins the family and given names', () => {
    expect(fullName({ name_last: '山田', name_first: '花子' })).toBe('山田 花子');
    expect(fullName({ name_last: '山田', name_first: null })).toBe('山田');
  });

  it('names who acted', () => {
    expect(partyLabel({ id: '00000000-0000-4000-8000-000000000001', role: 'admin', name: '事務局 管理者' })).toBe('事務局 管理者（管理者）');
    expect(partyLabel({ id: '0db7b66d-b7a8-4249-9702-e19624bd7fc3', role: 'member', name: 'はなこ' })).toBe('はなこ（会員）');
    expect(partyLabel({ id: '0db7b66d-b7a8-4249-9702-e19624bd7fc3', role: 'member', name: null })).toBe('会員（ID 0db7b66d）');
    expect(partyLabel({ id: 'system', role: 'system' })).toBe('システム');
    expect(partyLabel(null)).toBe('');
  });
});
