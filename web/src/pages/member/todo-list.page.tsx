import { Alert, Card, Pagination, Segmented, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import type { TodoFilter } from '../../features/todos/api/todo-list.api';
import { useTodoList } from '../../features/todos/api/use-todo-list.query';
import { TodoList } from '../../features/todos/components/todo-list';
import { readPage } from '../../ui/list-pages';
import { MemberPage } from './parts/member-page';

const FILTERS: { value: TodoFilter; label: string }[] = [
  { value: 'open', label: '未対応' },
  { value: 'done', label: '対応済み' },
  { value: 'all', label: 'すべて' },
];

const EMPTY_TEXT: Record<TodoFilter, string> = {
  open: '未対応のやることはありません',
  done: '対応済みのやることはありません',
  all: 'やることはありません',
};

function readFilter(value: string | null): TodoFilter {
  return value === 'done' || value === 'all' ? value : 'open';
}

export function TodoListPage() {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params.get('status'));
  const page = readPage(params.get('page'));
  const todos = useTodoList(page, filter);

  const go = (next: { filter?: TodoFilter; page?: number }) => {
    const nextFilter = next.filter ?? filter;
    const nextPage = next.page ?? 1;
    const search: Record<string, string> = {};
    if (nextFilter !== 'open') search.status = nextFilter;
    if (nextPage > 1) search.page = String(nextPage);
    setParams(search);
  };

  return (
    <MemberPage title="やることリスト" lead="お取引や会員情報について、対応が必要なことをお知らせします。">
      <Card variant="borderless">
        <Segmented
          options={FILTERS}
          value={filter}
          onChange={(value) => go({ filter: value })}
          style={{ marginBottom: 16 }}
        />
        {todos.error ? (
          <Alert type="error" showIcon title={todos.error.message} />
        ) : todos.data ? (
          <Spin spinning={todos.isPlaceholderData}>
            <TodoList items={todos.data.data} emptyText={EMPTY_TEXT[filter]} />
            {todos.data.last_page > 1 ? (
              <Pagination
                style={{ marginTop: 16, justifyContent: 'center' }}
                current={todos.data.current_page}
                total={todos.data.total}
                pageSize={todos.data.per_page || 10}
                showSizeChanger={false}
                onChange={(next) => go({ page: next })}
              />
            ) : null}
          </Spin>
        ) : (
          <div style={{ textAlign: 'center', padding: 32 }}>
            <Spin />
          </div>
        )}
      </Card>
    </MemberPage>
  );
}
