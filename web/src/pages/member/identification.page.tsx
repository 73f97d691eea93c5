import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Card, Result, Skeleton, Typography } from 'antd';
import { uploadIdentification } from '../../features/identification/api/identification.api';
import { IdentificationStatusPanel } from '../../features/identification/components/identification-status-panel';
import { IdentificationUploadForm } from '../../features/identification/components/identification-upload-form';
import { canSubmitDocuments } from '../../features/identification/lib/identification-status';
import { unreadCountersQueryKey } from '../../features/notifications/api/use-unread-counters.query';
import { profileQueryKey, useProfile } from '../../features/profile/api/use-profile.query';
import type { Profile } from '../../features/profile/api/profile.api';
import { meQueryKey, useMe } from '../../features/session/api/use-me.query';
import { todosQueryKey } from '../../features/todos/api/use-todo-list.query';
import { ApiError, UNEXPECTED_RESPONSE_MESSAGE } from '../../lib/api-error';
import { MemberPage } from './parts/member-page';

const INVALID_FILE = '不正なファイルです。';

function uploadErrorMessage(error: Error | null): string | null {
  if (!error) return null;
  // The spec's image-upload rule: an answer that is not JSON means the file was refused.
  if (error instanceof ApiError && error.message === UNEXPECTED_RESPONSE_MESSAGE && error.status !== 0) return INVALID_FILE;
  return error.message || INVALID_FILE;
}

export function IdentificationPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useMe();
  const id = me.data?.id ?? null;
  const profile = useProfile(id);
  const upload = useMutation({
    mutationFn: uploadIdentification,
    onSuccess: () => {
      // Submitted documents always wait for a check: the page shows so before the refetch answers.
      queryClient.setQueryData<Profile>(profileQueryKey(id), (current) =>
        current ? { ...current, identification_verify_status: 2, identification_reject_reason: null } : current,
      );
      void queryClient.invalidateQueries({ queryKey: profileQueryKey(id) });
      void message.success('本人確認書類を提出しました。');
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: unreadCountersQueryKey });
      void queryClient.invalidateQueries({ queryKey: todosQueryKey });
    },
  });

  const failure = me.error ?? profile.error;
  const status = profile.data?.identification_verify_status ?? 1;

  return (
    <MemberPage
      title="本人確認書類の提出"
      lead="安心してお取引いただくため、物件の掲載や契約の前に本人確認をお願いしています。"
    >
      <Card title="本人確認の状況" variant="borderless">
        {failure ? (
          <Result status="warning" title="本人確認の状況を読み込めませんでした" subTitle={failure.message} />
        ) : profile.data ? (
          <IdentificationStatusPanel status={status} rejectReason={profile.data.identification_reject_reason} />
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )}
      </Card>
      {profile.data && canSubmitDocuments(status) ? (
        <Card title="書類の提出" variant="borderless" style={{ marginTop: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            提出できる書類
          </Typography.Title>
          <Typography.Paragraph>
            運転免許証、マイナンバーカード（表面のみ）、パスポート、在留カード、健康保険証など、氏名・住所・生年月日が確認できる公的な書類をご提出ください。
          </Typography.Paragraph>
          <ul style={{ paddingLeft: '1.4em', lineHeight: 1.9 }}>
            <li>書類全体が写り、文字がはっきり読めるように撮影してください。</li>
            <li>裏面に現住所が記載されている場合は、裏面もあわせてご提出ください。</li>
            <li>マイナンバーカードは表面のみをご提出ください。個人番号（裏面）は提出しないでください。</li>
            <li>会員情報に登録した氏名・住所と一致している必要があります。</li>
            <li>JPEG・PNG・PDF形式、1ファイル5MBまで、最大3ファイルまで提出できます。</li>
          </ul>
          <IdentificationUploadForm
            submitting={upload.isPending}
            errorMessage={uploadErrorMessage(upload.error)}
            onSubmit={(files) => upload.mutate(files)}
          />
        </Card>
      ) : null}
    </MemberPage>
  );
}
