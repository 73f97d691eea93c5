import {
  CheckCircleFilled,
  HeartOutlined,
  HistoryOutlined,
  IdcardOutlined,
  MessageOutlined,
  PlusCircleOutlined,
  SearchOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Alert, Card, Col, Row, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { IdentificationStatusTag } from '../../features/identification/components/identification-status-panel';
import { useMe } from '../../features/session/api/use-me.query';
import { isVerified, memberTypeLabel } from '../../features/session/lib/member-labels';
import { useTodoList } from '../../features/todos/api/use-todo-list.query';
import { TodoList } from '../../features/todos/components/todo-list';
import { LinkButton } from '../../ui/link-button';
import { VerifiedBadge } from '../../ui/verified-badge';
import { IdentificationNextStep } from './parts/identification-next-step';
import { MemberPage } from './parts/member-page';
import styles from './mypage.page.module.css';

const SHORTCUTS = [
  { label: '物件を探す', to: '/property/search', icon: <SearchOutlined /> },
  { label: '物件を掲載する', to: '/mypage/property/create', icon: <PlusCircleOutlined /> },
  { label: 'メッセージ', to: '/mypage/chat', icon: <MessageOutlined /> },
  { label: 'お気に入り', to: '/mypage/favorite', icon: <HeartOutlined /> },
  { label: '取引履歴', to: '/mypage/deal', icon: <HistoryOutlined /> },
  { label: '会員情報の編集', to: '/mypage/profile/edit', icon: <UserOutlined /> },
];

const LATEST_COUNT = 5;

export function MypagePage() {
  const { data: me } = useMe();
  const todos = useTodoList(1, 'open');

  return (
    <MemberPage title="マイページ">
      {me ? (
        <div className={styles.greeting}>
          <Typography.Text className={styles.hello}>
            {me.nickname}
            <VerifiedBadge verified={isVerified(me.identification_verify_status)} />
            さん、こんにちは。
          </Typography.Text>
          <Typography.Text type="secondary">（{memberTypeLabel(me.class)}）</Typography.Text>
        </div>
      ) : (
        <Skeleton active paragraph={false} />
      )}
      {me?.impersonator ? (
        <Alert
          type="warning"
          showIcon
          className={styles.block}
          title={`管理者（${me.impersonator.name}）が会員に代わって操作しています。`}
        />
      ) : null}

      <Row gutter={[16, 16]} className={styles.block}>
        <Col xs={24} md={12}>
          <Card title={<span><UserOutlined /> 会員情報</span>} variant="borderless" className={styles.card}>
            {!me ? (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            ) : me.profile_completed ? (
              <>
                <Typography.Paragraph>
                  <CheckCircleFilled className={styles.done} /> 会員情報の入力は完了しています。
                </Typography.Paragraph>
                <LinkButton to="/mypage/profile/edit">会員情報を確認する</LinkButton>
              </>
            ) : (
              <>
                <Typography.Paragraph>
                  会員情報の入力がまだ完了していません。物件の掲載やお問い合わせの前に、お名前やご住所をご登録ください。
                </Typography.Paragraph>
                <LinkButton to="/mypage/profile/edit" type="primary">
                  会員情報を入力する
                </LinkButton>
              </>
            )}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card
            title={<span><IdcardOutlined /> 本人確認</span>}
            extra={me ? <IdentificationStatusTag status={me.identification_verify_status} /> : null}
            variant="borderless"
            className={styles.card}
          >
            {me ? (
              <IdentificationNextStep status={me.identification_verify_status} />
            ) : (
              <Skeleton active paragraph={{ rows: 2 }} title={false} />
            )}
          </Card>
        </Col>
      </Row>

      <Card
        title="未対応のやること"
        extra={<Link to="/mypage/todo/list">すべて見る</Link>}
        variant="borderless"
        className={styles.block}
      >
        {todos.data ? (
          <TodoList items={todos.data.data.slice(0, LATEST_COUNT)} emptyText="未対応のやることはありません" />
        ) : todos.error ? (
          <Typography.Text type="secondary">やることリストを読み込めませんでした。</Typography.Text>
        ) : (
          <Skeleton active paragraph={{ rows: 3 }} title={false} />
        )}
      </Card>

      <Card title="よく使うメニュー" variant="borderless" className={styles.block}>
        <Row gutter={[12, 12]}>
          {SHORTCUTS.map((shortcut) => (
            <Col key={shortcut.to} xs={12} sm={8}>
              <Link to={shortcut.to} className={styles.shortcut}>
                <span className={styles.shortcutIcon}>{shortcut.icon}</span>
                {shortcut.label}
              </Link>
            </Col>
          ))}
        </Row>
      </Card>
    </MemberPage>
  );
}
