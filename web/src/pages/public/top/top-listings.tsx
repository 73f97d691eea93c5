import { ArrowRightOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { TopPageData } from '../../../features/property-search/api/top-page.api';
import { groundListPath, hashtagListPath } from '../../../features/property-search/lib/list-page-target';
import { LinkButton } from '../../../ui/link-button';
import { PropertyCardGrid } from '../../../ui/property-card-grid';
import styles from '../top.page.module.css';

const grouped = new Intl.NumberFormat('ja-JP');

/** The newest listings, from `GET /api/top-page`. */
export function NewestListings({ top }: { top: TopPageData }) {
  if (top.newest.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="newest-title">
      <Typography.Title level={2} id="newest-title" className={styles.sectionTitle}>
        新着物件
      </Typography.Title>
      <p className={styles.sectionLead}>売主さまが新しく掲載した空き家・土地です。</p>
      <PropertyCardGrid properties={top.newest} label="新着物件" />
      <div style={{ textAlign: 'center', marginTop: 24 }}>
        <LinkButton to="/property/search" size="large" icon={<ArrowRightOutlined />} iconPlacement="end">
          すべての物件を見る
        </LinkButton>
      </div>
    </section>
  );
}

/** Hashtags and land categories with their counts, each a link to its list page. */
export function TagAndGroundLinks({ top }: { top: TopPageData }) {
  if (top.hashtags.length === 0 && top.grounds.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="tags-title">
      <Typography.Title level={2} id="tags-title" className={styles.sectionTitle}>
        特徴から物件を探す
      </Typography.Title>
      {top.hashtags.length > 0 ? (
        <nav aria-label="ハッシュタグ" style={{ marginBottom: 16 }}>
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            ハッシュタグ
          </Typography.Title>
          {top.hashtags.map((tag) => (
            <Tag key={tag.id} style={{ marginBottom: 8, fontSize: 14, padding: '2px 10px' }}>
              <Link to={hashtagListPath(tag.id)}>
                #{tag.name}（{grouped.format(tag.count)}件）
              </Link>
            </Tag>
          ))}
        </nav>
      ) : null}
      {top.grounds.length > 0 ? (
        <nav aria-label="地目">
          <Typography.Title level={3} style={{ fontSize: 16 }}>
            地目
          </Typography.Title>
          {top.grounds.map((ground) => (
            <Tag key={ground.id} color="green" style={{ marginBottom: 8, fontSize: 14, padding: '2px 10px' }}>
              <Link to={groundListPath(ground.id)}>
                {ground.name}（{grouped.format(ground.count)}件）
              </Link>
            </Tag>
          ))}
        </nav>
      ) : null}
    </section>
  );
}
