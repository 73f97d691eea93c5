import { BOUNDARY_CHOICES, choiceLabel, ROAD_CHOICES } from '../property-choices';

describe('property choices', () => {
  it('names a chosen answer as the edit form offered it', () => {
    expect(choiceLabel(BOUNDARY_CHOICES, 2)).toBe('一部が確定していない');
    expect(choiceLabel(ROAD_CHOICES, 3)).toBe('私道');
  });

  it('leaves an unanswered question empty and shows an unknown answer by its number', () => {
    expect(choiceLabel(BOUNDARY_CHOICES, null)).toBeNull();
    expect(choiceLabel(BOUNDARY_CHOICES, 99)).toBe('選択肢 99');
  });
});
