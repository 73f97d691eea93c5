import { CheckOutlined, RollbackOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Empty, Popconfirm, Row, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../ui/date-time.format';
import type { AdminUser, IdentificationDocument } from '../api/users-admin.api';
import { IdentificationStatusTag } from './identification-status-tag';

interface IdentificationReviewProps {
  user: AdminUser;
  busy: boolean;
  error: string | null;
  renderDocument: (document: IdentificationDocument, name: string) => ReactNode;
  onConfirm: () => void;
  onReject: () => void;
}

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function kindText(contentType: string): string {
  if (contentType.startsWith('application/pdf')) return 'PDF';
  if (contentType === 'image/jpeg') return 'JPEG画像';
  if (contentType === 'image/png') return 'PNG画像';
  return contentType;
}

export function IdentificationReview({ user, busy, error, renderDocument, onConfirm, onReject }: IdentificationReviewProps) {
  const status = user.identification_verify_status;
  const pending = status === 2;
  const documents = user.documents ?? [];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'status', label: '現在の状態', children: <IdentificationStatusTag status={status} /> },
          ...(status === 4 && user.identification_reject_reason
            ? [{ key: 'reason', label: '差し戻しの理由', children: user.identification_reject_reason }]
            : []),
        ]}
      />
      {error ? <Alert type="error" showIcon title={error} role="alert" /> : null}
      {documents.length === 0 ? (
        <Empty description="提出された書類はありません。" />
      ) : (
        <Row gutter={[16, 16]}>
          {documents.map((document, index) => {
            const name = `本人確認書類${index + 1}`;
            return (
              <Col xs={24} lg={12} key={document.id}>
                <Card
                  size="small"
                  title={name}
                  extra={
                    <Typography.Text type="secondary">
                      {kindText(document.content_type)}・{sizeText(document.size)}・{formatDateTime(document.uploaded_at)}
                    </Typography.Text>
                  }
                >
                  {renderDocument(document, name)}
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      {pending ? (
        <Space wrap>
          <Popconfirm
            title="本人確認を承認します"
            description="この会員の本人確認を「確認済み」にします。よろしいですか？"
            okText="承認する"
            cancelText="キャンセル"
            onConfirm={onConfirm}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={busy}>
              承認する
            </Button>
          </Popconfirm>
          <Button danger icon={<RollbackOutlined />} onClick={onReject} disabled={busy}>
            差し戻す
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary">
          {status === 3
            ? 'この会員の本人確認は完了しています。'
            : '確認待ちの書類がないため、承認・差し戻しはできません。'}
        </Typography.Text>
      )}
    </Space>
  );
}
