import { TopColumns } from '../../features/articles/components/top-columns';
import { useRegions } from '../../features/masters/api/use-regions.query';
import { useTopPage } from '../../features/property-search/api/use-top-page.query';
import { SearchBox } from '../../features/property-search/components/search-box';
import { TopCarousel } from '../../features/sliders/components/top-carousel';
import { ButtonLink } from '../../ui/button-link';
import { Panel } from '../../ui/panel';
import { ICON_PATHS } from '../../ui/icon-paths';
import { SvgIcon } from '../../ui/svg-icon';
import { usePageTitle } from '../../ui/use-page-title';
import { RegionLinks } from './top/region-links';
import { NewestListings, TagAndGroundLinks } from './top/top-listings';
import styles from './top.page.module.css';

const steps = [
  {
    title: '掲載する・探す',
    text: '売主さまは写真と説明を添えて物件を無料で掲載します。買主さまはエリアやキーワードから、暮らしたい場所の家や土地を探します。',
  },
  {
    title: 'メッセージで相談する',
    text: '気になる物件が見つかったら、サイト内のメッセージで売主さまと直接やり取りします。内見の日程や価格の相談も当事者同士で進められます。',
  },
  {
    title: '契約・登記まで進める',
    text: '条件がまとまったら、サイト上で契約書を作成して双方が同意します。所有権移転登記は提携の司法書士が担当するので、初めての方も安心です。',
  },
];

export function TopPage() {
  usePageTitle('空き家・土地を個人間で売買');
  const regions = useRegions();
  // The listing sections are extras: without this call's answer the page stays as it is.
  const top = useTopPage().data;
  const regionCount = top ? (id: number) => top.regions.find((region) => region.area_id === id)?.count : undefined;
  const prefectureCount = top
    ? (id: number) =>
        top.regions.flatMap((region) => region.prefectures).find((prefecture) => prefecture.prefecture_id === id)?.count
    : undefined;

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.heroInner}>
          <p className={styles.eyebrow}>空き家・土地の個人間売買サイト</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            使われなくなった家と土地を、
            <br className={styles.wideBreak} />
            次に暮らす人へ直接つなぎます。
          </h1>
          <p className={styles.heroLead}>
            いえとち直売所は、空き家や土地をお持ちの方と、住まいや暮らしの場を探している方が直接やり取りできる売買の場です。
            不動産会社を通さないので仲介手数料はかからず、契約書の作成から司法書士による登記まで、サイトの中で進められます。
          </p>
          <div className={styles.heroSearch}>
            <SearchBox areas={regions} size="large" />
          </div>
          <div className={styles.promises}>
            <div>
              <Panel className={styles.promise}>
                <h2 className={styles.promiseTitle}>
                  <SvgIcon icon={ICON_PATHS.home} /> 空き家・土地をお持ちの方へ
                </h2>
                <p>
                  遠方の実家や相続した土地、値段がつきにくい郊外や山間の物件も、あなたの言葉で魅力を伝えて、価値を感じてくれる買い手を直接探せます。
                </p>
                <ButtonLink to="/about/seller" variant="primary" icon="arrowRight" iconPlacement="end">
                  売却をお考えの方へ
                </ButtonLink>
              </Panel>
            </div>
            <div>
              <Panel className={styles.promise}>
                <h2 className={styles.promiseTitle}>
                  <SvgIcon icon={ICON_PATHS.search} /> 家や土地を探している方へ
                </h2>
                <p>
                  田舎暮らしの古民家、畑付きの家、週末を過ごす小さな土地。持ち主と直接話して、物件の歴史や周りの暮らしまで確かめてから購入できます。
                </p>
                <ButtonLink to="/about/buyer" variant="primary" icon="arrowRight" iconPlacement="end">
                  購入をお考えの方へ
                </ButtonLink>
              </Panel>
            </div>
          </div>
        </div>
      </section>

      <TopCarousel />

      {top ? <NewestListings top={top} /> : null}

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          ご利用の流れ
        </h2>
        <p className={styles.sectionLead}>売主さまと買主さまが直接つながり、3つのステップで取引が進みます。</p>
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <h3 className={styles.stepTitle}>
                <span className={styles.visuallyHidden}>ステップ{index + 1}：</span>
                {step.title}
              </h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {regions.length > 0 ? (
        <section className={`${styles.section} ${styles.regionsSection}`} aria-labelledby="regions-title">
          <h2 id="regions-title" className={styles.sectionTitle}>
            エリアから物件を探す
          </h2>
          <RegionLinks regions={regions} regionCount={regionCount} prefectureCount={prefectureCount} />
        </section>
      ) : null}

      {top ? <TagAndGroundLinks top={top} /> : null}

      <TopColumns className={styles.section} titleClassName={styles.sectionTitle} />

      <section className={styles.cta} aria-labelledby="cta-title">
        <h2 id="cta-title" className={styles.ctaTitle}>
          会員登録は無料です
        </h2>
        <p className={styles.ctaText}>
          物件の掲載も、売主さまへのお問い合わせも、会員登録のうえご利用いただけます。まずはサービスの内容をご覧ください。
        </p>
        <div className={styles.ctaButtons}>
          <ButtonLink to="/about/seller" size="large">
            売却をお考えの方
          </ButtonLink>
          <ButtonLink to="/about/buyer" size="large">
            購入をお考えの方
          </ButtonLink>
          <ButtonLink to="/signup" variant="primary" size="large">
            無料で会員登録する
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
