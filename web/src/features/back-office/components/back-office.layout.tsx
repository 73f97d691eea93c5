import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Layout, Menu, Skeleton } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { SITE_NAME } from '../../../ui/site.constants';
import { backOfficeCopyright } from '../back-office.constants';
import { selectedMenuPath } from '../back-office-menu';
import type { BackOfficeMenuItem } from '../back-office-menu';
import styles from './back-office.module.css';

interface BackOfficeLayoutProps {
  areaName: string;
  homePath: string;
  menu: readonly BackOfficeMenuItem[];
  /** null while the name is still loading. */
  userName: string | null;
  profilePath: string;
  logoutPath: string;
  children: ReactNode;
}

export function BackOfficeLayout({
  areaName,
  homePath,
  menu,
  userName,
  profilePath,
  logoutPath,
  children,
}: BackOfficeLayoutProps) {
  const [collapsed, setCollapsed] = useState(false);
  const { pathname } = useLocation();
  const selected = selectedMenuPath(menu, pathname);

  return (
    <Layout className={styles.layout}>
      <Layout.Sider
        className={styles.sider}
        collapsible
        collapsed={collapsed}
        onCollapse={setCollapsed}
        breakpoint="lg"
        collapsedWidth={0}
        trigger={null}
        width={220}
      >
        <Link to={homePath} className={styles.brand}>
          {SITE_NAME}
          <span className={styles.brandSub}>{areaName}</span>
        </Link>
        <nav aria-label={`${areaName}メニュー`}>
          <Menu
            className={styles.menu}
            theme="dark"
            mode="inline"
            selectedKeys={selected ? [selected] : []}
            items={menu.map((item) => ({
              key: item.path,
              icon: item.icon,
              label: <Link to={item.path}>{item.label}</Link>,
            }))}
          />
        </nav>
      </Layout.Sider>
      <Layout>
        <Layout.Header className={styles.header}>
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? 'メニューを開く' : 'メニューを閉じる'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((value) => !value)}
          />
          <div className={styles.account}>
            {userName === null ? (
              <Skeleton.Input active size="small" aria-label="お名前を読み込んでいます" />
            ) : (
              <Link to={profilePath} className={styles.name}>
                <UserOutlined /> {userName} 様
              </Link>
            )}
            <Link to={logoutPath}>
              <LogoutOutlined /> ログアウト
            </Link>
          </div>
        </Layout.Header>
        <Layout.Content className={styles.content}>
          <main>{children}</main>
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          <small>{backOfficeCopyright()}</small>
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
