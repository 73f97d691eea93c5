import { DatePicker, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { CONTACT_STATUSES, type ContactCategory, type ContactFilter, type ContactStatusValue } from '../api/contacts-admin.api';

interface ContactFiltersProps {
  filter: ContactFilter;
  categories: readonly ContactCategory[];
  onChange: (filter: ContactFilter) => void;
}

/** Status, category, received days (in Japan) and a keyword over name, address and message. */
export function ContactFilters({ filter, categories, onChange }: ContactFiltersProps) {
  const days = (range: [Dayjs | null, Dayjs | null] | null) => ({
    date_from: range?.[0]?.format('YYYY-MM-DD'),
    date_to: range?.[1]?.format('YYYY-MM-DD'),
  });
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select
        aria-label="対応状況で絞り込む"
        allowClear
        placeholder="すべての対応状況"
        style={{ width: 160 }}
        value={filter.status}
        onChange={(status: ContactStatusValue | undefined) => onChange({ ...filter, status })}
        options={CONTACT_STATUSES.map(({ value, label }) => ({ value, label }))}
      />
      <Select
        aria-label="種類で絞り込む"
        allowClear
        placeholder="すべての種類"
        style={{ width: 200 }}
        value={filter.category_id}
        onChange={(category_id: number | undefined) => onChange({ ...filter, category_id })}
        options={categories.map((category) => ({ value: category.id, label: category.name }))}
      />
      <DatePicker.RangePicker
        aria-label="受付日"
        format="YYYY/MM/DD"
        value={[filter.date_from ? dayjs(filter.date_from) : null, filter.date_to ? dayjs(filter.date_to) : null]}
        allowEmpty={[true, true]}
        onChange={(range) => onChange({ ...filter, ...days(range) })}
      />
      {/* Keyed by the keyword in force, so back/forward shows the word of that address. */}
      <Input.Search
        key={filter.keyword ?? ''}
        aria-label="キーワード"
        placeholder="お名前・メール・内容"
        allowClear
        defaultValue={filter.keyword}
        onSearch={(keyword) => onChange({ ...filter, keyword: keyword.trim() || undefined })}
      />
    </Space>
  );
}
