import { useId, useMemo, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { buttonLookClass } from '../../../ui/button-look';
import { SvgIcon } from '../../../ui/svg-icon';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { readAmount, readConditions, readPrice, SEARCH_SORTS, SORT_LABELS } from '../lib/search-conditions';
import type { SearchConditions } from '../lib/search-conditions';
import type { SearchAreaOption } from './search-box';
import { SEARCH_ICON_PATHS } from './search-icon-paths';
import styles from './search-filter-panel.module.css';

export interface FilterOption {
  id: number;
  name: string;
  count?: number;
}

interface SearchFilterPanelProps {
  value: SearchConditions;
  areas: readonly SearchAreaOption[];
  citiesFor: (prefectureId: number) => readonly string[];
  grounds: readonly FilterOption[];
  hashtags: readonly FilterOption[];
  onSearch: (conditions: SearchConditions) => void;
}

/** Every box as the form holds it: text as typed, a select's choice as its option value ('' for all). */
interface FilterValues {
  key_word: string;
  area_id: string;
  prefecture_id: string;
  city: string;
  min_price: string;
  max_price: string;
  min_landarea: string;
  max_landarea: string;
  ground_id: string;
  hashtag_id: string;
  is_building: '' | '0' | '1';
  sort: string;
}

type AmountField = 'min_price' | 'max_price' | 'min_landarea' | 'max_landarea';

const AMOUNT_MESSAGE = '数字で入力してください（例：1,000,000）';
const PRICE_MESSAGE = '金額を読み取れませんでした。「500万」「1,200万円」のように入力してください。';

/** What is wrong with an amount box, if anything: a price may be written as 500万, an area only in figures. */
function problemOf(field: AmountField, text: string): string | undefined {
  if (text.trim() === '') return undefined;
  if (field === 'min_price' || field === 'max_price') return readPrice(text) === undefined ? PRICE_MESSAGE : undefined;
  return readAmount(text) === undefined ? AMOUNT_MESSAGE : undefined;
}

const AMOUNT_FIELDS: readonly AmountField[] = ['min_price', 'max_price', 'min_landarea', 'max_landarea'];

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

function toValues(conditions: SearchConditions): FilterValues {
  const amount = (value: number | undefined) => (value === undefined ? '' : grouped.format(value));
  const id = (value: number | undefined) => (value === undefined ? '' : String(value));
  return {
    key_word: conditions.key_word ?? '',
    area_id: id(conditions.area_id),
    prefecture_id: id(conditions.prefecture_id),
    city: conditions.city ?? '',
    min_price: amount(conditions.min_price),
    max_price: amount(conditions.max_price),
    min_landarea: amount(conditions.min_landarea),
    max_landarea: amount(conditions.max_landarea),
    ground_id: id(conditions.ground_id),
    hashtag_id: id(conditions.hashtag_id),
    is_building: conditions.is_building === undefined ? '' : conditions.is_building === 1 ? '1' : '0',
    sort: conditions.sort ?? 'newest',
  };
}

const labelOf = (option: FilterOption) => (option.count === undefined ? option.name : `${option.name}（${option.count}件）`);

const BUILDING_CHOICES = [
  { value: '', label: 'こだわらない' },
  { value: '1', label: '建物あり' },
  { value: '0', label: '土地のみ' },
] as const;

interface FieldProps {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}

/** A label over its box and, under it, what is wrong with it. */
function Field({ id, label, error, children }: FieldProps) {
  return (
    <div className={styles.item} data-field={id}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

interface TextBoxProps {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  error?: string;
  decimal?: boolean;
}

/**
 * A text box with Ant Design's clear mark at its end once something is typed. The mark is for the
 * mouse, as Ant Design's is: out of the tab order, since selecting the text and deleting does the same.
 */
function TextBox({ id, name, value, onChange, placeholder, error, decimal = false }: TextBoxProps) {
  return (
    <span className={error ? `${styles.control} ${styles.invalid}` : styles.control}>
      <input
        id={id}
        name={name}
        type="text"
        className={styles.bare}
        inputMode={decimal ? 'decimal' : undefined}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {value === '' ? null : (
        <button type="button" tabIndex={-1} className={styles.clear} aria-label="入力を消す" onClick={() => onChange('')}>
          <SvgIcon icon={SEARCH_ICON_PATHS.clear} />
        </button>
      )}
    </span>
  );
}

/**
 * The search conditions, filled from the address bar; amounts may be typed with commas, prices as
 * 500万 or 1.5億. Native inputs and selects: the search pages load no form library for them.
 */
export function SearchFilterPanel({ value, areas, citiesFor, grounds, hashtags, onSearch }: SearchFilterPanelProps) {
  const idBase = useId();
  const idOf = (name: keyof FilterValues) => `${idBase}-${name}`;
  const [values, setValues] = useState<FilterValues>(() => toValues(value));
  const [errors, setErrors] = useState<Partial<Record<AmountField, string>>>({});

  const areaId = values.area_id === '' ? undefined : Number(values.area_id);
  const prefectureId = values.prefecture_id === '' ? undefined : Number(values.prefecture_id);

  const prefectureOptions = useMemo(() => {
    const source = areaId === undefined ? areas : areas.filter((area) => area.id === areaId);
    return source.flatMap((area) => area.prefectures.map((p) => ({ value: p.prefecture_id, label: p.name })));
  }, [areas, areaId]);
  const cityOptions = useMemo(() => (prefectureId ? citiesFor(prefectureId) : []), [citiesFor, prefectureId]);

  const set = (patch: Partial<FilterValues>) => setValues((current) => ({ ...current, ...patch }));

  const changeArea = (next: string) => {
    const nextId = next === '' ? undefined : Number(next);
    const inside =
      nextId === undefined || areas.some((area) => area.id === nextId && area.prefectures.some((p) => p.prefecture_id === prefectureId));
    set(inside ? { area_id: next } : { area_id: next, prefecture_id: '', city: '' });
  };

  // Once a box has been said to be wrong, it is checked again as it is corrected.
  const changeAmount = (field: AmountField, text: string) => {
    set({ [field]: text });
    if (errors[field] !== undefined) setErrors((current) => ({ ...current, [field]: problemOf(field, text) }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<AmountField, string>> = {};
    for (const field of AMOUNT_FIELDS) {
      const problem = problemOf(field, values[field]);
      if (problem) found[field] = problem;
    }
    setErrors(found);
    const firstWrong = AMOUNT_FIELDS.find((field) => found[field] !== undefined);
    if (firstWrong) {
      document.getElementById(idOf(firstWrong))?.focus();
      return;
    }
    onSearch(readConditions({ ...values }));
  };

  const clear = () => {
    setValues(toValues({}));
    setErrors({});
    onSearch({});
  };

  const amountInput = (field: AmountField, label: string, placeholder: string, decimal = false) => (
    <Field id={idOf(field)} label={label} error={errors[field]}>
      <TextBox
        id={idOf(field)}
        name={field}
        value={values[field]}
        onChange={(text) => changeAmount(field, text)}
        placeholder={placeholder}
        error={errors[field]}
        decimal={decimal}
      />
    </Field>
  );

  return (
    <form className={styles.form} onSubmit={submit} aria-label="検索条件" role="search" noValidate>
      <Field id={idOf('key_word')} label="キーワード">
        <TextBox
          id={idOf('key_word')}
          name="key_word"
          value={values.key_word}
          onChange={(text) => set({ key_word: text })}
          placeholder="例：古民家、畑付き、海が見える"
        />
      </Field>
      <div className={styles.pair}>
        <Field id={idOf('area_id')} label="エリア">
          <select id={idOf('area_id')} name="area_id" className={styles.select} value={values.area_id} onChange={(event) => changeArea(event.target.value)}>
            <option value="">すべて</option>
            {areas.map((area) => (
              <option key={area.id} value={area.id}>
                {area.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={idOf('prefecture_id')} label="都道府県">
          <select
            id={idOf('prefecture_id')}
            name="prefecture_id"
            className={styles.select}
            value={values.prefecture_id}
            onChange={(event) => set({ prefecture_id: event.target.value, city: '' })}
          >
            <option value="">すべて</option>
            {prefectureOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={idOf('city')} label="市区町村">
        <select
          id={idOf('city')}
          name="city"
          className={styles.select}
          value={values.city}
          disabled={!prefectureId}
          onChange={(event) => set({ city: event.target.value })}
        >
          <option value="">{prefectureId ? 'すべて' : '都道府県を選ぶと選べます'}</option>
          {cityOptions.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
          {/* A city from the address that the list does not (yet) hold stays chosen. */}
          {values.city !== '' && !cityOptions.includes(values.city) ? <option value={values.city}>{values.city}</option> : null}
        </select>
      </Field>
      <div className={`${styles.pair} ${styles.always}`}>
        {amountInput('min_price', '価格（下限・円）', '例：500万')}
        {amountInput('max_price', '価格（上限・円）', '例：1,500万')}
      </div>
      <div className={`${styles.pair} ${styles.always}`}>
        {amountInput('min_landarea', '土地面積（下限・㎡）', '例：100', true)}
        {amountInput('max_landarea', '土地面積（上限・㎡）', '例：1,000', true)}
      </div>
      <div className={styles.pair}>
        <Field id={idOf('ground_id')} label="地目">
          <select id={idOf('ground_id')} name="ground_id" className={styles.select} value={values.ground_id} onChange={(event) => set({ ground_id: event.target.value })}>
            <option value="">すべて</option>
            {grounds.map((option) => (
              <option key={option.id} value={option.id}>
                {labelOf(option)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={idOf('hashtag_id')} label="ハッシュタグ">
          <select id={idOf('hashtag_id')} name="hashtag_id" className={styles.select} value={values.hashtag_id} onChange={(event) => set({ hashtag_id: event.target.value })}>
            <option value="">すべて</option>
            {hashtags.map((option) => (
              <option key={option.id} value={option.id}>
                {labelOf(option)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <fieldset className={`${styles.item} ${styles.fieldset}`}>
        <legend className={styles.label}>建物</legend>
        <div className={styles.segments}>
          {BUILDING_CHOICES.map((choice) => (
            <label key={choice.value} className={values.is_building === choice.value ? `${styles.segment} ${styles.checked}` : styles.segment}>
              <input
                type="radio"
                name="is_building"
                value={choice.value}
                className={styles.radio}
                checked={values.is_building === choice.value}
                onChange={() => set({ is_building: choice.value })}
              />
              {choice.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Field id={idOf('sort')} label="並び順">
        <select id={idOf('sort')} name="sort" className={styles.select} value={values.sort} onChange={(event) => set({ sort: event.target.value })}>
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={buttonLookClass({ variant: 'primary' })}>
          <SvgIcon icon={ICON_PATHS.search} />
          この条件で検索する
        </button>
        <button type="button" className={buttonLookClass()} onClick={clear}>
          条件をクリア
        </button>
      </div>
    </form>
  );
}
