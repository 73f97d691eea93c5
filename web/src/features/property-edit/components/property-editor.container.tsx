import { CheckOutlined, LeftOutlined, RightOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Form, Space, Steps, Tabs } from 'antd';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../ui/server-field-errors';
import { identityRequiredMessage } from '../lib/identity-required';
import { IdentityRequiredNotice } from './identity-required-notice';
import type { Property, PropertyImage } from '../api/property-edit.api';
import { currentFees, useRegistrationFee, useRevenueStampFee } from '../api/use-fees.query';
import { useSaleSupportOption } from '../api/use-sale-support-option.query';
import { usePropertyImages, usePublishProperty, useSaveProperty } from '../api/use-property-edit.query';
import { FORM_GROUPS, UNKNOWN, groupInput, groupOfField, revenueAfterFees, toFormValues } from '../lib/property-form';
import type { GroupKey, PropertyFormValues } from '../lib/property-form';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { clearInapplicable } from '../lib/yes-no-chart.rules';
import { BasicFields } from './basic-fields';
import type { FoundAddress, PrefectureChoice } from './basic-fields';
import { ConfirmSummary } from './confirm-summary';
import { DetailFields } from './detail-fields';
import type { FeeView } from './fee-summary';
import { FeaturesFields } from './features-fields';
import { PhotoManager } from './photo-manager';
import { PublishProblems } from './publish-problems';
import type { PublishProblem } from './publish-problems';
import { YesNoChartFields } from './yes-no-chart-fields';
import type { ChartQuestion } from './yes-no-chart-fields';

export interface PropertyMasters {
  prefectures: readonly PrefectureChoice[];
  grounds: readonly { id: number; name: string }[];
  hashtags: readonly { id: number; name: string }[];
  questions: readonly ChartQuestion[];
  lookupZipcode: (zipcode: string) => Promise<FoundAddress>;
}

interface PropertyEditorProps {
  /** `wizard`: steps that save as they go, ending in publication; `tabs`: each group saved on its own. */
  mode: 'wizard' | 'tabs';
  /** The listing being edited; null until the wizard's first save creates the draft. */
  property: Property | null;
  masters: PropertyMasters;
  initialStep?: number;
  onSaved?: (property: Property) => void;
  onPublished?: (property: Property) => void;
}

const CONFIRM_STEP = FORM_GROUPS.length;
const SAVE_FAILED = '保存できませんでした。入力内容をご確認ください。';
const BAD_FILE = '不正なファイルです。';
const TOO_LARGE = 'ファイルが大きすぎます。10MB以下の写真を選んでください。';
const FEE_FAILED = '入力内容に誤りがあります。確認してください';

/** Every Form.Item name the groups show, so a server message lands under its field. */
const FORM_FIELDS: ReadonlySet<string> = new Set(
  FORM_GROUPS.flatMap((group) => group.fields).filter(
    (field) => !['image', 'yes_no_charts', 'register_cost', 'revenue_stamp_fee'].includes(field),
  ),
);

function feeView(
  input: number | null,
  query: { isFetching: boolean; isError: boolean; data?: { fee: number; basis: FeeView['basis'] } },
  waiting: string,
  detail?: string,
): FeeView {
  if (input === null) return { state: 'waiting', fee: null, basis: null, note: waiting };
  if (query.isError) return { state: 'failed', fee: null, basis: null, note: FEE_FAILED };
  if (!query.data) return { state: 'loading', fee: null, basis: null };
  return { state: 'ready', fee: query.data.fee, basis: query.data.basis, detail };
}

function imageUploadMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const messages = error.messagesFor('image');
    if (messages.length > 0) return messages.join(' ');
    if (error.status === 413) return TOO_LARGE;
  }
  return BAD_FILE;
}

