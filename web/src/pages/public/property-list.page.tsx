import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router-dom';
import { regionsQueryOptions } from '../../features/masters/api/use-regions.query';
import { groundsQueryOptions, hashtagsQueryOptions } from '../../features/masters/api/use-property-masters.query';
import type { NamedMaster } from '../../features/masters/api/grounds.api';
import type { Region } from '../../features/masters/api/regions.api';
import type { CountedItem, TopPageData } from '../../features/property-search/api/top-page.api';
import { usePropertySearch } from '../../features/property-search/api/use-property-search.query';
import { useTopPage } from '../../features/property-search/api/use-top-page.query';
import { ErrorAlert } from '../../features/property-search/components/error-alert';
import { LoadingSpinner } from '../../features/property-search/components/loading-spinner';
import { SearchResults } from '../../features/property-search/components/search-results';
import {
  groundListPath,
  hashtagListPath,
  readListTarget,
  regionListPath,
} from '../../features/property-search/lib/list-page-target';
import type { ListTarget } from '../../features/property-search/lib/list-page-target';
import { readPage, searchPathFor } from '../../features/property-search/lib/search-conditions';
import type { SearchConditions } from '../../features/property-search/lib/search-conditions';
import { useMinWidth } from '../../ui/use-min-width';
import { useSideBar } from '../../features/side-bar/api/use-side-bar.query';
import { SideBarPanel } from '../../features/side-bar/components/side-bar-panel';
import { usePageTitle } from '../../ui/use-page-title';
import { NotFoundPage } from './not-found.page';
import { PageBreadcrumb } from '../../ui/page-breadcrumb';
import styles from './property/property-pages.module.css';
import searchStyles from './property/search-pages.module.css';

interface CountLink {
  key: string | number;
  to: string;
  label: string;
  count: number | undefined;
  current?: boolean;
}

interface Resolved {
  heading: string;
  crumbs: Array<{ title: ReactNode }>;
  conditions: SearchConditions;
  links: CountLink[];
  linksLabel: string;
}

type Resolution = { state: 'loading' } | { state: 'error'; message: string } | { state: 'unknown' } | ({ state: 'found' } & Resolved);

function resolveRegion(
  target: Extract<ListTarget, { kind: 'region' }>,
  regions: readonly Region[],
  top: TopPageData | undefined,
): Resolution {
  const region = regions.find((item) => item.name_en.toLowerCase() === target.regionNameEn);
  if (!region) return { state: 'unknown' };
  const counts = top?.regions.find((item) => item.area_id === region.id);
  const countOf = (prefectureId: number) => counts?.prefectures.find((p) => p.prefecture_id === prefectureId)?.count;
  const links = region.prefectures.map((prefecture) => ({
    key: prefecture.prefecture_id,
    to: regionListPath(region.name_en, prefecture.name_en),
    label: prefecture.name,
    count: countOf(prefecture.prefecture_id),
    current: prefecture.name_en.toLowerCase() === target.prefectureNameEn,
  }));
  const regionCrumb = { title: <Link to={regionListPath(region.name_en)}>{region.name}</Link> };
  if (target.prefectureNameEn === null) {
    return {
      state: 'found',
      heading: `${region.name}の物件`,
      crumbs: [{ title: region.name }],
      conditions: { area_id: region.id },
      links,
      linksLabel: `${region.name}の都道府県`,
    };
  }
  const prefecture = region.prefectures.find((item) => item.name_en.toLowerCase() === target.prefectureNameEn);
  if (!prefecture) return { state: 'unknown' };
  return {
    state: 'found',
    heading: `${prefecture.name}の物件`,
    crumbs: [regionCrumb, { title: prefecture.name }],
    conditions: { prefecture_id: prefecture.prefecture_id },
    links,
    linksLabel: `${region.name}の都道府県`,
  };
}

/**
 * A hashtag or land category page: the item must exist in the master list, but it need not have
 * listings (the top page counts only items that have some), so an empty one is a page with 0件.
 */
function resolveCounted(
  id: number,
  masters: readonly NamedMaster[],
  counted: readonly CountedItem[] | undefined,
  heading: (name: string) => string,
  conditions: SearchConditions,
  pathOf: (id: number) => string,
  linksLabel: string,
): Resolution {
  const found = masters.find((item) => item.id === id);
  if (!found) return { state: 'unknown' };
  const countOf = (itemId: number) => (counted ? (counted.find((item) => item.id === itemId)?.count ?? 0) : undefined);
  const shown = masters.filter((item) => item.id === id || (countOf(item.id) ?? 0) > 0);
  return {
    state: 'found',
    heading: heading(found.name),
    crumbs: [{ title: heading(found.name) }],
    conditions,
    links: shown.map((item) => ({ key: item.id, to: pathOf(item.id), label: item.name, count: countOf(item.id), current: item.id === id })),
    linksLabel,
  };
}

