import { IdcardOutlined } from '@ant-design/icons';
import { App, Alert, Card, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { lookupZipcode } from '../../features/masters/api/zipcode-address.api';
import { useHobbies } from '../../features/masters/api/use-hobbies.query';
import { usePrefectures } from '../../features/masters/api/use-prefectures.query';
import { unreadCountersQueryKey } from '../../features/notifications/api/use-unread-counters.query';
import { MessageMailSettingContainer } from '../../features/notifications/components/message-mail-setting.container';
import { NewsMailSettingContainer } from '../../features/notifications/components/news-mail-setting.container';
import { useProfile, useUpdateProfile } from '../../features/profile/api/use-profile.query';
import { ProfileForm } from '../../features/profile/components/profile-form';
import { meQueryKey, useMe } from '../../features/session/api/use-me.query';
import { todosQueryKey } from '../../features/todos/api/use-todo-list.query';
import { LinkButton } from '../../ui/link-button';
import { AccountSettings } from './parts/account-settings';
import { MemberPage } from './parts/member-page';

const SAVE_FAILED = '入力内容に誤りがあります。確認してください';
const VERIFIED = 3;
export const REVIEW_AGAIN_NOTICE =
  '氏名・会社名・住所・生まれ年を変更すると、提出済みの書類と変更後の内容を事務局で確認し直すため、本人確認は「確認待ち」に戻ります。確認が済むまで、物件を新たに掲載することはできません。';

export function ProfileEditPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const me = useMe();
  const id = me.data?.id ?? null;
  const profile = useProfile(id);
  const prefectures = usePrefectures();
  const hobbies = useHobbies();
  const save = useUpdateProfile(id, () => {
    void message.success('会員情報を保存しました。');
    void queryClient.invalidateQueries({ queryKey: meQueryKey });
    void queryClient.invalidateQueries({ queryKey: unreadCountersQueryKey });
    void queryClient.invalidateQueries({ queryKey: todosQueryKey });
  });

  const failure = me.error ?? profile.error;

  return (
    <MemberPage title="会員情報の編集" lead="ご登録の内容は、お取引の相手方には必要な範囲でのみ表示されます。">
      <Card
        variant="borderless"
        extra={
          <LinkButton to="/mypage/profile/edit/honnin" icon={<IdcardOutlined />}>
            本人確認書類の提出
          </LinkButton>
        }
        title="会員情報"
      >
        {failure ? (
          <Result status="warning" title="会員情報を読み込めませんでした" subTitle={failure.message} />
        ) : profile.data ? (
          <>
            {profile.data.identification_verify_status === VERIFIED ? (
              <Alert type="info" showIcon title={REVIEW_AGAIN_NOTICE} style={{ marginBottom: 16 }} />
            ) : null}
            <ProfileForm
              profile={profile.data}
              prefectures={prefectures}
              hobbies={hobbies}
              lookupZipcode={lookupZipcode}
              currentYear={dayjs().year()}
              submitting={save.isPending}
              error={save.error}
              onSubmit={(input) =>
                save.mutate(input, { onError: (error) => void message.error(error.message || SAVE_FAILED) })
              }
            />
          </>
        ) : (
          <Skeleton active paragraph={{ rows: 8 }} />
        )}
      </Card>
      <Card variant="borderless" title="メールでのお知らせ" style={{ marginTop: 16 }}>
        <Space orientation="vertical" size={16}>
          <MessageMailSettingContainer />
          <NewsMailSettingContainer />
        </Space>
      </Card>
      {me.data?.impersonator ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title="メールアドレス・パスワードの変更と退会はできません"
          description={`管理者（${me.data.impersonator.name}）が会員に代わって操作しているため、これらの設定は変更できません。会員ご本人がログインして操作してください。`}
        />
      ) : me.data ? (
        <AccountSettings email={me.data.email} />
      ) : null}
    </MemberPage>
  );
}
