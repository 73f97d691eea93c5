import type { FeeRateEvent } from '../../domain/fees/fee-rate.events';
import { BUILT_IN_REGISTRATION_TAX_PERIODS, BUILT_IN_STAMP_DUTY_PERIODS } from '../../domain/fees/built-in-fee-rates';
import type { ProjectedEvent } from '../shared/projector';
import { feeRatesProjector, type FeeRateDocument } from './fee-rates.projector';

function projected(event: FeeRateEvent, position: number, actor = { id: 'admin-1', role: 'admin' }): ProjectedEvent<FeeRateEvent> {
  return { ...event, streamId: 'fee-rate-schedule', streamVersion: position, globalPosition: position, recordedAt: '2026-11-22T00:00:00.000Z', metadata: { actor } } as ProjectedEvent<FeeRateEvent>;
}

const extension = BUILT_IN_REGISTRATION_TAX_PERIODS[2];
const added = projected({ type: 'RegistrationTaxPeriodAdded', data: { ...extension, added_at: '2026-11-01T00:00:00.000Z' } }, 7, { id: 'system', role: 'system' });
const confirmed = projected({ type: 'FeeRatePeriodConfirmed', data: { period_id: extension.period_id, notes: [], confirmed_at: '2026-11-02T00:00:00.000Z' } }, 8);
const withdrawn = projected({ type: 'FeeRatePeriodWithdrawn', data: { period_id: extension.period_id, reason: '誤り', withdrawn_at: '2026-11-03T00:00:00.000Z' } }, 9);

const fold = (events: ProjectedEvent<FeeRateEvent>[]) =>
  events.reduce<FeeRateDocument | null>((document, event) => feeRatesProjector.evolve(document, event, extension.period_id), null);

describe('Fee rates read model', () => {
  it('keys documents by period', () => {
    expect(feeRatesProjector.documentIds(added)).toEqual([extension.period_id]);
  });

  it('given a registration-tax period added, holds it unconfirmed with who added it', () => {
    expect(fold([added])).toMatchObject({
      calculator: 'registration_tax',
      rule: extension.rule,
      per_mille: 15,
      applies_to: { kind: 'land', cause: 'sale' },
      from: '2026-04-01',
      to: '2029-03-31',
      confirmed: false,
      notes: extension.notes,
      withdrawn: false,
      added_by: { id: 'system', role: 'system' },
      added_at: '2026-11-01T00:00:00.000Z',
      added_position: 7,
    });
  });

  it('says when the rates were checked: the built-in day, the day a confirmed period was added, or the day (in Japan) it was confirmed', () => {
    expect(fold([added])).toMatchObject({ confirmed: false, checked_on: null });
    expect(fold([added, confirmed])).toMatchObject({ checked_on: '2026-11-02' });
    const lateConfirmation = projected({ type: 'FeeRatePeriodConfirmed', data: { period_id: extension.period_id, notes: [], confirmed_at: '2026-11-02T16:30:00.000Z' } }, 8);
    expect(fold([added, lateConfirmation])).toMatchObject({ checked_on: '2026-11-03' });
    const builtIn = BUILT_IN_REGISTRATION_TAX_PERIODS[0];
    const seeded = projected({ type: 'RegistrationTaxPeriodAdded', data: { ...builtIn, added_at: '2026-12-24T00:00:00.000Z' } }, 1, { id: 'system', role: 'system' });
    expect(feeRatesProjector.evolve(null, seeded, builtIn.period_id)).toMatchObject({ confirmed: true, checked_on: '2026-11-23' });
    const { checked_on: _absent, ...writtenBeforeTheField } = builtIn;
    const older = projected({ type: 'RegistrationTaxPeriodAdded', data: { ...writtenBeforeTheField, added_at: '2026-11-20T00:00:00.000Z' } }, 1);
    expect(feeRatesProjector.evolve(null, older, builtIn.period_id)).toMatchObject({ checked_on: '2026-11-20' });
  });

  it('given confirmed, then withdrawn: flags, notes, who and when', () => {
    expect(fold([added, confirmed])).toMatchObject({ confirmed: true, notes: [], confirmed_by: { id: 'admin-1', role: 'admin' }, confirmed_at: '2026-11-02T00:00:00.000Z' });
    expect(fold([added, confirmed, withdrawn])).toMatchObject({ withdrawn: true, withdrawal_reason: '誤り', withdrawn_at: '2026-11-03T00:00:00.000Z' });
  });

  it('the same events twice give the same document', () => {
    expect(fold([added, confirmed, withdrawn])).toEqual(fold([added, confirmed, withdrawn]));
  });

  it('holds a stamp-duty period with its brackets', () => {
    const stamp = projected({ type: 'StampDutyPeriodAdded', data: { ...BUILT_IN_STAMP_DUTY_PERIODS[1], added_at: '2026-11-01T00:00:00.000Z' } }, 3);
    expect(feeRatesProjector.evolve(null, stamp, BUILT_IN_STAMP_DUTY_PERIODS[1].period_id)).toMatchObject({
      calculator: 'stamp_duty',
      kind: 'reduced',
      brackets: BUILT_IN_STAMP_DUTY_PERIODS[1].brackets,
      rule: null,
      per_mille: null,
    });
  });
});
