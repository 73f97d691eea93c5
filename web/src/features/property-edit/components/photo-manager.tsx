import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, StarOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Empty, Popconfirm, Space, Tag, Tooltip, Typography, Upload } from 'antd';
import { useState } from 'react';
import { AuthImage } from '../../../ui/auth-image';
import type { PropertyImage } from '../api/property-edit.api';

export const MAX_PHOTOS = 20;

interface PhotoManagerProps {
  images: readonly PropertyImage[];
  busy: boolean;
  error: string | null;
  onUpload: (file: File, primary: boolean) => void;
  onMakePrimary: (image: PropertyImage) => void;
  onMove: (image: PropertyImage, offset: -1 | 1) => void;
  onDelete: (image: PropertyImage) => void;
}

export function PhotoManager({ images, busy, error, onUpload, onMakePrimary, onMove, onDelete }: PhotoManagerProps) {
  const [asPrimary, setAsPrimary] = useState(false);
  const sorted = [...images].sort((a, b) => a.sort - b.sort);
  const full = sorted.length >= MAX_PHOTOS;

  return (
    <>
      <Typography.Paragraph type="secondary">
        JPEG・PNG・WebPの写真を{MAX_PHOTOS}枚まで（1枚10MBまで）登録できます。1枚目の写真がメイン写真として一覧や検索結果に表示されます。
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Upload
          accept="image/jpeg,image/png,image/webp"
          multiple
          showUploadList={false}
          disabled={full}
          beforeUpload={(file) => {
            onUpload(file, asPrimary);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy} disabled={full}>
            写真を追加する
          </Button>
        </Upload>
        <Checkbox checked={asPrimary} onChange={(event) => setAsPrimary(event.target.checked)}>
          追加する写真をメイン写真にする
        </Checkbox>
      </Space>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {sorted.length === 0 ? (
        <Empty description="写真はまだありません。写真があると、買主様に物件の様子が伝わりやすくなります。" />
      ) : (
        <Space wrap size={12}>
          {sorted.map((image, index) => {
            const label = `写真${index + 1}`;
            return (
              <Card
                key={image.id}
                size="small"
                role="group"
                aria-label={label}
                style={{ width: 200 }}
                cover={<AuthImage src={image.thumb_url} alt={label} style={{ width: '100%', height: 140 }} />}
              >
                <Space wrap size={4}>
                  {image.sort === 1 ? <Tag color="gold">メイン</Tag> : null}
                  {image.sort !== 1 ? (
                    <Button size="small" icon={<StarOutlined />} disabled={busy} onClick={() => onMakePrimary(image)}>
                      メインにする
                    </Button>
                  ) : null}
                  <Tooltip title="前へ">
                    <Button size="small" aria-label={`${label}を前へ`} icon={<ArrowLeftOutlined />} disabled={busy || index === 0} onClick={() => onMove(image, -1)} />
                  </Tooltip>
                  <Tooltip title="後ろへ">
                    <Button
                      size="small"
                      aria-label={`${label}を後ろへ`}
                      icon={<ArrowRightOutlined />}
                      disabled={busy || index === sorted.length - 1}
                      onClick={() => onMove(image, 1)}
                    />
                  </Tooltip>
                  <Popconfirm title="この写真を削除しますか？" okText="削除する" cancelText="キャンセル" okButtonProps={{ danger: true }} onConfirm={() => onDelete(image)}>
                    <Button size="small" danger aria-label={`${label}を削除`} icon={<DeleteOutlined />} disabled={busy} />
                  </Popconfirm>
                </Space>
              </Card>
            );
          })}
        </Space>
      )}
    </>
  );
}
