import { MessageOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Grid, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
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
import { formatArea } from '../../ui/area.format';
import { LinkButton } from '../../ui/link-button';
import { NEGOTIATING_STATUS_ID } from '../../ui/property-card.types';
import { usePageTitle } from '../../ui/use-page-title';
import { formatYen } from '../../ui/yen.format';
import { PageBreadcrumb } from '../../ui/page-breadcrumb';
import { Panel } from '../../ui/panel';
import styles from './property/property-pages.module.css';

const CONTRACTED_STATUS_ID = 4;

// The questions and answers sit below the listing's facts, out of the first view: their code (a
// card, a form, confirmations) comes after the page's own.
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
      <div style={{ textAlign: 'center', padding: '24px 0' }}>
        <Typography.Title level={1} className={styles.title}>
          {PROPERTY_NOT_FOUND_TEXT}
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          掲載が終了したか、URLが間違っている可能性があります。お手数ですが、物件検索からお探しください。
        </Typography.Paragraph>
        <LinkButton to="/property/search" type="primary" icon={<SearchOutlined />}>
          物件を探す
        </LinkButton>
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
  const phone = Grid.useBreakpoint().md === false;
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
        <Alert type="error" showIcon title={detail.error.message} />
      </div>
    );
  }
  if (!property) {
    return (
      <div className={styles.wrapper} style={{ textAlign: 'center' }}>
        <Spin aria-label="読み込み中" />
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
        <Button
          type="primary"
          size="large"
          block
          icon={<MessageOutlined />}
          loading={openDeal.isPending}
          onClick={() =>
            openDeal.mutate(String(property.id), {
              onSuccess: (answer) => void navigate(`/mypage/chat/${answer.thread_id}`),
            })
          }
        >
          売主に問い合わせる
        </Button>
      );
    }
    return (
      <LinkButton to={loginPathFor(here)} type="primary" size="large" block icon={<MessageOutlined />}>
        売主に問い合わせる
      </LinkButton>
    );
  })();

  const contactNote = (() => {
    if (property.status_id === CONTRACTED_STATUS_ID) {
      return <Alert type="info" showIcon title="この物件は成約済みのため、お問い合わせは受け付けていません。" />;
    }
    if (ownListing) return <Alert type="info" showIcon title="ご自身が掲載している物件です。" />;
    if (isMember) return openDeal.error ? <Alert type="error" showIcon title={openDeal.error.message} /> : null;
    return (
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        お問い合わせにはログインが必要です。はじめての方は<Link to="/signup">会員登録（無料）</Link>をお願いします。
      </Typography.Text>
    );
  })();

  const favoriteButton = ownListing ? null : <FavoriteButton favorite={favorite} pending={toggle.isPending} onToggle={toggleFavorite} block />;
  // On a phone the two actions stay at hand in a bar along the bottom instead of below the photos and facts.
  const actionBar = phone && (contactButton || favoriteButton);

  return (
    <div className={styles.wrapper}>
      {breadcrumb}
      <Space wrap size={4} style={{ marginBottom: 4 }}>
        {property.status_id === NEGOTIATING_STATUS_ID ? <Tag color="orange">商談中</Tag> : null}
        {property.status_id === CONTRACTED_STATUS_ID ? <Tag>成約済み</Tag> : null}
        {property.ground ? <Tag color="green">{property.ground}</Tag> : null}
      </Space>
      <Typography.Title level={1} className={styles.title}>
        {title}
      </Typography.Title>
      <div className={styles.detailColumns}>
        <div>
          <PropertyGallery images={property.images} title={title} />
          <div style={{ marginTop: 24 }}>
            <PropertyFacts property={property} mapUrl={access.data?.map_url ?? null} questions={questions} />
          </div>
        </div>
        <aside className={styles.detailSide} aria-label="物件の要点">
          <Panel className={styles.panel}>
            <p style={{ margin: 0, color: '#5b5345' }}>希望売却価格</p>
            <p style={{ margin: '0 0 8px', fontSize: 26, fontWeight: 700, color: '#8a4b1f' }}>
              {formatYen(property.sale_price) || '価格未設定'}
            </p>
            <p style={{ margin: '0 0 4px' }}>
              {[property.prefecture, property.city].filter(Boolean).join(' ')}
              {property.area ? `・${formatArea(property.area)}` : ''}
            </p>
            <SellerSummary seller={property.seller} />
            <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
              {actionBar ? null : contactButton}
              {contactNote}
              {actionBar ? null : favoriteButton}
              {toggle.error ? <Alert type="error" showIcon title={toggle.error.message} /> : null}
            </Space>
          </Panel>
        </aside>
      </div>
      <Suspense fallback={null}>
        <OpenChatContainer propertyId={String(property.id)} viewer={isMember ? 'member' : isStaff ? 'staff' : 'guest'} loginPath={loginPathFor(here)} />
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
