import { MenuOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Drawer } from 'antd';
import { useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { MemberSidebar } from '../../features/layout/components/member-sidebar';
import type { MemberSummary } from '../../features/layout/components/member-sidebar';
import { useUnreadCounters } from '../../features/notifications/api/use-unread-counters.query';
import { useMe } from '../../features/session/api/use-me.query';
import { isVerified, memberTypeLabel } from '../../features/session/lib/member-labels';
import { DefaultLayout } from './default.layout';
import styles from './member.layout.module.css';

interface MemberLayoutProps {
  /** Breadcrumb label of each member page, by path. */
  titles: Readonly<Record<string, string>>;
}

function crumbsFor(pathname: string, titles: Readonly<Record<string, string>>) {
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const paths = segments.map((_segment, index) => `/${segments.slice(0, index + 1).join('/')}`);
  const known = paths.filter((path) => titles[path] !== undefined);
  return [
    { title: <Link to="/">トップ</Link> },
    ...known.map((path, index) => ({
      title: index === known.length - 1 ? titles[path] : <Link to={path}>{titles[path]}</Link>,
    })),
  ];
}

/** Every /mypage page: site header and footer around a sidebar (a drawer on phones) and the page. */
export function MemberLayout({ titles }: MemberLayoutProps) {
  const { pathname } = useLocation();
  const { data: me } = useMe();
  const counters = useUnreadCounters(true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const member: MemberSummary | null = me
    ? {
        nickname: me.nickname,
        verified: isVerified(me.identification_verify_status),
        memberType: memberTypeLabel(me.class),
      }
    : null;
  const badges = {
    todo: counters.todo_list_unread,
    news: counters.news_unread,
    messages: counters.message_unread,
  };

  return (
    <DefaultLayout>
      <div className={styles.frame}>
        <aside className={styles.aside} aria-label="マイページ">
          <MemberSidebar member={member} badges={badges} pathname={pathname} />
        </aside>
        <div className={styles.content}>
          <div className={styles.top}>
            <Button
              className={styles.menuButton}
              icon={<MenuOutlined />}
              onClick={() => setDrawerOpen(true)}
              aria-expanded={drawerOpen}
            >
              マイページメニュー
            </Button>
            <Breadcrumb items={crumbsFor(pathname, titles)} />
          </div>
          <Outlet />
        </div>
      </div>
      <Drawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        placement="left"
        size={300}
        title="マイページメニュー"
        destroyOnHidden
      >
        <MemberSidebar member={member} badges={badges} pathname={pathname} onNavigate={() => setDrawerOpen(false)} />
      </Drawer>
    </DefaultLayout>
  );
}
