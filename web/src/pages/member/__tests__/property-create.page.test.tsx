import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DRAFT_ID_STORAGE_KEY } from '../../../features/property-edit/lib/draft-id.storage';
import { useSessionStore } from '../../../features/session/stores/session.store';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { fail, mockApi, ok } from '../../../test-utils/mock-api';
import type { ApiCall } from '../../../test-utils/mock-api';
import { PROPERTY_MASTERS, aProperty } from '../../../test-utils/property-fixtures';
import { renderApp } from '../../../test-utils/render-app';

type Routes = Parameters<typeof mockApi>[0];

const COMMON: Routes = {
  'GET /api/me': () => ok(aMe()),
  'GET /api/todolist-news-unread': () => ok(COUNTERS),
  'GET /api/master/prefectures': () => ok(PROPERTY_MASTERS.prefectures),
  'GET /api/master/grounds': () => ok(PROPERTY_MASTERS.grounds),
  'GET /api/master/hash-tag-list': () => ok(PROPERTY_MASTERS.hashtags),
  'GET /api/master/yes-no-chart/list': () => ok(PROPERTY_MASTERS.questions),
};

const BASIS = {
  rule: '軽減税率',
  bracket: { min: 10000001, max: 50000000, label: '1,000万円を超え5,000万円以下' },
  rate_percent: null,
  period: { from: '2014-04-01', to: '2027-03-31' },
  legal_basis: '租税特別措置法 第91条',
  confirmed: true,
  checked_on: '2026-11-23',
  source: '国税庁「印紙税額の一覧表」',
  notes: [],
};

function section(name: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`section[aria-label="${name}"]`);
  if (!found) throw new Error(`no section ${name}`);
  return found;
}

function fieldOf(label: string | RegExp, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByText(label).closest('.ant-form-item') as HTMLElement;
}

function resumeAt(step: number, overrides: Parameters<typeof aProperty>[0] = {}, routes: Routes = {}) {
  localStorage.setItem(DRAFT_ID_STORAGE_KEY, 'p7');
  let property = aProperty({ registration_step: step, ...overrides });
  return mockApi({
    ...COMMON,
    'GET /api/property/edit/p7': () => ok(property),
    'POST /api/property/edit/p7': (call: ApiCall) => {
      property = { ...property, ...(call.body as object) };
      return ok(property);
    },
    ...routes,
  });
}

