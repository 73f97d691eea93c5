import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Result, Skeleton, Space } from 'antd';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AuditTimelineContainer } from '../../features/audit/components/audit-timeline.container';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { MemberDealsContainer } from '../../features/deals-admin/components/member-deals.container';
import { useHobbies } from '../../features/masters/api/use-hobbies.query';
import { usePrefectures } from '../../features/masters/api/use-prefectures.query';
import type { AdminUser, IdentificationDocument, ProfileInput } from '../../features/users-admin/api/users-admin.api';
import {
  useAdminUser,
  useConfirmIdentification,
  useIdentificationDocument,
  useRejectIdentification,
  useUpdateAdminUser,
  useUserHistory,
} from '../../features/users-admin/api/users-admin.query';
import { DocumentPreview } from '../../features/users-admin/components/document-preview';
import { IdentificationReview } from '../../features/users-admin/components/identification-review';
import { RejectReasonModal } from '../../features/users-admin/components/reject-reason-modal';
import { UserEditForm } from '../../features/users-admin/components/user-edit-form';
import { UserHistoryTable } from '../../features/users-admin/components/user-history-table';
import { UserProfileView } from '../../features/users-admin/components/user-profile-view';
import { fullName } from '../../features/users-admin/lib/user-labels';
import { ApiError } from '../../lib/api-error';
import { errorMessage, serverFieldErrors } from '../../ui/server-field-errors';
import { useObjectUrl } from '../../ui/use-object-url';
import { usePageTitle } from '../../ui/use-page-title';

const BACK = (
  <Link to="/admin/user/list">
    <ArrowLeftOutlined /> 会員一覧へ戻る
  </Link>
);

export function UserDetailPage() {
  const { id } = useParams();
  if (!id) return <UserNotFound />;
  return <UserDetail key={id} userId={id} />;
}

function UserNotFound() {
  usePageTitle('会員が見つかりません');
  return (
    <Card variant="borderless">
      <Result status="404" title="会員が見つかりません" subTitle="指定された会員は存在しないか、削除されています。" extra={BACK} />
    </Card>
  );
}

function IdentificationDocumentView({ userId, document, name }: { userId: string; document: IdentificationDocument; name: string }) {
  const file = useIdentificationDocument(userId, document.id);
  const url = useObjectUrl(file.data);
  return (
    <DocumentPreview
      name={name}
      contentType={file.data?.type || document.content_type}
      url={url}
      loading={file.isPending}
      error={file.isError ? errorMessage(file.error, '書類を読み込めませんでした。') : null}
    />
  );
}

function UserDetail({ userId }: { userId: string }) {
  const user = useAdminUser(userId);
  if (user.isPending) {
    return (
      <>
        <PageHeading title="会員詳細" extra={BACK} />
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </>
    );
  }
  if (user.isError) {
    if (user.error instanceof ApiError && user.error.status === 404) return <UserNotFound />;
    return (
      <>
        <PageHeading title="会員詳細" extra={BACK} />
        <Alert type="error" showIcon title={errorMessage(user.error, '会員情報を読み込めませんでした。')} />
      </>
    );
  }
  return <UserDetailContent user={user.data} />;
}

function UserDetailContent({ user }: { user: AdminUser }) {
  const { message } = App.useApp();
  const prefectures = usePrefectures();
  const hobbies = useHobbies();
  const history = useUserHistory(user.id);
  const update = useUpdateAdminUser(user.id);
  const confirm = useConfirmIdentification(user.id);
  const reject = useRejectIdentification(user.id);
  const [editing, setEditing] = useState(false);
  const [rejecting, setRejecting] = useState(false);

  const prefectureOptions = useMemo(
    () => prefectures.map((prefecture) => ({ value: prefecture.prefecture_id ?? prefecture.id, label: prefecture.name })),
    [prefectures],
  );
  const hobbyOptions = useMemo(() => hobbies.map((hobby) => ({ value: hobby.id, label: hobby.name })), [hobbies]);
  const prefectureName = prefectureOptions.find((option) => option.value === user.prefecture_id)?.label ?? null;
  const hobbyNames = (user.hobby_ids ?? []).map(
    (hobbyId) => hobbyOptions.find((option) => option.value === hobbyId)?.label ?? `#${hobbyId}`,
  );
  const updateErrors = useMemo(() => serverFieldErrors(update.error), [update.error]);
  const reviewError = confirm.error ?? reject.error;

  const save = (input: ProfileInput) =>
    update.mutate(input, {
      onSuccess: () => {
        setEditing(false);
        void message.success('会員情報を保存しました。');
      },
    });
  const approve = () =>
    confirm.mutate(undefined, { onSuccess: () => void message.success('本人確認を承認しました。') });
  const sendBack = (reason: string) =>
    reject.mutate(reason, {
      onSuccess: () => {
        setRejecting(false);
        void message.success('本人確認書類を差し戻しました。');
      },
    });

  const title = `会員詳細：${user.nickname || fullName(user) || user.email}`;
  return (
    <>
      <PageHeading title={title} extra={BACK} />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card
          variant="borderless"
          title="基本情報"
          extra={
            editing ? null : (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                編集する
              </Button>
            )
          }
        >
          {editing ? (
            <UserEditForm
              user={user}
              prefectures={prefectureOptions}
              hobbies={hobbyOptions}
              submitting={update.isPending}
              error={update.isError ? errorMessage(update.error, '会員情報を保存できませんでした。') : null}
              serverErrors={updateErrors}
              onSubmit={save}
              onCancel={() => {
                update.reset();
                setEditing(false);
              }}
            />
          ) : (
            <UserProfileView user={user} prefectureName={prefectureName} hobbyNames={hobbyNames} />
          )}
        </Card>
        <Card variant="borderless" title="本人確認">
          <IdentificationReview
            user={user}
            busy={confirm.isPending || reject.isPending}
            error={reviewError && !rejecting ? errorMessage(reviewError, '操作を完了できませんでした。') : null}
            renderDocument={(document, name) => (
              <IdentificationDocumentView userId={user.id} document={document} name={name} />
            )}
            onConfirm={approve}
            onReject={() => {
              reject.reset();
              setRejecting(true);
            }}
          />
        </Card>
        <Card variant="borderless" title="取引" extra={<span style={{ color: '#8c8c8c' }}>閲覧のみ</span>}>
          <MemberDealsContainer userId={user.id} nickname={user.nickname} />
        </Card>
        <Card variant="borderless" title="操作履歴">
          {history.isError ? (
            <Alert type="error" showIcon title={errorMessage(history.error, '操作履歴を読み込めませんでした。')} />
          ) : (
            <UserHistoryTable entries={history.data ?? []} loading={history.isPending} />
          )}
        </Card>
        <Card variant="borderless" title="経過（変更内容つき）">
          <AuditTimelineContainer kind="member" id={user.id} extra={<Link to={`/admin/audit?stream=account-${user.id}`}>アカウントの時点を再現する</Link>} />
        </Card>
      </Space>
      <RejectReasonModal
        open={rejecting}
        submitting={reject.isPending}
        error={reject.isError ? errorMessage(reject.error, '差し戻しできませんでした。') : null}
        onSubmit={sendBack}
        onCancel={() => setRejecting(false)}
      />
    </>
  );
}
