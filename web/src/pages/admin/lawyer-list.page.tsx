import { App, Alert, Card, Space } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { useInviteLawyer, useLawyers } from '../../features/lawyers-admin/api/lawyers-admin.query';
import { LawyerInviteForm } from '../../features/lawyers-admin/components/lawyer-invite-form';
import { LawyerTable } from '../../features/lawyers-admin/components/lawyer-table';
import { errorMessage } from '../../ui/server-field-errors';

export function LawyerListPage() {
  const { message } = App.useApp();
  const lawyers = useLawyers();
  const invite = useInviteLawyer();

  const sendInvitation = async (email: string): Promise<boolean> => {
    try {
      await invite.mutateAsync(email);
      void message.success(`${email} に招待メールを送信しました。`);
      return true;
    } catch (error) {
      void message.error(errorMessage(error, '招待メールを送信できませんでした。時間をおいて、もう一度お試しください。'));
      return false;
    }
  };

  return (
    <>
      <PageHeading title="司法書士" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless" title="司法書士を招待する">
          <LawyerInviteForm submitting={invite.isPending} onInvite={sendInvitation} />
        </Card>
        {lawyers.isError ? (
          <Alert type="error" showIcon title={errorMessage(lawyers.error, '司法書士の一覧を読み込めませんでした。')} />
        ) : null}
        <Card variant="borderless" title="登録済みの司法書士">
          <LawyerTable lawyers={lawyers.data ?? []} loading={lawyers.isPending} />
        </Card>
      </Space>
    </>
  );
}
