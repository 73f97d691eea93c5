import { render, screen } from '@testing-library/react';
import type { HistoryEntry } from '../api/users-admin.api';
import { UserHistoryTable } from '../components/user-history-table';

const admin = { id: 'a-1', role: 'admin', name: '運営 花子' };
const member = { id: 'u-1', role: 'member', name: 'はなこ' };

describe('UserHistoryTable', () => {
  it('marks what an admin did acting as the member, and nothing else', () => {
    const entries: HistoryEntry[] = [
      { position: 1, type: 'MemberRegistered', label: '会員登録', recorded_at: '2026-11-01T00:00:00.000Z', actor: member, on_behalf_of: null, acted_for_note: null },
      {
        position: 2,
        type: 'MemberProfileUpdated',
        label: '会員情報の更新（市区町村）',
        recorded_at: '2026-11-02T00:00:00.000Z',
        actor: admin,
        on_behalf_of: member,
        acted_for_note: '管理者 運営 花子 が代理で操作',
      },
    ];
    render(<UserHistoryTable entries={entries} loading={false} />);
    const notes = screen.getAllByText('管理者 運営 花子 が代理で操作');
    expect(notes).toHaveLength(1);
    expect(notes[0].closest('tr')).toHaveTextContent('会員情報の更新（市区町村）');
  });

  it('names each operation in Japanese, without the event codes behind it', () => {
    const entries: HistoryEntry[] = [
      { position: 1, type: 'MemberRegistered', label: '会員登録', recorded_at: '2026-11-01T00:00:00.000Z', actor: member, on_behalf_of: null, acted_for_note: null },
      { position: 2, type: 'MemberEmailChanged', label: 'メールアドレスの変更', recorded_at: '2026-11-02T00:00:00.000Z', actor: member, on_behalf_of: null, acted_for_note: null },
    ];
    const { container } = render(<UserHistoryTable entries={entries} loading={false} />);
    expect(screen.getByText('メールアドレスの変更')).toBeInTheDocument();
    expect(container.querySelector('tbody')?.textContent).not.toMatch(/Member[A-Z]/);
  });
});
