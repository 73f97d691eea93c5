import { Card, Col, Row } from 'antd';
import { Link } from 'react-router-dom';
import type { Region } from '../../../features/masters/api/regions.api';
import styles from './region-links.module.css';

export function regionListPath(region: Pick<Region, 'name_en'>): string {
  return `/list/${encodeURIComponent(region.name_en)}`;
}

export function prefectureListPath(region: Pick<Region, 'name_en'>, prefectureNameEn: string): string {
  return `${regionListPath(region)}/${encodeURIComponent(prefectureNameEn)}`;
}

export function RegionLinks({ regions }: { regions: readonly Region[] }) {
  return (
    <Row gutter={[16, 16]}>
      {regions.map((region) => (
        <Col key={region.id} xs={24} sm={12} lg={6}>
          <Card size="small" className={styles.card} variant="borderless">
            <h3 className={styles.regionName}>
              <Link to={regionListPath(region)}>{region.name}</Link>
            </h3>
            <ul className={styles.prefectures}>
              {region.prefectures.map((prefecture) => (
                <li key={prefecture.id}>
                  <Link to={prefectureListPath(region, prefecture.name_en)}>{prefecture.name}</Link>
                </li>
              ))}
            </ul>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
