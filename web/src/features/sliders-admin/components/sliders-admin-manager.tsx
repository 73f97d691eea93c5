import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Alert, App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/date-time.format';
import { errorMessage } from '../../../ui/server-field-errors';
import type { AdminSlide } from '../api/sliders-admin.api';
import { useAllSlides, useSliderAdminMutations } from '../api/sliders-admin.query';
import { SlideEditModal } from './slide-edit-modal';

/** Where a slide moves, and the whole order that follows, as the order call takes it. */
function moved(slides: readonly AdminSlide[], index: number, by: -1 | 1): string[] {
  const ids = slides.map((slide) => slide.id);
  [ids[index], ids[index + by]] = [ids[index + by], ids[index]];
  return ids;
}

/** The top page's slides in carousel order: add, edit, move up and down, delete. */
export function SlidersAdminManager() {
  const { message } = App.useApp();
  const [editing, setEditing] = useState<AdminSlide | null | undefined>(undefined);
  const slides = useAllSlides();
  const { save, order, remove } = useSliderAdminMutations();
  const list = slides.data ?? [];

  const act = (run: Promise<unknown>, done: string) =>
    run.then(
      () => void message.success(done),
      (error: unknown) => void message.error(errorMessage(error, '操作できませんでした。')),
    );

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button type="primary" onClick={() => setEditing(null)}>
          スライドを作成
        </Button>
      </Space>
      {slides.error ? <Alert type="error" showIcon title={slides.error.message} style={{ marginBottom: 16 }} /> : null}
      <Table<AdminSlide>
        rowKey="id"
        loading={slides.isPending}
        dataSource={list}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: '順番', dataIndex: 'sort', render: (_sort: number, _slide, index) => index + 1 },
          {
            title: '画像',
            dataIndex: 'image',
            render: (image: AdminSlide['image'], slide) =>
              image ? <img src={image.thumb_url} width={120} height={Math.round((120 * image.height) / image.width)} alt={slide.alt} /> : null,
          },
          { title: 'タイトル', dataIndex: 'title' },
          { title: 'リンク先', dataIndex: 'link_url', render: (link: string | null) => link ?? 'なし' },
          {
            title: '掲載期間',
            key: 'window',
            render: (_value, slide) => `${slide.starts_at ? formatDateTime(slide.starts_at) : '今から'} 〜 ${slide.ends_at ? formatDateTime(slide.ends_at) : '終了なし'}`,
          },
          { title: '表示', dataIndex: 'shown_now', render: (shown: boolean) => (shown ? <Tag color="green">掲載中</Tag> : <Tag>期間外</Tag>) },
          {
            title: '操作',
            key: 'actions',
            render: (_value, slide, index) => (
              <Space wrap>
                <Button size="small" icon={<ArrowUpOutlined />} aria-label={`${slide.title}を上へ`} disabled={index === 0 || order.isPending} onClick={() => void act(order.mutateAsync(moved(list, index, -1)), 'スライドの並び順を保存しました。')} />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${slide.title}を下へ`}
                  disabled={index === list.length - 1 || order.isPending}
                  onClick={() => void act(order.mutateAsync(moved(list, index, 1)), 'スライドの並び順を保存しました。')}
                />
                <Button size="small" onClick={() => setEditing(slide)}>
                  編集
                </Button>
                <Popconfirm title="このスライドを削除しますか？" okText="削除する" cancelText="やめる" onConfirm={() => act(remove.mutateAsync(slide.id), 'スライドを削除しました。')}>
                  <Button size="small" danger>
                    削除
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <SlideEditModal
        open={editing !== undefined}
        slide={editing ?? null}
        saving={save.isPending}
        onSave={async (input, image) => {
          await save.mutateAsync({ id: editing?.id ?? null, input, image });
          void message.success(editing ? 'スライドを更新しました。' : 'スライドを登録しました。');
          setEditing(undefined);
        }}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
