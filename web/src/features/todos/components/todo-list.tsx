import { CheckCircleOutlined, RightOutlined } from '@ant-design/icons';
import { Empty, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { TodoItem } from '../api/todo-list.api';
import { todoCategory, todoLinkTarget } from '../lib/todo-link';
import styles from './todo-list.module.css';

interface TodoListProps {
  items: readonly TodoItem[];
  emptyText?: string;
}

function TodoBody({ item }: { item: TodoItem }) {
  const category = todoCategory(item.category);
  return (
    <>
      <div className={styles.meta}>
        <Tag color={category.color}>{category.label}</Tag>
        <time dateTime={item.created_at} className={styles.date}>
          {dayjs(item.created_at).format('YYYY年M月D日')}
        </time>
        {item.status === 1 ? (
          <Tag icon={<CheckCircleOutlined />} color="default">
            対応済み
          </Tag>
        ) : null}
      </div>
      <div className={styles.title}>{item.title}</div>
      {item.content ? (
        <Typography.Paragraph type="secondary" className={styles.content} ellipsis={{ rows: 2 }}>
          {item.content}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

export function TodoList({ items, emptyText = 'やることはありません' }: TodoListProps) {
  if (items.length === 0) return <Empty description={emptyText} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const target = todoLinkTarget(item);
        return (
          <li key={item.id} className={item.status === 1 ? `${styles.item} ${styles.done}` : styles.item}>
            {target ? (
              <Link to={target} className={styles.row}>
                <div className={styles.body}>
                  <TodoBody item={item} />
                </div>
                <RightOutlined aria-hidden className={styles.arrow} />
              </Link>
            ) : (
              <div className={styles.row}>
                <div className={styles.body}>
                  <TodoBody item={item} />
                </div>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
