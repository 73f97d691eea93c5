import { Alert, Button, DatePicker, Form, Input, Modal, Space, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { AdminSlide, SlideInput } from '../api/sliders-admin.api';

interface SlideFormValues {
  title: string;
  alt: string;
  link_url: string;
  starts_at: Dayjs | null;
  ends_at: Dayjs | null;
}

const FIELDS = ['title', 'alt', 'link_url', 'starts_at', 'ends_at', 'image'] as const;

interface SlideEditModalProps {
  open: boolean;
  /** The slide to edit; null to add one. */
  slide: AdminSlide | null;
  saving: boolean;
  onSave: (input: SlideInput, image: File | null) => Promise<unknown>;
  onClose: () => void;
}

/** Image, title, its description for screen readers, link and the window the slide shows in. */
export function SlideEditModal({ open, slide, saving, onSave, onClose }: SlideEditModalProps) {
  const [form] = Form.useForm<SlideFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [image, setImage] = useState<File | null>(null);
  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setImage(null);
    form.resetFields();
    form.setFieldsValue(
      slide
        ? { title: slide.title, alt: slide.alt, link_url: slide.link_url ?? '', starts_at: slide.starts_at ? dayjs(slide.starts_at) : null, ends_at: slide.ends_at ? dayjs(slide.ends_at) : null }
        : { title: '', alt: '', link_url: '', starts_at: null, ends_at: null },
    );
  }, [form, open, slide]);

  const submit = async (values: SlideFormValues) => {
    setProblem(null);
    try {
      await onSave(
        {
          title: values.title ?? '',
          alt: values.alt ?? '',
          link_url: values.link_url ?? '',
          starts_at: values.starts_at ? values.starts_at.toISOString() : '',
          ends_at: values.ends_at ? values.ends_at.toISOString() : '',
        },
        image,
      );
    } catch (error) {
      setProblem(showServerFieldErrors(form, error, FIELDS));
    }
  };

  const title = slide ? 'スライドの編集' : 'スライドの作成';
  return (
    <Modal open={open} title={title} okText="保存する" cancelText="やめる" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden width={640}>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="slide-edit" layout="vertical" onFinish={(values) => void submit(values)} aria-label={title}>
        <Form.Item label="画像（JPEG・PNG・WebP、10MBまで。横長の画像がおすすめです）" name="image">
          <Space>
            {slide?.image && !image ? <img src={slide.image.thumb_url} width={160} height={Math.round((160 * slide.image.height) / slide.image.width)} alt={slide.alt} /> : null}
            <Upload
              accept="image/jpeg,image/png,image/webp"
              maxCount={1}
              beforeUpload={(file) => {
                setImage(file);
                return false;
              }}
              onRemove={() => setImage(null)}
            >
              <Button>{slide ? '画像を変える' : '画像を選ぶ'}</Button>
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item label="タイトル" name="title">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="画像の説明（代替テキスト）" name="alt">
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label="リンク先（https:// で始まるURL、または / で始まるサイト内のパス）" name="link_url">
          <Input maxLength={2000} />
        </Form.Item>
        <Space wrap>
          <Form.Item label="掲載開始（空欄で今から）" name="starts_at">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" aria-label="掲載開始" />
          </Form.Item>
          <Form.Item label="掲載終了（空欄で終了なし）" name="ends_at">
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" aria-label="掲載終了" />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
