import { Alert, App, Card, Skeleton } from 'antd';
import { useMemo } from 'react';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { useLawyerMe, useUpdateLawyerProfile } from '../../features/lawyer-account/api/lawyer-account.query';
import { LawyerProfileForm } from '../../features/lawyer-account/components/lawyer-profile-form';
import { errorMessage, serverFieldErrors } from '../../ui/server-field-errors';

export function ProfileEditPage() {
  const { message } = App.useApp();
  const me = useLawyerMe();
  const update = useUpdateLawyerProfile();
  const fieldErrors = useMemo(() => serverFieldErrors(update.error), [update.error]);

  return (
    <>
      <PageHeading title="プロフィール編集" />
      <Card variant="borderless">
        {me.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : me.isError ? (
          <Alert type="error" showIcon title={errorMessage(me.error, 'プロフィールを読み込めませんでした。')} />
        ) : (
          <LawyerProfileForm
            key={me.data.id}
            lawyer={me.data}
            submitting={update.isPending}
            error={update.isError ? errorMessage(update.error, 'プロフィールを保存できませんでした。') : null}
            serverErrors={fieldErrors}
            onSubmit={(input) =>
              update.mutate(input, { onSuccess: () => void message.success('プロフィールを保存しました。') })
            }
          />
        )}
      </Card>
    </>
  );
}
