import { DomainError } from '../shared/domain-error';
import { serviceOptionDecider, type ServiceOptionCommand } from './service-option.decider';
import type { ServiceOptionEvent } from './service-option.events';

const now = '2026-11-24T10:00:00.000Z';
const content = { name: '売却サポートサービス', description: '司法書士がお手伝いします。', price: 55000, active: true };
const defined: ServiceOptionEvent = { type: 'ServiceOptionDefined', data: { option_id: 1, ...content, defined_at: now } };
const given = (events: ServiceOptionEvent[]) => events.reduce(serviceOptionDecider.evolve, serviceOptionDecider.initialState());
const decide = (command: ServiceOptionCommand, events: ServiceOptionEvent[]) => serviceOptionDecider.decide(command, given(events));
const errorOf = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
};

describe('Service option / when not defined', () => {
  it('is defined once; a second definition leaves what admins changed', () => {
    expect(decide({ type: 'DefineServiceOption', option_id: 1, content, now }, [])).toEqual([defined]);
    expect(decide({ type: 'DefineServiceOption', option_id: 1, content: { ...content, price: 1 }, now }, [defined])).toEqual([]);
  });

  it('cannot be updated', () => {
    expect(errorOf(() => decide({ type: 'UpdateServiceOption', draft: { price: 1 }, now }, [])).code).toBe('option.not_found');
  });
});

describe('Service option / when defined', () => {
  it('changes only the fields sent, the price read with thousands commas', () => {
    expect(decide({ type: 'UpdateServiceOption', draft: { price: '33,000', active: false }, now }, [defined])).toEqual([
      { type: 'ServiceOptionUpdated', data: { option_id: 1, ...content, price: 33000, active: false, updated_at: now } },
    ]);
  });

  it('records nothing when nothing changes', () => {
    expect(decide({ type: 'UpdateServiceOption', draft: { name: '売却サポートサービス', price: 55000 }, now }, [defined])).toEqual([]);
  });

  it('names every wrong field at once', () => {
    const error = errorOf(() => decide({ type: 'UpdateServiceOption', draft: { name: '', description: 7, price: -1, active: 'yes' }, now }, [defined]));
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.fields).sort()).toEqual(['active', 'description', 'name', 'price']);
    expect(error.fields.price).toEqual(['料金は0から10,000,000までの整数（円・税込）で入力してください。']);
    for (const price of [1.5, 10_000_001, '1e3', null]) {
      expect(errorOf(() => decide({ type: 'UpdateServiceOption', draft: { price }, now }, [defined])).fields.price).toHaveLength(1);
    }
  });
});
