import { Link } from 'react-router-dom';
import type { TopPageData } from '../../../features/property-search/api/top-page.api';
import { groundListPath, hashtagListPath } from '../../../features/property-search/lib/list-page-target';
import { ButtonLink } from '../../../ui/button-link';
import { PropertyCardGrid } from '../../../ui/property-card-grid';
import { TagLabel } from '../../../ui/tag-label';
import styles from '../top.page.module.css';

const grouped = new Intl.NumberFormat('ja-JP');

/** The newest listings, from `GET /api/top-page`. */
export function NewestListings({ top }: { top: TopPageData }) {
  if (top.newest.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="newest-title">
      <h2 id="newest-title" className={styles.sectionTitle}>
        新着物件
      </h2>
      <p className={styles.sectionLead}>売主さまが新しく掲載した空き家・土地です。</p>
      <PropertyCardGrid properties={top.newest} label="新着物件" />
      <div className={styles.moreListings}>
        <ButtonLink to="/property/search" size="large" icon="arrowRight" iconPlacement="end">
          すべての物件を見る
        </ButtonLink>
      </div>
    </section>
  );
}

/** Hashtags and land categories with their counts, each a link to its list page. */
export function TagAndGroundLinks({ top }: { top: TopPageData }) {
  if (top.hashtags.length === 0 && top.grounds.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="tags-title">
      <h2 id="tags-title" className={styles.sectionTitle}>
        特徴から物件を探す
      </h2>
      {top.hashtags.length > 0 ? (
        <nav aria-label="ハッシュタグ" className={styles.tagGroup}>
          <h3 className={styles.tagGroupTitle}>
            ハッシュタグ
          </h3>
          {top.hashtags.map((tag) => (
            <TagLabel key={tag.id} className={styles.featureTag}>
              <Link to={hashtagListPath(tag.id)}>
                #{tag.name}（{grouped.format(tag.count)}件）
              </Link>
            </TagLabel>
          ))}
        </nav>
      ) : null}
      {top.grounds.length > 0 ? (
        <nav aria-label="地目">
          <h3 className={styles.tagGroupTitle}>
            地目
          </h3>
          {top.grounds.map((ground) => (
            <TagLabel key={ground.id} color="green" className={styles.featureTag}>
              <Link to={groundListPath(ground.id)}>
                {ground.name}（{grouped.format(ground.count)}件）
              </Link>
            </TagLabel>
          ))}
        </nav>
      ) : null}
    </section>
  );
}
