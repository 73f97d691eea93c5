import { HeartFilled, SearchOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Empty, Spin } from 'antd';
import { useFavorites, useToggleFavorite } from '../../features/favorites/api/use-favorites.query';
import { LinkButton } from '../../ui/link-button';
import { ListPagination, pageOf, usePageParam } from '../../ui/list-pages';
import { PropertyCardGrid } from '../../ui/property-card-grid';
import { MemberPage } from './parts/member-page';

export function FavoritePage() {
  const favorites = useFavorites();
  const toggle = useToggleFavorite();
  const { message } = App.useApp();
  const [page, setPage] = usePageParam();
  const shown = pageOf(favorites.data ?? [], page);

  const remove = (id: string, name: string | null) => {
    toggle.mutate(id, {
      onSuccess: () => void message.success(`「${name ?? '物件'}」をお気に入りから外しました`, 3),
      onError: (error) => void message.error(error.message, 3),
    });
  };

  return (
    <MemberPage title="お気に入り" lead="お気に入りに追加した物件です。掲載が終了した物件は表示されません。">
      {favorites.error ? (
        <Alert type="error" showIcon title={favorites.error.message} />
      ) : !favorites.data ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <Spin aria-label="読み込み中" />
        </div>
      ) : favorites.data.length === 0 ? (
        <Card variant="borderless">
          <Empty description="お気に入りに追加した物件はまだありません">
            <LinkButton to="/property/search" type="primary" icon={<SearchOutlined />}>
              物件を探す
            </LinkButton>
          </Empty>
        </Card>
      ) : (
        <>
          <PropertyCardGrid
            properties={shown.items}
            label="お気に入りの物件"
            actionsFor={(property) => (
              <Button
                block
                icon={<HeartFilled style={{ color: '#c0483b' }} />}
                loading={toggle.isPending && toggle.variables === property.id}
                onClick={() => remove(property.id, property.name)}
                aria-label={`「${property.name ?? '物件'}」をお気に入りから外す`}
              >
                お気に入りから外す
              </Button>
            )}
          />
          <ListPagination total={favorites.data.length} page={shown.page} onChange={setPage} />
        </>
      )}
    </MemberPage>
  );
}
