import {
  BellOutlined,
  EditOutlined,
  HeartOutlined,
  HistoryOutlined,
  HomeOutlined,
  MessageOutlined,
  ShopOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { ACCOUNT_LINKS } from './site-links';

export interface AccountBadges {
  todo: number;
  news: number;
  messages: number;
}

export interface AccountNavItem {
  label: string;
  to: string;
  icon: ReactNode;
  count?: number;
}

/** The member's own pages, in the order the header drawer and the member sidebar list them. */
export function accountNavItems(badges: AccountBadges): AccountNavItem[] {
  return [
    { label: 'マイページ', to: ACCOUNT_LINKS.mypage, icon: <HomeOutlined /> },
    { label: 'やることリスト', to: ACCOUNT_LINKS.todo, icon: <UnorderedListOutlined />, count: badges.todo },
    { label: 'お知らせ', to: ACCOUNT_LINKS.news, icon: <BellOutlined />, count: badges.news },
    { label: 'メッセージ', to: ACCOUNT_LINKS.chat, icon: <MessageOutlined />, count: badges.messages },
    { label: '出品物件の管理', to: ACCOUNT_LINKS.property, icon: <ShopOutlined /> },
    { label: 'お気に入り', to: ACCOUNT_LINKS.favorite, icon: <HeartOutlined /> },
    { label: '取引履歴', to: ACCOUNT_LINKS.deal, icon: <HistoryOutlined /> },
    { label: '会員情報の編集', to: ACCOUNT_LINKS.profile, icon: <EditOutlined /> },
  ];
}

/** The dashboard is active only on itself; every other item also on the pages beneath it. */
export function isActiveNavItem(item: AccountNavItem, pathname: string): boolean {
  if (item.to === ACCOUNT_LINKS.mypage) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
