import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { usePrefectures } from '../../features/masters/api/use-prefectures.query';
import { useRegions } from '../../features/masters/api/use-regions.query';
import { usePropertySearch } from '../../features/property-search/api/use-property-search.query';
import { useSearchHistory } from '../../features/property-search/api/use-search-history.query';
import { useTopPage } from '../../features/property-search/api/use-top-page.query';
import { FilterSheet } from '../../features/property-search/components/filter-sheet';
import { SearchFilterPanel } from '../../features/property-search/components/search-filter-panel';
import { SEARCH_ICON_PATHS } from '../../features/property-search/components/search-icon-paths';
import { SearchResults } from '../../features/property-search/components/search-results';
import { describeConditions } from '../../features/property-search/lib/describe-conditions';
import { conditionsFromParams, readPage, searchPathFor } from '../../features/property-search/lib/search-conditions';
import type { SearchConditions } from '../../features/property-search/lib/search-conditions';
import { useMinWidth } from '../../ui/use-min-width';
import { useSessionStore } from '../../features/session/stores/session.store';
import { useSideBar } from '../../features/side-bar/api/use-side-bar.query';
import { SideBarPanel } from '../../features/side-bar/components/side-bar-panel';
import { buttonLookClass } from '../../ui/button-look';
import { SvgIcon } from '../../ui/svg-icon';
import { usePageTitle } from '../../ui/use-page-title';
import { useSearchNames } from './property/use-search-names';
import { PageBreadcrumb } from '../../ui/page-breadcrumb';
import { Panel } from '../../ui/panel';
import styles from './property/property-pages.module.css';
import searchStyles from './property/search-pages.module.css';

const EMPTY: readonly never[] = [];

// Only a signed-in member has a search history: a guest's visit does not load its panel.
const SearchHistoryPanel = lazy(() =>
  import('../../features/property-search/components/search-history-panel').then((module) => ({ default: module.SearchHistoryPanel })),
);

export function PropertySearchPage() {
  usePageTitle('物件を探す');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = params.toString();
  const conditions = useMemo(() => conditionsFromParams(params), [query]);
  const page = readPage(params.get('page'));

  const isMember = useSessionStore((state) => state.strategy === 'member' && state.token !== null);
  const regions = useRegions();
  const prefectures = usePrefectures();
  const topPage = useTopPage();
  const search = usePropertySearch(conditions, page);
  const history = useSearchHistory(isMember);

  const grounds = topPage.data?.grounds ?? EMPTY;
  const hashtags = topPage.data?.hashtags ?? EMPTY;
  const names = useSearchNames(regions, grounds, hashtags);
  const citiesFor = useCallback(
    (prefectureId: number) => prefectures.find((p) => p.prefecture_id === prefectureId)?.cities.map((city) => city.name) ?? [],
    [prefectures],
  );

  // On a phone the results come first; the conditions open in a sheet from the bottom. The width is
  // unknown to the server and to the first render over its page: both layouts are drawn then, each
  // shown by CSS at its widths, so the results do not move when the width becomes known.
  const md = useMinWidth(768);
  const phone = md === false;
  const widthKnown = md !== undefined;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const sideBar = useSideBar(!phone);

  const go = (next: SearchConditions, nextPage = 1) => {
    setFiltersOpen(false);
    void navigate(searchPathFor(next, nextPage));
    window.scrollTo?.({ top: 0 });
  };

  const filters = (
    <>
      <Panel className={styles.panel}>
        {phone ? null : <div className={styles.panelTitle}>検索条件</div>}
        <SearchFilterPanel
          key={searchPathFor(conditions)}
          value={conditions}
          areas={regions}
          citiesFor={citiesFor}
          grounds={grounds}
          hashtags={hashtags}
          onSearch={(next) => go(next)}
        />
      </Panel>
      {isMember ? (
        <Suspense fallback={null}>
          <SearchHistoryPanel
            entries={history.data ?? EMPTY}
            describe={(entry) => describeConditions(entry.conditions, names)}
            onRerun={(entry) => go(entry.conditions)}
          />
        </Suspense>
      ) : null}
    </>
  );

  return (
    <div className={styles.wrapper}>
      <PageBreadcrumb className={styles.breadcrumb} items={[{ title: <Link to="/">トップ</Link> }, { title: '物件を探す' }]} />
      <h1 className={`${styles.title} ${searchStyles.heading}`}>物件を探す</h1>
      <p className={`${styles.lead} ${searchStyles.paragraph}`}>エリアや価格、土地の広さから、売主さまが直接掲載している空き家・土地を探せます。</p>
      <div className={styles.columns}>
        {phone ? null : (
          <div className={widthKnown ? styles.side : `${styles.side} ${styles.wideOnly}`}>
            {filters}
            {sideBar.data ? <SideBarPanel sideBar={sideBar.data} /> : null}
          </div>
        )}
        <section aria-label="検索結果">
          {phone || !widthKnown ? (
            <div className={widthKnown ? searchStyles.phoneBar : `${searchStyles.phoneBar} ${styles.narrowOnly}`}>
              <p className={searchStyles.summary}>検索条件：{describeConditions(conditions, names)}</p>
              <button
                type="button"
                className={buttonLookClass({ size: 'large', block: true })}
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                <SvgIcon icon={SEARCH_ICON_PATHS.filter} />
                条件を変更する
              </button>
            </div>
          ) : null}
          <SearchResults
            result={search.data}
            error={search.error}
            loading={search.isPlaceholderData}
            onPage={(next) => go(conditions, next)}
            hrefFor={(next) => searchPathFor(conditions, next)}
          />
        </section>
      </div>
      {phone ? (
        <FilterSheet title="検索条件" open={filtersOpen} onClose={() => setFiltersOpen(false)}>
          {filters}
        </FilterSheet>
      ) : null}
    </div>
  );
}