function useResolution(target: ListTarget): Resolution {
  const regions = useQuery(regionsQueryOptions);
  const top = useTopPage();
  const grounds = useQuery({ ...groundsQueryOptions, enabled: target.kind === 'ground' });
  const hashtags = useQuery({ ...hashtagsQueryOptions, enabled: target.kind === 'hashtag' });
  if (target.kind === 'unknown') return { state: 'unknown' };
  if (target.kind === 'region') {
    if (regions.error) return { state: 'error', message: regions.error.message };
    if (!regions.data) return { state: 'loading' };
    return resolveRegion(target, regions.data, top.data);
  }
  const masters = target.kind === 'hashtag' ? hashtags : grounds;
  if (masters.error) return { state: 'error', message: masters.error.message };
  // Counts are an extra: without the top page the links are shown without them.
  if (!masters.data || (top.isPending && !top.error)) return { state: 'loading' };
  if (target.kind === 'hashtag') {
    return resolveCounted(target.id, masters.data, top.data?.hashtags, (name) => `#${name}の物件`, { hashtag_id: target.id }, hashtagListPath, 'ハッシュタグ');
  }
  return resolveCounted(target.id, masters.data, top.data?.grounds, (name) => `地目「${name}」の物件`, { ground_id: target.id }, groundListPath, '地目');
}

const grouped = new Intl.NumberFormat('ja-JP');

function CountLinks({ links, label }: { links: readonly CountLink[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.countLinks}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} aria-current={link.current ? 'page' : undefined} style={link.current ? { fontWeight: 700 } : undefined}>
              {link.label}
              {link.count === undefined ? '' : `（${grouped.format(link.count)}件）`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ListResults({ resolved }: { resolved: Resolved }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const page = readPage(params.get('page'));
  const search = usePropertySearch(resolved.conditions, page);
  // The side bar is for wide screens; a phone keeps the list alone.
  const sideBar = useSideBar(useMinWidth(992) === true);
  usePageTitle(resolved.heading);
  return (
    <div className={styles.wrapper}>
      <PageBreadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/">トップ</Link> }, { title: <Link to="/property/search">物件を探す</Link> }, ...resolved.crumbs]}
      />
      <h1 className={`${styles.title} ${searchStyles.heading}`}>{resolved.heading}</h1>
      <CountLinks links={resolved.links} label={resolved.linksLabel} />
      <div className={sideBar.data ? styles.columns : undefined}>
        {sideBar.data ? (
          <div className={styles.side}>
            <SideBarPanel sideBar={sideBar.data} />
          </div>
        ) : null}
        <section aria-label="物件一覧">
          <SearchResults
            result={search.data}
            error={search.error}
            loading={search.isPlaceholderData}
            onPage={(next) => {
              setParams(next > 1 ? { page: String(next) } : {});
              window.scrollTo?.({ top: 0 });
            }}
            hrefFor={(next) => (next > 1 ? `${pathname}?page=${next}` : pathname)}
            emptyExtra={<Link to="/property/search">すべての物件から探す</Link>}
          />
          <p style={{ marginTop: 24 }}>
            <Link to={searchPathFor(resolved.conditions)}>条件を追加して絞り込む</Link>
          </p>
        </section>
      </div>
    </div>
  );
}

/** `/list/{region}`, `/list/{region}/{prefecture}`, `/list/Tag{id}` and `/list/Landmark{id}`. */
export function PropertyListPage() {
  const { first, second } = useParams();
  const target = useMemo(() => readListTarget(first, second), [first, second]);
  const resolution = useResolution(target);
  switch (resolution.state) {
    case 'unknown':
      return <NotFoundPage />;
    case 'loading':
      return (
        <div className={styles.wrapper}>
          <LoadingSpinner />
        </div>
      );
    case 'error':
      return (
        <div className={styles.wrapper}>
          <ErrorAlert message={resolution.message} />
        </div>
      );
    case 'found':
      return <ListResults key={`${first ?? ''}/${second ?? ''}`} resolved={resolution} />;
    default: {
      const unreachable: never = resolution;
      return unreachable;
    }
  }
}
