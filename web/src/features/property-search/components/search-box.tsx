import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Input, Row, Select } from 'antd';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildPropertySearchUrl } from '../lib/property-search-url';

export interface SearchAreaOption {
  id: number;
  name: string;
  prefectures: ReadonlyArray<{ prefecture_id: number; name: string }>;
}

interface SearchBoxProps {
  areas: readonly SearchAreaOption[];
  size?: 'middle' | 'large';
  /** Called after navigating, e.g. to close the drawer that holds the box. */
  onSearched?: () => void;
}

export function SearchBox({ areas, size = 'middle', onSearched }: SearchBoxProps) {
  const navigate = useNavigate();
  const [keyWord, setKeyWord] = useState('');
  const [areaId, setAreaId] = useState<number | null>(null);
  const [prefectureId, setPrefectureId] = useState<number | null>(null);

  const areaOptions = useMemo(
    () => areas.map((area) => ({ value: area.id, label: area.name })),
    [areas],
  );
  const prefectureOptions = useMemo(() => {
    const source = areaId === null ? areas : areas.filter((area) => area.id === areaId);
    return source.flatMap((area) =>
      area.prefectures.map((prefecture) => ({ value: prefecture.prefecture_id, label: prefecture.name })),
    );
  }, [areas, areaId]);

  const changeArea = (value: number | null | undefined) => {
    const next = value ?? null;
    setAreaId(next);
    const stillInside =
      next === null ||
      areas.some((area) => area.id === next && area.prefectures.some((p) => p.prefecture_id === prefectureId));
    if (!stillInside) setPrefectureId(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(buildPropertySearchUrl({ keyWord, areaId, prefectureId }));
    onSearched?.();
  };

  return (
    <form role="search" aria-label="物件検索" onSubmit={submit}>
      <Row gutter={[8, 8]} wrap>
        <Col xs={24} md={9}>
          <Input
            size={size}
            allowClear
            value={keyWord}
            onChange={(event) => setKeyWord(event.target.value)}
            placeholder="キーワード（例：古民家、畑付き）"
            aria-label="キーワード"
            prefix={<SearchOutlined aria-hidden />}
          />
        </Col>
        <Col xs={12} md={5}>
          <Select<number>
            size={size}
            allowClear
            value={areaId ?? undefined}
            onChange={changeArea}
            options={areaOptions}
            placeholder="エリア"
            aria-label="エリア"
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={12} md={5}>
          <Select<number>
            size={size}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            value={prefectureId ?? undefined}
            onChange={(value) => setPrefectureId(value ?? null)}
            options={prefectureOptions}
            placeholder="都道府県"
            aria-label="都道府県"
            style={{ width: '100%' }}
          />
        </Col>
        <Col xs={24} md={5}>
          <Button size={size} type="primary" htmlType="submit" block icon={<SearchOutlined />}>
            検索する
          </Button>
        </Col>
      </Row>
    </form>
  );
}
