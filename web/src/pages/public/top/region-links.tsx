import { Link } from 'react-router-dom';
import type { Region } from '../../../features/masters/api/regions.api';
import { Panel } from '../../../ui/panel';
import styles from './region-links.module.css';

export function regionListPath(region: Pick<Region, 'name_en'>): string {
  return `/list/${encodeURIComponent(region.name_en)}`;
}

export function prefectureListPath(region: Pick<Region, 'name_en'>, prefectureNameEn: string): string {
  return `${regionListPath(region)}/${encodeURIComponent(prefectureNameEn)}`;
}

const grouped = new Intl.NumberFormat('ja-JP');

function withCount(name: string, count: number | undefined): string {
  return count === undefined ? name : `${name}（${grouped.format(count)}件）`;
}

interface RegionLinksProps {
  regions: readonly Region[];
  /** Listings per region and prefecture, when known. */
  regionCount?: (regionId: number) => number | undefined;
  prefectureCount?: (prefectureId: number) => number | undefined;
}

export function RegionLinks({ regions, regionCount, prefectureCount }: RegionLinksProps) {
  return (
    <div className={styles.grid}>
      {regions.map((region) => (
        <div key={region.id}>
          <Panel padding="small" className={styles.card}>
            <h3 className={styles.regionName}>
              <Link to={regionListPath(region)}>{withCount(region.name, regionCount?.(region.id))}</Link>
            </h3>
            <ul className={styles.prefectures}>
              {region.prefectures.map((prefecture) => (
                <li key={prefecture.id}>
                  <Link to={prefectureListPath(region, prefecture.name_en)}>
                    {withCount(prefecture.name, prefectureCount?.(prefecture.prefecture_id))}
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      ))}
    </div>
  );
}
