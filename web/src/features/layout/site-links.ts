export interface SiteLink {
  label: string;
  to: string;
}

export interface ExternalLink {
  label: string;
  href: string;
}

export const HEADER_MENU: readonly SiteLink[] = [
  { label: '購入をお考えの方', to: '/about/buyer' },
  { label: '売却をお考えの方', to: '/about/seller' },
  { label: '物件を探す', to: '/property/search' },
  { label: 'ヘルプ', to: '/help' },
  { label: 'コラム', to: '/info/articles' },
  { label: '法人の方へ', to: '/info/articles/1698' },
];

export const FOOTER_SERVICE_LINKS: readonly SiteLink[] = [
  { label: '購入をお考えの方', to: '/about/buyer' },
  { label: '売却をお考えの方', to: '/about/seller' },
  { label: '物件を探す', to: '/property/search' },
  { label: 'コラム', to: '/info/articles' },
  { label: '法人の方へ', to: '/info/articles/1698' },
  { label: '自治体の皆さまへ', to: '/municipal' },
];

export const FOOTER_SUPPORT_LINKS: readonly SiteLink[] = [
  { label: 'ヘルプ・よくある質問', to: '/help' },
  { label: 'お知らせ', to: '/news/list' },
  { label: 'お問い合わせ', to: '/contact' },
  { label: '推奨環境', to: '/browser' },
];

export const FOOTER_POLICY_LINKS: readonly SiteLink[] = [
  { label: '利用規約', to: '/terms' },
  { label: 'プライバシーポリシー', to: '/privacy' },
  { label: '特定商取引法に基づく表記', to: '/law' },
];

export const SOCIAL_LINKS = {
  youtube: 'https://www.youtube.com/@ietochi-chokubaijo',
  x: 'https://x.com/ietochi_chokubai',
  instagram: 'https://www.instagram.com/ietochi_chokubaijo/',
  facebook: 'https://www.facebook.com/ietochi.chokubaijo',
} as const;

export const ACCOUNT_LINKS = {
  mypage: '/mypage',
  todo: '/mypage/todo/list',
  news: '/mypage/news/list',
  chat: '/mypage/chat',
  property: '/mypage/property',
  favorite: '/mypage/favorite',
  deal: '/mypage/deal',
  profile: '/mypage/profile/edit',
  logout: '/logout',
  login: '/login',
  signup: '/signup',
} as const;
