/** Breadcrumb labels of the member pages, by path. */
export const MEMBER_TITLES: Readonly<Record<string, string>> = {
  '/mypage': 'マイページ',
  '/mypage/todo/list': 'やることリスト',
  '/mypage/news/list': 'お知らせ',
  '/mypage/property': '出品物件の管理',
  '/mypage/property/create': '物件の登録',
  '/mypage/property/edit': '物件情報の編集',
  '/mypage/profile/edit': '会員情報の編集',
  '/mypage/profile/edit/honnin': '本人確認書類の提出',
  '/mypage/favorite': 'お気に入り',
  '/mypage/chat': 'メッセージ',
  '/mypage/deal': '取引履歴',
};