describe('Property create wizard', () => {
  beforeEach(() => useSessionStore.setState({ strategy: 'member', token: 'member-token' }));
  afterEach(() => {
    vi.unstubAllGlobals();
    useSessionStore.setState({ strategy: 'guest', token: null });
  });

  it('creates the draft on the first save, keeps its id and moves on', async () => {
    const api = mockApi({
      ...COMMON,
      'GET /api/property/edit': () => ok(null),
      'POST /api/property/edit': () => ok({ id: 'p9' }, 201),
      'GET /api/property/edit/p9': () => ok(aProperty({ id: 'p9', name: '安曇野の土地', city: null, block: null })),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText('物件名'), '安曇野の土地');
    fireEvent.change(screen.getByLabelText('郵便番号（前半3桁）'), { target: { value: '399' } });
    fireEvent.change(screen.getByLabelText('郵便番号（後半4桁）'), { target: { value: '8201' } });
    await user.click(screen.getByRole('button', { name: /保存して次へ/ }));

    expect(await screen.findByText('下書きを保存しました')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/property/edit')[0]?.body).toMatchObject({
      name: '安曇野の土地',
      zipcode1: '399',
      zipcode2: '8201',
      city: null,
      registration_step: 1,
    });
    expect(localStorage.getItem(DRAFT_ID_STORAGE_KEY)).toBe('p9');
    await waitFor(() => expect(section('物件の詳細')).toBeVisible());
    expect(api.callsTo('POST', '/api/property/edit/p9')).toHaveLength(0);
  });

  it('looks the address up from the two zip code parts', async () => {
    mockApi({
      ...COMMON,
      'GET /api/property/edit': () => ok(null),
      'GET /api/getAddressFromZipcode/3900811': () => ok({ zipcode: '3900811', prefecture_id: 20, state: '長野県', city: '松本市', address: '中央' }),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    fireEvent.change(await screen.findByLabelText('郵便番号（前半3桁）'), { target: { value: '390' } });
    fireEvent.change(screen.getByLabelText('郵便番号（後半4桁）'), { target: { value: '0811' } });
    await user.click(screen.getByRole('button', { name: /住所を検索/ }));
    await waitFor(() => expect(screen.getByLabelText('町名・番地')).toHaveValue('中央'));
    expect(screen.getByLabelText('市区町村')).toHaveValue('松本市');
  });

  it('resumes the draft kept in local storage at the step after the saved one', async () => {
    const api = resumeAt(2);
    renderApp('/mypage/property/create');
    expect(await screen.findByText(/保存済みの下書き「松本の古民家」の続きから/)).toBeInTheDocument();
    await waitFor(() => expect(section('特徴・価格')).toBeVisible());
    expect(section('基本情報')).not.toBeVisible();
    expect(api.callsTo('GET', '/api/property/edit')).toHaveLength(0);
  });

  it('opens /mypage/property/create/{page} at that step of the kept draft', async () => {
    resumeAt(2);
    renderApp('/mypage/property/create/2');
    await waitFor(() => expect(section('物件の詳細')).toBeVisible());
    expect(section('特徴・価格')).not.toBeVisible();
    expect(screen.queryByText("Sorry, we couldn't find page")).toBeNull();
  });

  it.each(['/mypage/property/create/5', '/mypage/property/create/abc'])('opens %s at the first step when the draft has not reached it', async (path) => {
    resumeAt(2);
    renderApp(path);
    await waitFor(() => expect(section('基本情報')).toBeVisible());
    expect(section('特徴・価格')).not.toBeVisible();
  });

  it('opens a page id at the first step when there is no draft', async () => {
    mockApi({ ...COMMON, 'GET /api/property/edit': () => ok(null) });
    renderApp('/mypage/property/create/3');
    await waitFor(() => expect(section('基本情報')).toBeVisible());
    expect(screen.getByLabelText('物件名')).toHaveValue('');
  });

  it('resumes the newest draft when local storage holds none', async () => {
    const api = mockApi({
      ...COMMON,
      'GET /api/property/edit': () => ok(aProperty({ id: 'p3', registration_step: 1 })),
      'GET /api/property/edit/p3': () => ok(aProperty({ id: 'p3', registration_step: 1 })),
    });
    renderApp('/mypage/property/create');
    expect(await screen.findByText(/保存済みの下書き「松本の古民家」の続きから/)).toBeInTheDocument();
    await waitFor(() => expect(section('物件の詳細')).toBeVisible());
    expect(localStorage.getItem(DRAFT_ID_STORAGE_KEY)).toBe('p3');
    expect(api.callsTo('GET', '/api/property/edit')).toHaveLength(1);
  });

  it('forgets a kept id whose draft is gone and starts afresh', async () => {
    localStorage.setItem(DRAFT_ID_STORAGE_KEY, 'p4');
    const api = mockApi({
      ...COMMON,
      'GET /api/property/edit/p4': () => fail(404, '物件が見つかりません。'),
      'GET /api/property/edit': () => ok(null),
    });
    renderApp('/mypage/property/create');
    await waitFor(() => expect(section('基本情報')).toBeVisible());
    expect(localStorage.getItem(DRAFT_ID_STORAGE_KEY)).toBeNull();
    expect(api.callsTo('GET', '/api/property/edit')).toHaveLength(1);
    expect(screen.queryByText(/保存済みの下書き/)).not.toBeInTheDocument();
  });

  it('starts a new listing instead of the resumed draft when asked', async () => {
    resumeAt(2);
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '新しく登録をはじめる' }));
    await waitFor(() => expect(section('基本情報')).toBeVisible());
    expect(screen.getByLabelText('物件名')).toHaveValue('');
    expect(localStorage.getItem(DRAFT_ID_STORAGE_KEY)).toBeNull();
  });

  it('saves the detail group with the 不明 flags as the API takes them', async () => {
    const api = resumeAt(1, { valuation_price: 2_000_000, construction_year: -1 });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    const detail = await screen.findByRole('region', { name: '物件の詳細' });
    await waitFor(() => expect(detail).toBeVisible());

    expect(within(fieldOf('建築年', detail)).getByRole('checkbox', { name: '不明' })).toBeChecked();
    await user.click(within(fieldOf('固定資産税評価額', detail)).getByRole('checkbox', { name: '不明' }));
    await user.type(within(detail).getByLabelText('管理費（月額）'), '5000');
    await user.click(within(fieldOf('諸費用', detail)).getByRole('checkbox', { name: '不明' }));
    await user.click(screen.getByRole('button', { name: /保存して次へ/ }));

    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7')).toHaveLength(1));
    const body = api.callsTo('POST', '/api/property/edit/p7')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      construction_year_unknown: true,
      valuation_price_unknown: true,
      management_price_unknown: false,
      management_price: 5000,
      incidental_cost_unknown: true,
      property_tax_price_unknown: false,
      property_tax_price: null,
      is_building: true,
      registration_step: 2,
    });
    expect(body).not.toHaveProperty('valuation_price');
    expect(body).not.toHaveProperty('era_name');
    expect(body).not.toHaveProperty('name');
  });

  it('shows both fees with their basis, the revenue after fees, and saves them with the price', async () => {
    const api = resumeAt(2, { valuation_price: 10_000_000 }, {
      'GET /api/calculatorRegistrationFee/10000000': () =>
        ok({ fee: 150_000, valuation: 10_000_000, taxable_base: 10_000_000, basis: { ...BASIS, rule: '土地の売買の軽減税率', bracket: null, rate_percent: 1.5, legal_basis: '租税特別措置法 第72条 第1項' } }),
      'GET /api/calculatorRevenueStampFee/30000000': () => ok({ fee: 10_000, amount: 30_000_000, basis: BASIS }),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    const features = await screen.findByRole('region', { name: '特徴・価格' });
    await waitFor(() => expect(features).toBeVisible());

    expect(await within(features).findByText('150,000円')).toBeInTheDocument();
    expect(within(features).getByText(/税率1.5%/)).toBeInTheDocument();
    await user.type(within(features).getByLabelText('希望売却価格'), '30000000');
    expect(await within(features).findByText('10,000円')).toBeInTheDocument();
    expect(within(features).getByText(/1,000万円を超え5,000万円以下/)).toBeInTheDocument();
    expect(within(features).getAllByText(/出典：国税庁「印紙税額の一覧表」（2026\/11\/23に確認した税率です）/)).toHaveLength(2);
    expect(within(features).getByTestId('revenue-after-fees')).toHaveTextContent('29,840,000円');

    await user.click(within(features).getByRole('combobox', { name: 'カテゴリー' }));
    await user.click(await screen.findByTitle('家庭菜園可'));
    await user.click(screen.getByRole('button', { name: /保存して次へ/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/property/edit/p7')[0]?.body).toMatchObject({
      sale_price: 30_000_000,
      register_cost: 150_000,
      revenue_stamp_fee: 10_000,
      categories: '7',
      registration_step: 3,
    });
  });

  it('saves the fees of the price just typed, even before the screen has shown them', async () => {
    const api = resumeAt(2, {}, {
      'GET /api/calculatorRevenueStampFee/5000000': () => ok({ fee: 1_000, amount: 5_000_000, basis: BASIS }),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    const features = await screen.findByRole('region', { name: '特徴・価格' });
    await waitFor(() => expect(features).toBeVisible());
    fireEvent.change(within(features).getByLabelText('希望売却価格'), { target: { value: '5000000' } });
    await user.click(screen.getByRole('button', { name: /下書きを保存/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/property/edit/p7')[0]?.body).toMatchObject({ sale_price: 5_000_000, revenue_stamp_fee: 1_000, register_cost: null });
  });

  it('sends -1 for an unknown asking price and computes no stamp fee', async () => {
    const api = resumeAt(2);
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    const features = await screen.findByRole('region', { name: '特徴・価格' });
    await waitFor(() => expect(features).toBeVisible());
    await user.click(within(fieldOf('希望売却価格', features)).getByRole('checkbox'));
    expect(within(features).getByText('価格が不明のため計算できません。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /下書きを保存/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/property/edit/p7')[0]?.body).toMatchObject({ sale_price: -1, revenue_stamp_fee: null });
    expect(api.calls.some((call) => call.url.includes('calculatorRevenueStampFee'))).toBe(false);
  });

  it('clears the chart answers that no longer apply, in the form and in the save', async () => {
    const api = resumeAt(4, {
      yes_no_charts: [
        { y_n_chart_id: 3, value: 1 },
        { y_n_chart_id: 4, value: 0 },
        { y_n_chart_id: 5, value: 1 },
      ],
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    const chart = await screen.findByRole('region', { name: 'Yes/Noチャート' });
    await waitFor(() => expect(chart).toBeVisible());

    const q4 = fieldOf(/すぐに住めますか/, chart);
    const q5 = fieldOf(/片付けは買主負担/, chart);
    expect(within(q5).getByRole('radio', { name: 'はい' })).toBeChecked();
    await user.click(within(q4).getByRole('radio', { name: 'はい' }));
    await waitFor(() => expect(within(q5).getByRole('radio', { name: 'はい' })).not.toBeChecked());
    expect(within(q5).getByRole('radio', { name: 'はい' })).toBeDisabled();

    await user.click(within(fieldOf(/建物が建っていますか/, chart)).getByRole('radio', { name: 'いいえ' }));
    await waitFor(() => expect(within(q4).getByRole('radio', { name: 'はい' })).not.toBeChecked());
    expect(within(q4).getByRole('radio', { name: 'はい' })).toBeDisabled();
    expect(within(q5).getByRole('radio', { name: 'はい' })).toBeEnabled();

    await user.click(within(fieldOf(/境界は確定/, chart)).getByRole('radio', { name: 'はい' }));
    await user.click(screen.getByRole('button', { name: /保存して次へ/ }));
    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/property/edit/p7')[0]?.body).toEqual({
      yes_no_charts: [
        { y_n_chart_id: 1, value: 1 },
        { y_n_chart_id: 2, value: null },
        { y_n_chart_id: 3, value: 0 },
        { y_n_chart_id: 4, value: null },
        { y_n_chart_id: 5, value: null },
      ],
      registration_step: 5,
    });
    expect(await screen.findByText(/入力内容をご確認のうえ/)).toBeInTheDocument();
  });

  it('publishes from the confirm step and forgets the draft id', async () => {
    const api = resumeAt(5, {}, {
      'POST /api/property/update-status': () => ok({ property_id: 'p7', status_id: 2, status: '掲載中' }),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /掲載する/ }));
    expect(await screen.findByText('物件を掲載しました')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/property/update-status')[0]?.body).toEqual({ status_id: 2, property_id: 'p7' });
    expect(localStorage.getItem(DRAFT_ID_STORAGE_KEY)).toBeNull();
  });

  it('says publishing needs a verified identity, with a link to the identity page, and keeps the draft', async () => {
    const api = resumeAt(5, {}, {
      'POST /api/property/update-status': () =>
        fail(
          409,
          '物件を掲載するには本人確認が必要です。本人確認書類の提出（/mypage/profile/edit/honnin）から書類を提出し、確認が済んでから掲載してください。下書きはこのまま保存できます。',
        ),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /掲載する/ }));

    const notice = (await screen.findByText(/物件を掲載するには本人確認が必要です。/)).closest('[role="alert"]') as HTMLElement;
    expect(notice).toHaveTextContent('本人確認書類の提出から書類を提出し、確認が済んでから掲載してください。下書きはこのまま保存できます。');
    expect(notice).not.toHaveTextContent('/mypage/profile/edit/honnin');
    expect(within(notice).getByRole('link', { name: /本人確認書類を提出する/ })).toHaveAttribute('href', '/mypage/profile/edit/honnin');
    expect(screen.queryByText('物件を掲載しました')).toBeNull();
    expect(api.callsTo('POST', '/api/property/update-status')).toHaveLength(1);
    expect(localStorage.getItem(DRAFT_ID_STORAGE_KEY)).toBe('p7');
  });

  it('says as many steps as the wizard shows', async () => {
    resumeAt(0);
    renderApp('/mypage/property/create');
    await waitFor(() => expect(document.querySelectorAll('.ant-steps-item').length).toBeGreaterThan(0));
    const count = document.querySelectorAll('.ant-steps-item').length;
    expect(screen.getByText(new RegExp(`全${count}ステップで物件を登録します`))).toBeInTheDocument();
  });

  it('lists every reason a publication was refused at once, and each opens its step with the message under its field', async () => {
    resumeAt(5, { city: null }, {
      'POST /api/property/update-status': () =>
        fail(422, '入力内容に誤りがあります。確認してください', {
          errors: { city: ['掲載するには市区町村を入力してください。'], sale_price: ['掲載するには希望売却価格を入力するか、「不明」を選んでください。'] },
        }),
    });
    renderApp('/mypage/property/create');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /掲載する/ }));

    const list = await screen.findByRole('list', { name: '掲載に必要な入力' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '基本情報：掲載するには市区町村を入力してください。',
      '特徴・価格：掲載するには希望売却価格を入力するか、「不明」を選んでください。',
    ]);
    await user.click(within(list).getByRole('button', { name: '特徴・価格' }));
    await waitFor(() => expect(section('特徴・価格')).toBeVisible());
    const price = within(section('特徴・価格')).getByText('掲載するには希望売却価格を入力するか、「不明」を選んでください。');
    expect(within(price.closest('.ant-form-item') as HTMLElement).getByLabelText('希望売却価格')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /戻る/ }));
    await user.click(screen.getByRole('button', { name: /戻る/ }));
    await waitFor(() => expect(section('基本情報')).toBeVisible());
    const city = within(section('基本情報')).getByText('掲載するには市区町村を入力してください。');
    expect(within(city.closest('.ant-form-item') as HTMLElement).getByLabelText('市区町村')).toBeInTheDocument();
  });

  it('says 不正なファイルです。 when a photo is refused, and shows the photos the server answers', async () => {
    let refuse = true;
    const api = resumeAt(3, {}, {
      'POST /api/property/edit/p7/image': () =>
        refuse
          ? fail(422, '入力内容に誤りがあります。確認してください', { errors: { image: ['不正なファイルです。'] } })
          : ok([{ id: 11, sort: 1, url: '/api/property/image/11/web', thumb_url: '/api/property/image/11/thumb', width: 1600, height: 1200 }]),
      'GET /api/property/image/11/thumb': () => new Response(new Blob(['x'], { type: 'image/jpeg' })),
    });
    renderApp('/mypage/property/create');
    const photos = await screen.findByRole('region', { name: '写真' });
    await waitFor(() => expect(photos).toBeVisible());
    fireEvent.change(photos.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['not a picture'], 'memo.jpg', { type: 'image/jpeg' })] } });
    expect(await within(photos).findByText('不正なファイルです。')).toBeInTheDocument();

    refuse = false;
    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7/image')).toHaveLength(1));
    fireEvent.change(photos.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [new File(['jpeg'], 'house.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(api.callsTo('POST', '/api/property/edit/p7/image')).toHaveLength(2));
    expect(await within(photos).findByRole('group', { name: '写真1' })).toBeInTheDocument();
    expect(within(photos).getByText('メイン')).toBeInTheDocument();
    expect(within(photos).queryByText('不正なファイルです。')).not.toBeInTheDocument();
    const upload = api.callsTo('POST', '/api/property/edit/p7/image')[1];
    expect((upload?.body as FormData).get('image')).toBeInstanceOf(File);
  });
});
