import { DomainError } from '../shared/domain-error';
import { adminDecider, type AdminCommand } from './admin.decider';
import type { AdminEvent } from './admin.events';

const now = '2026-11-22T09:00:00.000Z';

function given(events: AdminEvent[]) {
  const state = events.reduce(adminDecider.evolve, adminDecider.initialState());
  return { when: (command: AdminCommand) => () => adminDecider.decide(command, state) };
}

const register: AdminCommand = { type: 'RegisterAdmin', admin_id: 'a-1', name: '事務局 花子', now };
const registered: AdminEvent = { type: 'AdminRegistered', data: { admin_id: 'a-1', name: '事務局 花子', registered_at: now } };

describe('Admin / when not registered', () => {
  it('registers with a trimmed name', () => {
    expect(given([]).when({ ...register, name: ' 事務局 花子\u3000' })()).toEqual([registered]);
  });

  it('accepts a name of 50 characters, counted as people see them', () => {
    expect(given([]).when({ ...register, name: 'あ'.repeat(50) })()).toHaveLength(1);
    expect(given([]).when({ ...register, name: '𠮷'.repeat(50) })()).toHaveLength(1);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['あ'.repeat(51), 'over 50 characters'],
  ])('refuses the name %j (%s)', (name) => {
    const decide = given([]).when({ ...register, name });
    expect(decide).toThrow(DomainError);
    expect(decide).toThrow('管理者名は1文字以上50文字以内で入力してください。');
    try {
      decide();
    } catch (error) {
      expect((error as DomainError).kind).toBe('invalid');
      expect((error as DomainError).code).toBe('admin.name_invalid');
      expect((error as DomainError).fields).toEqual({ name: ['管理者名は1文字以上50文字以内で入力してください。'] });
    }
  });
});

describe('Admin / when registered', () => {
  it('is active under its name', () => {
    expect(adminDecider.evolve(adminDecider.initialState(), registered)).toEqual({ status: 'active', admin_id: 'a-1', name: '事務局 花子' });
  });

  it('records nothing when registered again, so the seed can run twice', () => {
    expect(given([registered]).when({ ...register, name: '別の名前' })()).toEqual([]);
  });
});

describe('Admin / when removed', () => {
  const removed: AdminEvent = { type: 'AdminRemoved', data: { admin_id: 'a-1', removed_at: now } };

  it('is removed by the operator once registered', () => {
    expect(given([registered]).when({ type: 'RemoveAdmin', now })()).toEqual([removed]);
    expect([registered, removed].reduce(adminDecider.evolve, adminDecider.initialState())).toEqual({ status: 'removed', admin_id: 'a-1' });
  });

  it('records nothing when removed again', () => {
    expect(given([registered, removed]).when({ type: 'RemoveAdmin', now })()).toEqual([]);
  });

  it('refuses to remove an admin that was never registered', () => {
    expect(given([]).when({ type: 'RemoveAdmin', now })).toThrow('管理者が見つかりません。');
  });

  it('is not registered again under the same id', () => {
    expect(given([registered, removed]).when(register)()).toEqual([]);
  });
});
