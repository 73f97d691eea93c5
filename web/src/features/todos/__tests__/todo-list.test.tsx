import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TodoItem } from '../api/todo-list.api';
import { TodoList } from '../components/todo-list';
import { todoLinkTarget } from '../lib/todo-link';

function todo(id: number, type: TodoItem['type'], category: TodoItem['category'], threadId: string | null = '40'): TodoItem {
  return {
    id: String(id),
    type,
    category,
    title: `やること${id}`,
    content: '内容',
    thread_id: threadId,
    status: 0,
    created_at: '2024-05-01T09:00:00+09:00',
  };
}

describe('To-do link targets (the spec table)', () => {
  it.each<[TodoItem['type'], string | null]>([
    [1, '/mypage/profile/edit'],
    [2, '/mypage/profile/edit/honnin'],
    [3, null],
    [4, '/mypage/profile/edit/honnin'],
    [5, '/mypage/chat/40'],
    [6, '/mypage/chat/40/contracts/agree'],
    [7, '/mypage/chat/40'],
    [8, null],
  ])('type %i leads to %s', (type, target) => {
    expect(todoLinkTarget({ type, thread_id: '40' })).toBe(target);
  });

  it('has no link to a chat without a thread', () => {
    expect(todoLinkTarget({ type: 5, thread_id: null })).toBeNull();
  });
});

describe('TodoList', () => {
  it('links each item to its target and leaves types 3 and 8 unlinked', () => {
    render(
      <MemoryRouter>
        <TodoList items={[todo(1, 1, 1), todo(2, 3, 1), todo(3, 6, 3), todo(4, 8, 3)]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /やること1/ })).toHaveAttribute('href', '/mypage/profile/edit');
    expect(screen.getByRole('link', { name: /やること3/ })).toHaveAttribute('href', '/mypage/chat/40/contracts/agree');
    expect(screen.getByText('やること2').closest('a')).toBeNull();
    expect(screen.getByText('やること4').closest('a')).toBeNull();
  });

  it.each<[TodoItem['category'], string, string]>([
    [1, '会員情報', 'blue'],
    [2, 'メッセージ', 'green'],
    [3, '契約', 'red'],
  ])('tags category %i as %s in %s', (category, label, colour) => {
    render(
      <MemoryRouter>
        <TodoList items={[todo(9, 1, category)]} />
      </MemoryRouter>,
    );
    const tag = screen.getByText(label).closest('.ant-tag');
    expect(tag?.className).toContain(`ant-tag-${colour}`);
  });

  it('says so when there is nothing to do', () => {
    render(
      <MemoryRouter>
        <TodoList items={[]} emptyText="未対応のやることはありません" />
      </MemoryRouter>,
    );
    expect(screen.getByText('未対応のやることはありません')).toBeInTheDocument();
  });
});
