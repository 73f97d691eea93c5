import { ACCOUNT_ICON_PATHS } from '../../ui/account-icon-paths';
import { ICON_PATHS } from '../../ui/icon-paths';
import type { IconPaths } from '../../ui/icon-paths';
import { ACCOUNT_LINKS } from './site-links';

export interface AccountBadges {
  todo: number;
  news: number;
  messages: number;
}

export interface AccountNavItem {
  label: string;
  to: string;
  /** Drawn by SvgIcon: the header's menu must not load Ant Design's icons. */
  icon: IconPaths;
  count?: number;
}

/** The member's own pages, in the order the header drawer and the member sidebar list them. */
export function accountNavItems(badges: AccountBadges): AccountNavItem[] {
  return [
    { label: 'マイページ', to: ACCOUNT_LINKS.mypage, icon: ICON_PATHS.home },
    { label: 'やることリスト', to: ACCOUNT_LINKS.todo, icon: ACCOUNT_ICON_PATHS.unorderedList, count: badges.todo },
    { label: 'お知らせ', to: ACCOUNT_LINKS.news, icon: ACCOUNT_ICON_PATHS.bell, count: badges.news },
    { label: 'メッセージ', to: ACCOUNT_LINKS.chat, icon: ACCOUNT_ICON_PATHS.message, count: badges.messages },
    { label: '出品物件の管理', to: ACCOUNT_LINKS.property, icon: ACCOUNT_ICON_PATHS.shop },
    { label: 'お気に入り', to: ACCOUNT_LINKS.favorite, icon: ACCOUNT_ICON_PATHS.heart },
    { label: '取引履歴', to: ACCOUNT_LINKS.deal, icon: ACCOUNT_ICON_PATHS.history },
    { label: '会員情報の編集', to: ACCOUNT_LINKS.profile, icon: ACCOUNT_ICON_PATHS.edit },
  ];
}

/** The dashboard is active only on itself; every other item also on the pages beneath it. */
export function isActiveNavItem(item: AccountNavItem, pathname: string): boolean {
  if (item.to === ACCOUNT_LINKS.mypage) return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
