import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { SideBar } from '../api/side-bar.api';
import styles from './side-bar-panel.module.css';

const grouped = new Intl.NumberFormat('ja-JP');
const withCount = (name: string, count: number) => `${name}（${grouped.format(count)}件）`;
const dateOf = (iso: string) => new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** A box of the side bar; plain markup, so the list pages do not load a card component for it. */
function Box({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className={styles.box}>
      <div className={styles.boxHead}>
        <h2 className={styles.boxTitle}>{title}</h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** Where to look next beside the list and search pages: areas, land categories, hashtags and news. */
export function SideBarPanel({ sideBar }: { sideBar: SideBar }) {
  const grounds = sideBar.grounds.filter((ground) => ground.count > 0);
  return (
    <aside aria-label="サイドバー" className={styles.sideBar}>
      <Box title="エリアから探す">
        <ul className={styles.list}>
          {sideBar.regions.map((region) => (
            <li key={region.id}>
              <Link to={`/list/${region.name_en}`}>{withCount(region.name, region.count)}</Link>
              {region.prefectures.some((prefecture) => prefecture.count > 0) ? (
                <ul className={styles.nested}>
                  {region.prefectures
                    .filter((prefecture) => prefecture.count > 0)
                    .map((prefecture) => (
                      <li key={prefecture.id}>
                        <Link to={`/list/${region.name_en}/${prefecture.name_en}`}>{withCount(prefecture.name, prefecture.count)}</Link>
                      </li>
                    ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </Box>
      {grounds.length > 0 ? (
        <Box title="地目から探す">
          <ul className={styles.list}>
            {grounds.map((ground) => (
              <li key={ground.id}>
                <Link to={`/list/Landmark${ground.id}`}>{withCount(ground.name, ground.count)}</Link>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
      {sideBar.hashtags.length > 0 ? (
        <Box title="よく使われるハッシュタグ">
          <ul className={styles.tags}>
            {sideBar.hashtags.map((hashtag) => (
              <li key={hashtag.id}>
                <Link to={`/list/Tag${hashtag.id}`}>{`#${hashtag.name}（${grouped.format(hashtag.count)}）`}</Link>
              </li>
            ))}
          </ul>
        </Box>
      ) : null}
      <Box title="お知らせ" extra={<Link to="/news/list">一覧</Link>}>
        {sideBar.news.length === 0 ? (
          <p className={styles.empty}>現在お知らせはありません。</p>
        ) : (
          <ul className={styles.list}>
            {sideBar.news.map((item) => (
              <li key={item.id}>
                <time dateTime={item.publish_at} className={styles.date}>
                  {dateOf(item.publish_at)}
                </time>
                <Link to={`/news/${item.id}`}>{item.title}</Link>
              </li>
            ))}
          </ul>
        )}
      </Box>
    </aside>
  );
}
