import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { WithAntDesign } from '../../app/with-ant-design';
import { useOpenDealThread } from '../../features/deal-chat/api/use-deal-chat.mutations';
import { FavoriteButton } from '../../features/favorites/components/favorite-button';
import { useToggleFavorite } from '../../features/favorites/api/use-favorites.query';
import {
  usePropertyAccess,
  usePropertyDetail,
  useYesNoQuestions,
} from '../../features/property-detail/api/use-property-detail.query';
import { PropertyFacts, propertyAddress } from '../../features/property-detail/components/property-facts';
import { PropertyGallery } from '../../features/property-detail/components/property-gallery';
import { SellerSummary } from '../../features/property-detail/components/seller-summary';
import { useMe } from '../../features/session/api/use-me.query';
import { loginPathFor } from '../../features/session/lib/login-redirect';
import { useSessionStore } from '../../features/session/stores/session.store';
import { ApiError } from '../../lib/api-error';
import { ActionButton } from '../../ui/action-button';
import { formatArea } from '../../ui/area.format';
import { ButtonLink } from '../../ui/button-link';
import { buttonLookClass } from '../../ui/button-look';
import { LISTING_ICON_PATHS } from '../../ui/listing-icon-paths';
import { NoticeBox } from '../../ui/notice-box';
import { NEGOTIATING_STATUS_ID } from '../../ui/property-card.types';
import { SvgIcon } from '../../ui/svg-icon';
import { TagLabel } from '../../ui/tag-label';
import { useMinWidth } from '../../ui/use-min-width';
import { usePageTitle } from '../../ui/use-page-title';
import { formatYen } from '../../ui/yen.format';
import { PageBreadcrumb } from '../../ui/page-breadcrumb';
import { Panel } from '../../ui/panel';
import styles from './property/property-pages.module.css';
import detailStyles from './property/property-detail.module.css';

const CONTRACTED_STATUS_ID = 4;

// The questions and answers sit below the listing's facts, out of the first view: their code (a
// card, a form, confirmations) and Ant Design's root around it come after the page's own, which
// uses none of Ant Design.
const OpenChatContainer = lazy(() =>
  import('../../features/open-chat/components/open-chat.container').then((module) => ({ default: module.OpenChatContainer })),
);
export const PROPERTY_NOT_FOUND_TEXT = 'お探しの物件は見つかりませんでした';

function isMissing(error: Error | null): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404);
}

/** 403 and 404 look the same: a listing the visitor may not see is, for them, not there. */
function PropertyNotFound() {
  usePageTitle('物件が見つかりません');
  return (
    <Panel className={styles.panel}>
      <div className={detailStyles.notFound}>
        <h1 className={`${styles.title} ${detailStyles.heading}`}>{PROPERTY_NOT_FOUND_TEXT}</h1>
        <p className={detailStyles.secondary}>掲載が終了したか、URLが間違っている可能性があります。お手数ですが、物件検索からお探しください。</p>
        <ButtonLink to="/property/search" variant="primary" icon="search">
          物件を探す
        </ButtonLink>
      </div>
    </Panel>
  );
}

