import { Alert, Button, Form, Input, Modal, Select, Space, Tabs, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage, showServerFieldErrors } from '../../../ui/server-field-errors';
import { ARTICLE_CATEGORY_OPTIONS, type AdminArticle, type ArticleInput, type ContentImage } from '../api/articles-admin.api';
import { useArticlePreview, useContentImageUpload } from '../api/articles-admin.query';

interface ArticleFormValues {
  title: string;
  slug: string;
  category: 'general' | 'corporate';
  body_markdown: string;
}

const FIELDS = ['title', 'slug', 'category', 'body_markdown', 'cover_image_id'] as const;
const ACCEPT = 'image/jpeg,image/png,image/webp';

interface ArticleEditModalProps {
  open: boolean;
  /** The column to edit; null to write a new one. */
  article: AdminArticle | null;
  saving: boolean;
  onSave: (body: ArticleInput) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Title, address (slug), category, cover image and the Markdown body, with a preview the server
 * renders exactly as the page will; an uploaded picture can be put into the body.
 */
export function ArticleEditModal({ open, article, saving, onSave, onClose }: ArticleEditModalProps) {
  const [form] = Form.useForm<ArticleFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const [cover, setCover] = useState<ContentImage | null>(null);
  const [tab, setTab] = useState('write');
  const preview = useArticlePreview();
  const upload = useContentImageUpload();

  useEffect(() => {
    if (!open) return;
    setProblem(null);
    setTab('write');
    preview.reset();
    form.resetFields();
    setCover(article?.cover_image ?? null);
    form.setFieldsValue(
      article
        ? { title: article.title, slug: article.slug ?? '', category: article.category, body_markdown: article.body_markdown }
        : { title: '', slug: '', category: 'general', body_markdown: '' },
    );
  }, [form, open, article]);

  const uploadImage = async (file: File): Promise<ContentImage | null> => {
    try {
      return await upload.mutateAsync(file);
    } catch (error) {
      setProblem(errorMessage(error, '不正なファイルです。'));
      return null;
    }
  };

  const insertImage = async (file: File) => {
    const image = await uploadImage(file);
    if (!image) return;
    const body = form.getFieldValue('body_markdown') ?? '';
    form.setFieldValue('body_markdown', `${body}${body && !body.endsWith('\n') ? '\n' : ''}![画像の説明](${image.url})\n`);
  };

  const submit = async (values: ArticleFormValues) => {
    setProblem(null);
    try {
      await onSave({ title: values.title ?? '', slug: values.slug || null, category: values.category, body_markdown: values.body_markdown ?? '', cover_image_id: cover?.id ?? null });
    } catch (error) {
      setProblem(showServerFieldErrors(form, error, FIELDS));
    }
  };

  const title = article ? 'コラムの編集' : 'コラムの作成';
  return (
    <Modal open={open} title={title} okText="保存する" cancelText="やめる" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden width={840}>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="article-edit" layout="vertical" onFinish={(values) => void submit(values)} aria-label={title}>
        <Form.Item label="タイトル" name="title">
          <Input maxLength={100} />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item label="スラッグ（任意。/info/articles/スラッグ で開けます。法人向けの案内は 1698）" name="slug">
            <Input maxLength={64} style={{ width: 240 }} />
          </Form.Item>
          <Form.Item label="カテゴリ" name="category">
            <Select aria-label="カテゴリ" style={{ width: 160 }} options={ARTICLE_CATEGORY_OPTIONS.map((option) => ({ ...option }))} />
          </Form.Item>
        </Space>
        <Form.Item label="カバー画像">
          <Space>
            {cover ? <img src={cover.thumb_url} width={160} height={Math.round((160 * cover.height) / cover.width)} alt="カバー画像" /> : null}
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                void uploadImage(file).then((image) => image && setCover(image));
                return false;
              }}
            >
              <Button loading={upload.isPending}>{cover ? 'カバー画像を変える' : 'カバー画像を選ぶ'}</Button>
            </Upload>
            {cover ? <Button onClick={() => setCover(null)}>カバー画像を外す</Button> : null}
          </Space>
        </Form.Item>
        <Tabs
          activeKey={tab}
          onChange={(key) => {
            setTab(key);
            if (key === 'preview') preview.mutate(form.getFieldValue('body_markdown') ?? '');
          }}
          items={[
            {
              key: 'write',
              label: '本文を書く',
              forceRender: true,
              children: (
                <>
                  <Form.Item label="本文（Markdown。見出しは ##、太字は **文字**、リンクは [文字](URL)）" name="body_markdown">
                    <Input.TextArea rows={14} maxLength={50000} />
                  </Form.Item>
                  <Upload
                    accept={ACCEPT}
                    showUploadList={false}
                    beforeUpload={(file) => {
                      void insertImage(file);
                      return false;
                    }}
                  >
                    <Button loading={upload.isPending}>画像を本文に入れる</Button>
                  </Upload>
                </>
              ),
            },
            {
              key: 'preview',
              label: 'プレビュー',
              children: preview.error ? (
                <Alert type="error" showIcon title={errorMessage(preview.error, 'プレビューを表示できませんでした。')} />
              ) : (
                <div aria-label="プレビュー" data-testid="article-preview" dangerouslySetInnerHTML={{ __html: preview.data?.html ?? '' }} />
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
