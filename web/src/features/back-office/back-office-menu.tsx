import {
  AuditOutlined,
  BankOutlined,
  FieldTimeOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  NotificationOutlined,
  PictureOutlined,
  ReadOutlined,
  ShoppingOutlined,
  NumberOutlined,
  PercentageOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

export interface BackOfficeMenuItem {
  path: string;
  label: string;
  icon: ReactNode;
}

/**
 * The admin menu; `phase2` is the server's PHASE2 setting (GET /api/site-settings). Chat and deal
 * history of phase 2 join the menu when their screens exist.
 */
export function adminMenu(phase2: boolean): BackOfficeMenuItem[] {
  const items: BackOfficeMenuItem[] = [
    { path: '/admin', label: 'ダッシュボード', icon: <DashboardOutlined /> },
    { path: '/admin/user/list', label: '会員一覧', icon: <TeamOutlined /> },
    { path: '/admin/property/list', label: '物件一覧', icon: <HomeOutlined /> },
    { path: '/admin/contact/list', label: 'お問い合わせ', icon: <MailOutlined /> },
    { path: '/admin/news/list', label: 'お知らせ', icon: <NotificationOutlined /> },
    { path: '/admin/article/list', label: 'コラム', icon: <ReadOutlined /> },
    { path: '/admin/slider/list', label: 'スライダー', icon: <PictureOutlined /> },
    { path: '/admin/option/list', label: 'オプション', icon: <ShoppingOutlined /> },
    { path: '/admin/contract/list', label: '契約一覧', icon: <FileTextOutlined /> },
    { path: '/admin/lawyer/list', label: '司法書士', icon: <BankOutlined /> },
    { path: '/admin/fee-rates', label: '税率の管理', icon: <PercentageOutlined /> },
    { path: '/admin/audit', label: '監査', icon: <FieldTimeOutlined /> },
  ];
  if (!phase2) return items;
  return [
    ...items,
    { path: '/admin/hashtag/list', label: 'ハッシュタグ', icon: <NumberOutlined /> },
    { path: '/admin/category/list', label: 'カテゴリー', icon: <TagsOutlined /> },
  ];
}

export const LAWYER_MENU: readonly BackOfficeMenuItem[] = [
  { path: '/lawyer/user/list', label: '会員一覧', icon: <TeamOutlined /> },
  { path: '/lawyer/property/list', label: '物件一覧', icon: <HomeOutlined /> },
  { path: '/lawyer/contract/list', label: '契約一覧', icon: <AuditOutlined /> },
  { path: '/lawyer/profile/edit', label: 'プロフィール編集', icon: <IdcardOutlined /> },
];

/** The menu entry a path belongs to, so `/admin/user/12` still lights up 会員一覧. */
export function selectedMenuPath(items: readonly BackOfficeMenuItem[], pathname: string): string | undefined {
  const exact = items.find((item) => item.path === pathname);
  if (exact) return exact.path;
  const section = (path: string) => path.replace(/\/(list|edit)$/, '');
  // An area's home (`/admin`) is its own entry only, not the section of every page below it.
  return items.find((item) => item.path.split('/').length > 2 && pathname.startsWith(`${section(item.path)}/`))?.path;
}
