import { WithdrawDto, ProfileDto } from '../accounts/account.dtos';
import { AdminPropertyUpdateDto } from '../properties/admin-property.dtos';
import { PropertyEditDto } from '../properties/property.dtos';
import { multilineFieldsOf } from './multiline-text.decorator';

describe('Multi-line text fields', () => {
  it("are the ones a form shows as a text area: a listing's descriptions and access", () => {
    expect([...multilineFieldsOf(PropertyEditDto)].sort()).toEqual(['access', 'detail_1', 'detail_2', 'detail_3', 'detail_4', 'detail_5', 'neighbors_text']);
  });

  it('carry over to a DTO that extends another', () => {
    expect([...multilineFieldsOf(AdminPropertyUpdateDto)].sort()).toEqual([...multilineFieldsOf(PropertyEditDto)].sort());
  });

  it('are none in a form of names and addresses, and only the reason in a withdrawal', () => {
    expect(multilineFieldsOf(ProfileDto)).toEqual([]);
    expect(multilineFieldsOf(WithdrawDto)).toEqual(['reason']);
    expect(multilineFieldsOf(undefined)).toEqual([]);
  });
});
