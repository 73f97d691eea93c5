import { Descriptions, Tag } from 'antd';
import type { DescriptionsProps } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import { formatZipcode } from '../../../ui/zipcode.format';
import type { AdminUser } from '../api/users-admin.api';
import { classLabel, fullName, SEX_LABELS } from '../lib/user-labels';
import { VerifiedBadge } from '../../../ui/verified-badge';
import { IdentificationStatusTag } from './identification-status-tag';

interface UserProfileViewProps {
  user: AdminUser;
  prefectureName: string | null;
  hobbyNames: readonly string[];
}

const dash = (value: string | number | null | undefined) => (value === null || value === undefined || value === '' ? '—' : value);

export function UserProfileView({ user, prefectureName, hobbyNames }: UserProfileViewProps) {
  const kana = [user.name_last_kana, user.name_first_kana].filter(Boolean).join(' ');
  const address = [formatZipcode(user.zipcode), prefectureName, user.city, user.block, user.building_name]
    .filter(Boolean)
    .join(' ');
  const items: DescriptionsProps['items'] = [
    { key: 'id', label: '会員ID', children: user.id },
    {
      key: 'status',
      label: '状態',
      children: user.status === 'withdrawn' ? <Tag color="default">退会済み</Tag> : <Tag color="green">利用中</Tag>,
    },
    {
      key: 'nickname',
      label: 'ニックネーム',
      children: (
        <>
          {dash(user.nickname)}
          <VerifiedBadge verified={user.identification_verify_status === 3} />
        </>
      ),
    },
    { key: 'email', label: 'メールアドレス', children: user.email },
    { key: 'name', label: '氏名', children: dash(fullName(user)) },
    { key: 'kana', label: '氏名（フリガナ）', children: dash(kana) },
    { key: 'class', label: '会員種別', children: classLabel(user.class) },
    { key: 'company', label: '会社名', children: dash(user.company_name) },
    { key: 'corporate', label: '法人番号', children: dash(user.corporate_number) },
    { key: 'homebuilder', label: '住宅事業者番号', children: dash(user.homebuilder_number) },
    { key: 'address', label: '住所', span: 2, children: dash(address) },
    { key: 'tel_mobile', label: '携帯電話番号', children: dash(user.tel_mobile) },
    { key: 'tel_home', label: '自宅電話番号', children: dash(user.tel_home) },
    {
      key: 'sex',
      label: '性別',
      children: user.sex_id === 1 || user.sex_id === 2 || user.sex_id === 3 ? SEX_LABELS[user.sex_id] : '—',
    },
    { key: 'birth_year', label: '生まれ年', children: user.birth_year ? `${user.birth_year}年` : '—' },
    { key: 'hobbies', label: '趣味', span: 2, children: hobbyNames.length > 0 ? hobbyNames.join('、') : '—' },
    {
      key: 'identification',
      label: '本人確認',
      children: <IdentificationStatusTag status={user.identification_verify_status} />,
    },
    { key: 'registered_at', label: '登録日時', children: dash(formatDateTime(user.registered_at)) },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={items} />;
}
