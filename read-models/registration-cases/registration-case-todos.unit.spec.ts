import type { RegistrationCaseEvent } from '../../domain/registration-cases/registration-case.events';
import type { ContractTodoFields } from '../contracts/contract-todos';
import type { ProjectedEvent } from '../shared/projector';
import { isRegistrationCaseTodoEvent, registrationCaseTodo, registrationCaseTodoIds } from './registration-case-todos';

const base = { thread_id: 't-1', seller_id: 's-1', buyer_id: 'b-1', lawyer_id: 'l-1', by: 'l-1', by_role: 'lawyer' as const };
const recorded = (event: RegistrationCaseEvent, minute: number): ProjectedEvent<RegistrationCaseEvent> =>
  ({ ...event, streamId: 'registration-case-t-1', streamVersion: minute, globalPosition: minute, recordedAt: `2027-01-10T01:0${minute}:00.000Z`, metadata: { actor: { id: 'l-1', role: 'lawyer' } } }) as ProjectedEvent<RegistrationCaseEvent>;
const collecting = recorded({ type: 'RegistrationDocumentsCollecting', data: { ...base, at: 'x' } }, 1);
const verified = recorded({ type: 'RegistrationDocumentsVerified', data: { ...base, at: 'x' } }, 2);

function apply(store: Map<string, ContractTodoFields>, event: ProjectedEvent<RegistrationCaseEvent>) {
  for (const id of registrationCaseTodoIds(event)) {
    const next = registrationCaseTodo(store.get(id) ?? null, event, id);
    if (next) store.set(id, next);
  }
}

describe('registration case to-dos', () => {
  it('asks both members for their documents while the scrivener collects, and closes it once verified', () => {
    const store = new Map<string, ContractTodoFields>();
    apply(store, collecting);
    expect([...store.values()].map((item) => [item.user_id, item.type, item.status, item.title])).toEqual([
      ['s-1', 7, 0, '決済に必要な書類を司法書士にお渡しください'],
      ['b-1', 7, 0, '決済に必要な書類を司法書士にお渡しください'],
    ]);
    apply(store, verified);
    expect(store.get('b-1:7:registration:t-1')).toMatchObject({ status: 1 });
    expect(store.get('s-1:8:registration:t-1')).toMatchObject({ status: 0, title: '司法書士が書類を確認しました', thread_id: 't-1' });
  });

  it('leaves the other case events alone', () => {
    expect(isRegistrationCaseTodoEvent(recorded({ type: 'RegistrationCaseAccepted', data: { ...base, at: 'x' } }, 3))).toBe(false);
    expect(isRegistrationCaseTodoEvent(collecting)).toBe(true);
  });
});
