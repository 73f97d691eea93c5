import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Popconfirm, Space, Tag } from 'antd';
import { AuthImage } from '../../../ui/auth-image';
import { formatDate } from '../../../ui/date-time.format';
import { LinkButton } from '../../../ui/link-button';
import { formatYen } from '../../../ui/yen.format';
import type { MyListing } from '../api/my-listings.api';
import { STATUS_COLORS, isEditable, statusActions } from '../lib/listing-status';
import type { StatusAction } from '../lib/listing-status';
import styles from './my-listing-list.module.css';

interface MyListingListProps {
  listings: readonly MyListing[];
  /** The listing whose change is on its way, so its buttons wait. */
  pendingId: string | null;
  onChangeStatus: (listing: MyListing, action: StatusAction) => void;
  createPath: string;
  editPath: (id: string) => string;
}

function thumbnailOf(listing: MyListing): string | null {
  const primary = [...listing.images].sort((a, b) => a.sort - b.sort)[0];
  return primary?.thumb_url ?? null;
}

export function MyListingList({ listings, pendingId, onChangeStatus, createPath, editPath }: MyListingListProps) {
  if (listings.length === 0) {
    return (
      <Empty description="出品中の物件はまだありません。物件情報を登録して、出品を始めましょう。">
        <LinkButton to={createPath} type="primary" icon={<PlusOutlined />}>
          物件を登録する
        </LinkButton>
      </Empty>
    );
  }
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {listings.map((listing) => {
        const title = listing.name || '（物件名未入力）';
        const price = formatYen(listing.sale_price);
        const pending = pendingId === listing.id;
        return (
          <Card key={listing.id} size="small" aria-label={title} role="article">
            <div className={styles.item}>
              <AuthImage src={thumbnailOf(listing)} alt={`${title}の写真`} className={styles.thumb} />
              <div className={styles.body}>
                <Tag color={STATUS_COLORS[listing.status_id] ?? 'default'}>{listing.status}</Tag>
                <div className={styles.title}>{title}</div>
                <div className={styles.price}>{price || '価格未入力'}</div>
                {listing.incidental_cost !== null ? <div className={styles.meta}>諸費用：{formatYen(listing.incidental_cost)}</div> : null}
                <div className={styles.meta}>
                  {listing.city ?? ''}
                  {listing.updated_at ? ` 更新日：${formatDate(listing.updated_at)}` : null}
                </div>
                <Space wrap className={styles.actions}>
                  {isEditable(listing.status_id) ? (
                    <LinkButton to={editPath(listing.id)} icon={<EditOutlined />} disabled={pending}>
                      編集
                    </LinkButton>
                  ) : null}
                  {statusActions(listing.status_id).map((action) => (
                    <Popconfirm
                      key={action.key}
                      title={action.label}
                      description={action.confirm}
                      okText={action.label}
                      cancelText="キャンセル"
                      okButtonProps={{ danger: action.danger }}
                      onConfirm={() => onChangeStatus(listing, action)}
                    >
                      <Button type={action.primary ? 'primary' : 'default'} danger={action.danger} loading={pending}>
                        {action.label}
                      </Button>
                    </Popconfirm>
                  ))}
                </Space>
              </div>
            </div>
          </Card>
        );
      })}
    </Space>
  );
}
