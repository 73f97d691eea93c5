/**
 * The web's page paths as the server knows them, so that a path no page answers gets a 404 status
 * before the browser's router shows the bilingual unknown-page screen. It mirrors the routes of
 * `web/src/app/route-table.tsx` (public, back-office doors and areas); `page-routes.unit.spec.ts`
 * fails when the two disagree.
 */
export type PageKind =
  /** A page whose head tags are the same for every visitor; `title` null is the site's name alone. */
  | { kind: 'static'; title: string | null; description?: string; indexable: boolean }
  | { kind: 'search' }
  | { kind: 'listing' }
  | { kind: 'list' };

export interface PageRoute {
  /** As react-router writes it: `:name` is one segment, a trailing `/*` the area and all below it. */
  path: string;
  page: PageKind;
}

const page = (title: string | null, description?: string): PageKind => ({ kind: 'static', title, description, indexable: true });
/** Forms and personal screens: found by links, never worth a search result. */
const privatePage = (title: string): PageKind => ({ kind: 'static', title, indexable: false });

export const PAGE_ROUTES: readonly PageRoute[] = [
  {
    path: '/',
    page: page('空き家・土地を個人間で売買', 'いえとち直売所は、空き家や土地を持つ個人と買いたい個人が直接つながる不動産の個人間売買サイトです。'),
  },
  { path: '/about/buyer', page: page('はじめての方へ（買いたい方）', '仲介業者を通さずに、売主から直接土地や空き家を買う流れと費用をご案内します。') },
  { path: '/about/seller', page: page('はじめての方へ（売りたい方）', '空き家や土地を無料で掲載し、買いたい方と直接やり取りして売る流れと費用をご案内します。') },
  { path: '/property/search', page: { kind: 'search' } },
  { path: '/property/detail/:id', page: { kind: 'listing' } },
  { path: '/list/:first', page: { kind: 'list' } },
  { path: '/list/:first/:second', page: { kind: 'list' } },
  { path: '/help', page: page('ヘルプ・よくある質問', '会員登録、物件の掲載、売買契約と登記、手数料について、よくある質問にお答えします。') },
  { path: '/municipal', page: page('自治体の皆さまへ', '空き家バンクを運営する自治体の皆さまへ。空き家の所有者と買いたい方を直接つなぐ、いえとち直売所との連携についてご案内します。') },
  { path: '/terms', page: page('利用規約', 'いえとち直売所の利用規約です。') },
  { path: '/privacy', page: page('プライバシーポリシー', 'いえとち直売所における個人情報の取り扱いについてご説明します。') },
  { path: '/law', page: page('特定商取引法に基づく表記', 'いえとち直売所の特定商取引法に基づく表記です。') },
  { path: '/browser', page: page('推奨ブラウザ', 'いえとち直売所を快適にご利用いただくための推奨ブラウザです。') },
  { path: '/news/list', page: page('お知らせ', 'いえとち直売所からのお知らせです。') },
  { path: '/news/:id', page: page('お知らせ', 'いえとち直売所からのお知らせです。') },
  { path: '/info/articles', page: page('コラム', '土地や住宅の売り買いに役立つ、いえとち直売所のコラムです。') },
  { path: '/info/articles/1698', page: page('法人のお客さまへ', '法人会員としていえとち直売所で土地や住宅を売り買いする方法をご案内します。') },
  { path: '/info/articles/:id', page: page('コラム', '土地や住宅の売り買いに役立つ、いえとち直売所のコラムです。') },
  { path: '/contact', page: page('お問い合わせ', 'いえとち直売所へのご質問やご意見を、こちらのフォームから受け付けています。') },
  { path: '/login', page: privatePage('ログイン') },
  { path: '/logout', page: privatePage('ログアウト') },
  { path: '/signup', page: privatePage('会員登録') },
  { path: '/signup/register/:token', page: privatePage('会員登録') },
  { path: '/signup/complete', page: privatePage('会員登録の完了') },
  { path: '/forgot', page: privatePage('パスワードの再設定') },
  { path: '/password/reset', page: privatePage('新しいパスワードの設定') },
  { path: '/mail/change/confirm', page: privatePage('メールアドレス変更の確認') },
  { path: '/dev/mailbox', page: privatePage('開発用メールボックス') },
  { path: '/admin/login', page: privatePage('管理者ログイン') },
  { path: '/admin/logout', page: privatePage('ログアウト') },
  { path: '/lawyer/login', page: privatePage('司法書士ログイン') },
  { path: '/lawyer/logout', page: privatePage('ログアウト') },
  { path: '/lawyer/register', page: privatePage('司法書士アカウントの登録') },
  { path: '/lawyer/forgot', page: privatePage('パスワードの再設定') },
  { path: '/lawyer/password/reset', page: privatePage('新しいパスワードの設定') },
  // The areas route within themselves in the browser, behind a sign-in: the server lets every path through.
  { path: '/mypage/*', page: privatePage('マイページ') },
  { path: '/admin/*', page: privatePage('管理画面') },
  { path: '/lawyer/*', page: privatePage('司法書士ページ') },
];

export interface MatchedPage {
  route: PageRoute;
  /** The `:name` segments, decoded. */
  params: Record<string, string>;
}

interface CompiledRoute {
  route: PageRoute;
  segments: string[];
  area: boolean;
}

const rank = (candidate: CompiledRoute) => (candidate.area ? 2 : candidate.segments.some((segment) => segment.startsWith(':')) ? 1 : 0);

/** Fixed segments first, then parameters, then areas: the order react-router ranks them in. */
const compiled: CompiledRoute[] = PAGE_ROUTES.map((route) => {
  const area = route.path.endsWith('/*');
  const base = area ? route.path.slice(0, -2) : route.path;
  return { route, area, segments: base.split('/').filter(Boolean) };
}).sort((a, b) => rank(a) - rank(b));

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchOne(candidate: CompiledRoute, segments: readonly string[]): MatchedPage | null {
  if (candidate.area ? segments.length < candidate.segments.length : segments.length !== candidate.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, expected] of candidate.segments.entries()) {
    const actual = decoded(segments[index]);
    if (actual === null) return null;
    if (expected.startsWith(':')) params[expected.slice(1)] = actual;
    // react-router compares static segments without regard to case.
    else if (expected.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return { route: candidate.route, params };
}

/**
 * The page a path names, as the web's router would choose it: a route of fixed segments wins over
 * one with parameters, which wins over an area; a trailing slash is ignored. Null: no page.
 */
export function matchPage(pathname: string): MatchedPage | null {
  const segments = pathname.split('/').filter(Boolean);
  for (const candidate of compiled) {
    const matched = matchOne(candidate, segments);
    if (matched) return matched;
  }
  return null;
}