export function PropertyEditor({ mode, property, masters, initialStep = 0, onSaved, onPublished }: PropertyEditorProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<PropertyFormValues>();
  const [current, setCurrent] = useState(Math.min(Math.max(initialStep, 0), mode === 'wizard' ? CONFIRM_STEP : CONFIRM_STEP - 1));
  const [reached, setReached] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const [identityRequired, setIdentityRequired] = useState<string | null>(null);
  const [groupProblems, setGroupProblems] = useState<Record<number, string[]>>({});
  const [publishProblems, setPublishProblems] = useState<PublishProblem[]>([]);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const uploads = useRef<Promise<unknown>>(Promise.resolve());

  const save = useSaveProperty();
  const publish = usePublishProperty();
  const photos = usePropertyImages(property?.id ?? null);

  const price = Form.useWatch<number | null | undefined>('sale_price', form) ?? null;
  const priceUnknown = Form.useWatch<boolean | undefined>('sale_price_unknown', form) ?? false;
  const valuation = Form.useWatch<number | null | undefined>('valuation_price', form) ?? null;
  const valuationUnknown = Form.useWatch<boolean | undefined>('valuation_price_unknown', form) ?? false;
  const stampInput = useDebouncedValue(priceUnknown || price === null ? null : price);
  const registrationInput = useDebouncedValue(valuationUnknown || valuation === null ? null : valuation);
  const saleSupport = useSaleSupportOption().data ?? null;
  const stampQuery = useRevenueStampFee(stampInput);
  const registrationQuery = useRegistrationFee(registrationInput);
  const stamp = feeView(stampInput, stampQuery, priceUnknown ? '価格が不明のため計算できません。' : '希望売却価格を入力すると計算します。');
  const registration = feeView(
    registrationInput,
    registrationQuery,
    valuationUnknown ? '固定資産税評価額が不明のため計算できません。' : '「物件の詳細」で固定資産税評価額を入力すると計算します。',
    registrationQuery.data ? `課税標準額 ${registrationQuery.data.taxable_base.toLocaleString('ja-JP')}円` : undefined,
  );
  const fees = { revenueStampFee: stamp.fee, registerCost: registration.fee };
  const revenue = revenueAfterFees(priceUnknown ? UNKNOWN : price, fees);

  const isDraft = property === null || property.status_id === 1;
  const savedMessage = isDraft ? '下書きを保存しました' : '物件情報を保存しました。';

  const showErrors = (error: unknown, fallback: string): number | null => {
    const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors).filter(([, list]) => list.length > 0) : [];
    const placed = fieldErrors.filter(([field]) => FORM_FIELDS.has(field));
    form.setFields(placed.map(([name, errors]) => ({ name: name as keyof PropertyFormValues, errors: [...errors] })));
    const byGroup: Record<number, string[]> = {};
    const unplaced: string[] = [];
    for (const [field, messages] of fieldErrors) {
      if (FORM_FIELDS.has(field)) continue;
      const group = groupOfField(field);
      if (group >= 0) byGroup[group] = [...(byGroup[group] ?? []), ...messages];
      else unplaced.push(...messages);
    }
    setGroupProblems(byGroup);
    setProblem([errorMessage(error, fallback), ...unplaced].join(' '));
    const groups = fieldErrors.map(([field]) => groupOfField(field)).filter((group) => group >= 0);
    return groups.length > 0 ? Math.min(...groups) : null;
  };

  const saveGroup = async (index: number, advance: boolean) => {
    const group = FORM_GROUPS[index];
    if (!group) return;
    const fieldNames = group.fields.filter((field) => FORM_FIELDS.has(field)) as (keyof PropertyFormValues)[];
    try {
      await form.validateFields(fieldNames);
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as PropertyFormValues;
    const savedFees =
      group.key === 'features'
        ? await currentFees(
            queryClient,
            values.sale_price_unknown ? null : (values.sale_price ?? null),
            values.valuation_price_unknown ? null : (values.valuation_price ?? null),
          )
        : fees;
    const input = groupInput(group.key as GroupKey, values, {
      fees: savedFees,
      questionIds: masters.questions.map((question) => question.id),
    });
    if (mode === 'wizard') input.registration_step = Math.max(property?.registration_step ?? 0, index + 1);
    setProblem(null);
    setGroupProblems({});
    save.mutate(
      { id: property?.id ?? null, input },
      {
        onSuccess: (saved) => {
          void message.success(savedMessage);
          setPublishProblems((before) => before.filter((problem) => problem.group !== index));
          onSaved?.(saved);
          if (advance) {
            setCurrent(index + 1);
            setReached((before) => Math.max(before, index + 1));
          }
        },
        onError: (error) => {
          const first = showErrors(error, SAVE_FAILED);
          if (first !== null && first !== index) setCurrent(first);
        },
      },
    );
  };

  const doPublish = () => {
    if (!property) return;
    setProblem(null);
    setIdentityRequired(null);
    setGroupProblems({});
    setPublishProblems([]);
    publish.mutate(property.id, {
      onSuccess: () => {
        void message.success('物件を掲載しました。');
        onPublished?.(property);
      },
      onError: (error) => {
        const notVerified = identityRequiredMessage(error);
        if (notVerified !== null) {
          setIdentityRequired(notVerified);
          return;
        }
        // Every reason at once, on the confirm step; each also waits under its field on its step.
        const fieldErrors = error instanceof ApiError ? Object.entries(error.fieldErrors) : [];
        const problems = fieldErrors.flatMap(([field, messages]) => messages.map((text) => ({ group: groupOfField(field), field, message: text })));
        if (problems.length === 0) {
          showErrors(error, '掲載できませんでした。');
          return;
        }
        form.setFields(
          fieldErrors.filter(([field]) => FORM_FIELDS.has(field)).map(([name, errors]) => ({ name: name as keyof PropertyFormValues, errors: [...errors] })),
        );
        setPublishProblems(problems);
      },
    });
  };

  const changeImages = (change: Parameters<typeof photos.mutateAsync>[0], failure: (error: unknown) => string) => {
    setPhotoError(null);
    uploads.current = uploads.current
      .then(() => photos.mutateAsync(change))
      .catch((error: unknown) => setPhotoError(failure(error)));
  };
  const images: PropertyImage[] = [...(property?.images ?? [])].sort((a, b) => a.sort - b.sort);
  const reorder = (ids: string[]) =>
    changeImages({ kind: 'order', imageIds: ids }, (error) => errorMessage(error, '写真の並べ替えができませんでした。'));

  const onValuesChange = (changed: Partial<PropertyFormValues>, all: PropertyFormValues) => {
    if (changed.yes_no) {
      const cleared = clearInapplicable(all.yes_no ?? {});
      if (JSON.stringify(cleared) !== JSON.stringify(all.yes_no ?? {})) form.setFieldsValue({ yes_no: cleared });
    }
  };

  const panels: Record<GroupKey, ReactNode> = {
    basic: <BasicFields prefectures={masters.prefectures} grounds={masters.grounds} lookupZipcode={masters.lookupZipcode} />,
    detail: <DetailFields saleSupport={saleSupport} />,
    features: <FeaturesFields hashtags={masters.hashtags} stamp={stamp} registration={registration} revenue={revenue} />,
    photos: (
      <PhotoManager
        images={images}
        busy={photos.isPending}
        error={photoError}
        onUpload={(file, primary) => changeImages({ kind: 'upload', file, primary }, imageUploadMessage)}
        onMakePrimary={(image) => reorder([image.id, ...images.filter((item) => item.id !== image.id).map((item) => item.id)])}
        onMove={(image, offset) => {
          const ids = images.map((item) => item.id);
          const from = ids.indexOf(image.id);
          const to = from + offset;
          if (to < 0 || to >= ids.length) return;
          [ids[from], ids[to]] = [ids[to] as string, ids[from] as string];
          reorder(ids);
        }}
        onDelete={(image) => changeImages({ kind: 'delete', imageId: image.id }, (error) => errorMessage(error, '写真を削除できませんでした。'))}
      />
    ),
    chart: <YesNoChartFields questions={masters.questions} />,
  };

  const confirmNames = (values: PropertyFormValues) => ({
    values,
    prefectureName: masters.prefectures.find((item) => item.id === values.prefecture_id)?.name ?? null,
    groundName: masters.grounds.find((item) => item.id === values.ground_id)?.name ?? null,
  });

  const busy = save.isPending || publish.isPending;
  const stepItems = [...FORM_GROUPS.map((group) => ({ title: group.title })), { title: '確認' }].map((item, index) => ({
    ...item,
    disabled: mode === 'wizard' && index > reached,
    status: publishProblems.some((problem) => problem.group === index) ? ('error' as const) : undefined,
  }));
  const openProblem = (problem: PublishProblem) => {
    setCurrent(problem.group);
    if (FORM_FIELDS.has(problem.field)) setTimeout(() => form.scrollToField(problem.field as keyof PropertyFormValues, { focus: true }));
  };

  return (
    <Card variant="borderless">
      {mode === 'wizard' ? (
        <Steps current={current} items={stepItems} size="small" onChange={(step) => setCurrent(step)} style={{ marginBottom: 24 }} />
      ) : (
        <Tabs
          activeKey={String(current)}
          onChange={(key) => setCurrent(Number(key))}
          items={FORM_GROUPS.map((group, index) => ({ key: String(index), label: group.title }))}
        />
      )}
      {problem ? <Alert type="error" showIcon closable onClose={() => setProblem(null)} title={problem} style={{ marginBottom: 16 }} /> : null}
      {identityRequired ? <IdentityRequiredNotice message={identityRequired} onClose={() => setIdentityRequired(null)} /> : null}
      <Form
        form={form}
        layout="vertical"
        initialValues={property ? toFormValues(property) : { yes_no: {} }}
        onValuesChange={onValuesChange}
        scrollToFirstError
      >
        {FORM_GROUPS.map((group, index) => (
          <section key={group.key} hidden={current !== index} aria-label={group.title}>
            {groupProblems[index]?.length ? (
              <Alert type="error" showIcon title={groupProblems[index].join(' ')} style={{ marginBottom: 16 }} />
            ) : null}
            {group.key === 'photos' && !property ? (
              <Alert type="info" showIcon title="基本情報を保存すると、写真を追加できます。" />
            ) : (
              panels[group.key]
            )}
          </section>
        ))}
        {mode === 'wizard' && current === CONFIRM_STEP ? (
          <section aria-label="確認">
            <PublishProblems problems={publishProblems} onOpen={openProblem} />
            <ConfirmSummary
              {...confirmNames(form.getFieldsValue(true) as PropertyFormValues)}
              photoCount={images.length}
            />
          </section>
        ) : null}
      </Form>
      <Space wrap style={{ marginTop: 24, width: '100%', justifyContent: 'space-between' }}>
        {mode === 'wizard' && current > 0 ? (
          <Button icon={<LeftOutlined />} onClick={() => setCurrent(current - 1)} disabled={busy}>
            戻る
          </Button>
        ) : (
          <span />
        )}
        {mode === 'tabs' ? (
          <Button type="primary" icon={<SaveOutlined />} loading={save.isPending} onClick={() => void saveGroup(current, false)}>
            {`${FORM_GROUPS[current]?.title ?? ''}を保存する`}
          </Button>
        ) : current < CONFIRM_STEP ? (
          <Space wrap>
            <Button icon={<SaveOutlined />} loading={save.isPending} onClick={() => void saveGroup(current, false)}>
              下書きを保存
            </Button>
            <Button type="primary" loading={save.isPending} onClick={() => void saveGroup(current, true)}>
              保存して次へ <RightOutlined />
            </Button>
          </Space>
        ) : (
          <Button type="primary" icon={<CheckOutlined />} loading={publish.isPending} disabled={!property} onClick={doPublish}>
            掲載する
          </Button>
        )}
      </Space>
    </Card>
  );
}