export function PropertyDetailPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  const isMember = useSessionStore((state) => state.strategy === 'member' && state.token !== null);
  const isStaff = useSessionStore((state) => (state.strategy === 'admin' || state.strategy === 'lawyer') && state.token !== null);
  const me = useMe();
  const detail = usePropertyDetail(id);
  const property = detail.data;
  const access = usePropertyAccess(property ? propertyAddress(property).replace(/\s+/g, '') : null);
  const questions = useYesNoQuestions();
  const toggle = useToggleFavorite();
  // Wide until the width is known, as the server's page is drawn.
  const phone = useMinWidth(768) === false;
  const openDeal = useOpenDealThread();
  const [favoriteNow, setFavoriteNow] = useState<boolean | null>(null);
  usePageTitle(property?.name ?? (detail.error ? null : '物件詳細'));

  if (isMissing(detail.error)) {
    return (
      <div className={styles.wrapper}>
        <PropertyNotFound />
      </div>
    );
  }

  const breadcrumb = (
    <PageBreadcrumb
      className={styles.breadcrumb}
      items={[
        { title: <Link to="/">トップ</Link> },
        { title: <Link to="/property/search">物件を探す</Link> },
        { title: property?.name ?? '物件詳細' },
      ]}
    />
  );

  if (detail.error) {
    return (
      <div className={styles.wrapper}>
        {breadcrumb}
        <NoticeBox type="error">{detail.error.message}</NoticeBox>
      </div>
    );
  }
  if (!property) {
    return (
      <div className={styles.wrapper}>
        <div className={detailStyles.loading} role="status" aria-label="読み込み中">
          <span className={detailStyles.spinner} aria-hidden="true" />
        </div>
      </div>
    );
  }

  const favorite = favoriteNow ?? property.is_favorite;
  const ownListing = isMember && me.data !== undefined && property.seller !== null && String(me.data.id) === String(property.seller.id);
  const title = property.name ?? '物件名未設定';

  const toggleFavorite = () => {
    if (!isMember) {
      void navigate(loginPathFor(here));
      return;
    }
    toggle.mutate(property.id, { onSuccess: (answer) => setFavoriteNow(answer.is_favorite) });
  };

  const contactButton = (() => {
    if (property.status_id === CONTRACTED_STATUS_ID || ownListing) return null;
    if (isMember) {
      return (
        <ActionButton
          variant="primary"
          size="large"
          block
          icon={LISTING_ICON_PATHS.message}
          loading={openDeal.isPending}
          onClick={() =>
            openDeal.mutate(String(property.id), {
              onSuccess: (answer) => void navigate(`/mypage/chat/${answer.thread_id}`),
            })
          }
        >
          売主に問い合わせる
        </ActionButton>
      );
    }
    return (
      <Link to={loginPathFor(here)} className={buttonLookClass({ variant: 'primary', size: 'large', block: true })}>
        <SvgIcon icon={LISTING_ICON_PATHS.message} />
        <span>売主に問い合わせる</span>
      </Link>
    );
  })();

  const contactNote = (() => {
    if (property.status_id === CONTRACTED_STATUS_ID) {
      return <NoticeBox type="info">この物件は成約済みのため、お問い合わせは受け付けていません。</NoticeBox>;
    }
    if (ownListing) return <NoticeBox type="info">ご自身が掲載している物件です。</NoticeBox>;
    if (isMember) return openDeal.error ? <NoticeBox type="error">{openDeal.error.message}</NoticeBox> : null;
    return (
      <p className={detailStyles.loginNote}>
        お問い合わせにはログインが必要です。はじめての方は<Link to="/signup">会員登録（無料）</Link>をお願いします。
      </p>
    );
  })();

  const favoriteButton = ownListing ? null : <FavoriteButton favorite={favorite} pending={toggle.isPending} onToggle={toggleFavorite} block />;
  // On a phone the two actions stay at hand in a bar along the bottom instead of below the photos and facts.
  const actionBar = phone && (contactButton || favoriteButton);

  return (
    <div className={styles.wrapper}>
      {breadcrumb}
      <div className={detailStyles.tags}>
        {property.status_id === NEGOTIATING_STATUS_ID ? <TagLabel color="orange">商談中</TagLabel> : null}
        {property.status_id === CONTRACTED_STATUS_ID ? <TagLabel>成約済み</TagLabel> : null}
        {property.ground ? <TagLabel color="green">{property.ground}</TagLabel> : null}
      </div>
      <h1 className={`${styles.title} ${detailStyles.heading}`}>{title}</h1>
      <div className={styles.detailColumns}>
        <div>
          <PropertyGallery images={property.images} title={title} />
          <div className={detailStyles.facts}>
            <PropertyFacts property={property} mapUrl={access.data?.map_url ?? null} questions={questions} />
          </div>
        </div>
        <aside className={styles.detailSide} aria-label="物件の要点">
          <Panel className={styles.panel}>
            <p className={detailStyles.priceLabel}>希望売却価格</p>
            <p className={detailStyles.price}>{formatYen(property.sale_price) || '価格未設定'}</p>
            <p className={detailStyles.place}>
              {[property.prefecture, property.city].filter(Boolean).join(' ')}
              {property.area ? `・${formatArea(property.area)}` : ''}
            </p>
            <SellerSummary seller={property.seller} />
            <div className={detailStyles.actions}>
              {actionBar ? null : contactButton}
              {contactNote}
              {actionBar ? null : favoriteButton}
              {toggle.error ? <NoticeBox type="error">{toggle.error.message}</NoticeBox> : null}
            </div>
          </Panel>
        </aside>
      </div>
      <Suspense fallback={null}>
        <WithAntDesign>
          <OpenChatContainer propertyId={String(property.id)} viewer={isMember ? 'member' : isStaff ? 'staff' : 'guest'} loginPath={loginPathFor(here)} />
        </WithAntDesign>
      </Suspense>
      {actionBar ? (
        <div className={styles.phoneActionBar} role="group" aria-label="この物件へのお問い合わせ" data-phone-action-bar>
          {contactButton}
          {ownListing ? null : <FavoriteButton favorite={favorite} pending={toggle.isPending} onToggle={toggleFavorite} block compact />}
        </div>
      ) : null}
    </div>
  );
}
