import {
  AuditOutlined,
  BankOutlined,
  CommentOutlined,
  FieldTimeOutlined,
  FileTextOutlined,
  HistoryOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  NotificationOutlined,
  NumberOutlined,
  PercentageOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { PHASE2 } from './back-office.flags';

export interface BackOfficeMenuItem {
  path: string;
  label: string;
  icon: ReactNode;
}

export function adminMenu(phase2: boolean = PHASE2): BackOfficeMenuItem[] {
  const items: BackOfficeMenuItem[] = [
    { path: '/admin/user/list', label: '会員一覧', icon: <TeamOutlined /> },
    { path: '/admin/property/list', label: '物件一覧', icon: <HomeOutlined /> },
    { path: '/admin/contact/list', label: 'お問い合わせ', icon: <MailOutlined /> },
    { path: '/admin/news/list', label: 'お知らせ', icon: <NotificationOutlined /> },
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
    { path: '/admin/chat/list', label: 'チャット', icon: <CommentOutlined /> },
    { path: '/admin/deal/list', label: '取引履歴', icon: <HistoryOutlined /> },
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
  return items.find((item) => pathname.startsWith(`${section(item.path)}/`))?.path;
}
