import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { ComponentProps } from 'react';
import { ApiError } from '../../../lib/api-error';
import type { Profile } from '../api/profile.api';
import { ProfileForm } from '../components/profile-form';
import { joinPhone, splitPhone } from '../lib/phone';

const PROFILE: Profile = {
  id: '5',
  nickname: 'たろう',
  email: 'taro@example.jp',
  name_last: '山田',
  name_first: '太郎',
  name_last_kana: 'ヤマダ',
  name_first_kana: 'タロウ',
  zipcode: '3900811',
  prefecture_id: 20,
  city: '松本市',
  block: '中央1-2-3',
  building_name: null,
  sex_id: 1,
  birth_year: 1980,
  company_name: null,
  hobby_ids: [2],
  class: 1,
  corporate_number: null,
  homebuilder_number: null,
  tel_home: null,
  tel_mobile: '090-1234-5678',
  identification_verify_status: 1,
  identification_reject_reason: null,
  registered_at: '2024-04-01T00:00:00+09:00',
};

const PREFECTURES = [
  { id: 13, name: '東京都', cities: [{ name: '千代田区' }] },
  { id: 20, name: '長野県', cities: [{ name: '松本市' }, { name: '長野市' }] },
];

type Props = ComponentProps<typeof ProfileForm>;

function renderForm(overrides: Partial<Props> = {}) {
  const props: Props = {
    profile: PROFILE,
    prefectures: PREFECTURES,
    hobbies: [
      { id: 1, name: '家庭菜園' },
      { id: 2, name: '釣り' },
    ],
    lookupZipcode: vi.fn(),
    currentYear: 2025,
    submitting: false,
    error: null,
    onSubmit: vi.fn(),
    ...overrides,
  };
  const view = render(
    <App>
      <ProfileForm {...props} />
    </App>,
  );
  return { ...view, props };
}

function fieldOf(label: string): HTMLElement {
  const item = screen.getAllByText(label, { selector: 'label' })[0]?.closest('.ant-form-item');
  if (!item) throw new Error(`no form item labelled ${label}`);
  return item as HTMLElement;
}

describe('phone parts', () => {
  it('splits and joins with hyphens', () => {
    expect(splitPhone('03-1234-5678')).toEqual(['03', '1234', '5678']);
    expect(splitPhone(null)).toEqual(['', '', '']);
    expect(joinPhone(['０３', '1234', '5678'])).toBe('03-1234-5678');
    expect(joinPhone(['', '', ''])).toBe('');
  });
});

describe('ProfileForm', () => {
  it('shows a stored number in three boxes and sends the boxes joined with hyphens', async () => {
    const { props } = renderForm();
    expect(screen.getByLabelText('電話番号（携帯）（市外局番）')).toHaveValue('090');
    expect(screen.getByLabelText('電話番号（携帯）（加入者番号）')).toHaveValue('5678');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('電話番号（自宅）（市外局番）'), '03');
    await user.type(screen.getByLabelText('電話番号（自宅）（市内局番）'), '1234');
    await user.type(screen.getByLabelText('電話番号（自宅）（加入者番号）'), '5678');
    await user.click(screen.getByRole('button', { name: '会員情報を保存する' }));

    await waitFor(() => expect(props.onSubmit).toHaveBeenCalledTimes(1));
    expect(props.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        tel_home: '03-1234-5678',
        tel_mobile: '090-1234-5678',
        zipcode: '3900811',
        building_name: null,
        corporate_number: null,
        hobby_ids: [2],
      }),
    );
  });

  it('refuses a phone number with an empty box', async () => {
    const { props } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('電話番号（自宅）（市外局番）'), '03');
    await user.click(screen.getByRole('button', { name: '会員情報を保存する' }));
    expect(await screen.findByText('電話番号は3つの欄すべてに半角数字で入力してください。')).toBeInTheDocument();
    expect(props.onSubmit).not.toHaveBeenCalled();
  });

  it('asks for katakana in the kana fields', async () => {
    renderForm();
    const user = userEvent.setup();
    const kana = screen.getByLabelText('セイ（フリガナ）');
    await user.clear(kana);
    await user.type(kana, 'やまだ');
    await user.click(screen.getByRole('button', { name: '会員情報を保存する' }));
    expect(await within(fieldOf('セイ（フリガナ）')).findByText('フリガナは全角カタカナで入力してください。')).toBeInTheDocument();
  });

  it("shows the server's 422 messages under each field", async () => {
    const { rerender, props } = renderForm();
    const error = new ApiError('入力内容に誤りがあります。', 422, {
      name_first_kana: ['メイ（フリガナ）はカタカナで入力してください。'],
      tel_mobile: ['携帯電話番号の形式が正しくありません。'],
    });
    rerender(
      <App>
        <ProfileForm {...props} error={error} />
      </App>,
    );
    expect(
      await within(fieldOf('メイ（フリガナ）')).findByText('メイ（フリガナ）はカタカナで入力してください。'),
    ).toBeInTheDocument();
    expect(within(fieldOf('電話番号（携帯）')).getByText('携帯電話番号の形式が正しくありません。')).toBeInTheDocument();
  });

  it('asks for the corporate number only of a corporation', async () => {
    renderForm();
    expect(screen.queryByLabelText('法人番号')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: '法人' }));
    expect(await screen.findByLabelText('法人番号')).toBeInTheDocument();
  });

  it('fills prefecture, city and block from the zip code', async () => {
    const lookupZipcode = vi.fn().mockResolvedValue({ prefecture_id: 13, city: '千代田区', address: '丸の内' });
    renderForm({ lookupZipcode });
    const user = userEvent.setup();
    const zipcode = screen.getByLabelText('郵便番号');
    await user.clear(zipcode);
    await user.type(zipcode, '100-0005');
    await user.click(screen.getByRole('button', { name: /住所を検索/ }));
    await waitFor(() => expect(screen.getByLabelText('町域・番地')).toHaveValue('丸の内'));
    expect(lookupZipcode).toHaveBeenCalledWith('1000005');
    expect(screen.getByLabelText('市区町村')).toHaveValue('千代田区');
    expect(within(fieldOf('都道府県')).getByText('東京都')).toBeInTheDocument();
  });

  it("shows the spec's message when the zip code lookup fails", async () => {
    const lookupZipcode = vi.fn().mockRejectedValue(new Error('入力内容に誤りがあります。確認してください'));
    renderForm({ lookupZipcode });
    await userEvent.setup().click(screen.getByRole('button', { name: /住所を検索/ }));
    expect(await screen.findByText('入力内容に誤りがあります。確認してください')).toBeInTheDocument();
    expect(screen.getByLabelText('町域・番地')).toHaveValue('中央1-2-3');
  });
});
