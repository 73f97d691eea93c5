import { useMemo, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { buttonLookClass } from '../../../ui/button-look';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import { buildPropertySearchUrl } from '../lib/property-search-url';
import styles from './search-box.module.css';

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

const chosenId = (event: ChangeEvent<HTMLSelectElement>): number | null => (event.target.value === '' ? null : Number(event.target.value));

/**
 * Keyword, area and prefecture. Plain inputs and the browser's own selects, in the theme's look:
 * the box is in the header of every page, which must load no Ant Design.
 */
export function SearchBox({ areas, size = 'middle', onSearched }: SearchBoxProps) {
  const navigate = useNavigate();
  const [keyWord, setKeyWord] = useState('');
  const [areaId, setAreaId] = useState<number | null>(null);
  const [prefectureId, setPrefectureId] = useState<number | null>(null);

  const prefectureOptions = useMemo(() => {
    const source = areaId === null ? areas : areas.filter((area) => area.id === areaId);
    return source.flatMap((area) => area.prefectures.map((prefecture) => ({ value: prefecture.prefecture_id, label: prefecture.name })));
  }, [areas, areaId]);

  const changeArea = (next: number | null) => {
    setAreaId(next);
    const stillInside =
      next === null || areas.some((area) => area.id === next && area.prefectures.some((p) => p.prefecture_id === prefectureId));
    if (!stillInside) setPrefectureId(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void navigate(buildPropertySearchUrl({ keyWord, areaId, prefectureId }));
    onSearched?.();
  };

  const sized = size === 'large' ? styles.large : '';
  return (
    <form role="search" aria-label="物件検索" onSubmit={submit} className={styles.form}>
      <span className={`${styles.field} ${styles.keyword} ${sized}`}>
        <SvgIcon icon={ICON_PATHS.search} className={styles.prefix} />
        <input
          className={styles.input}
          value={keyWord}
          onChange={(event) => setKeyWord(event.target.value)}
          placeholder="キーワード（例：古民家、畑付き）"
          aria-label="キーワード"
        />
      </span>
      <select
        className={`${styles.field} ${styles.select} ${sized} ${areaId === null ? styles.empty : ''}`}
        value={areaId ?? ''}
        onChange={(event) => changeArea(chosenId(event))}
        aria-label="エリア"
      >
        <option value="">エリア</option>
        {areas.map((area) => (
          <option key={area.id} value={area.id}>
            {area.name}
          </option>
        ))}
      </select>
      <select
        className={`${styles.field} ${styles.select} ${sized} ${prefectureId === null ? styles.empty : ''}`}
        value={prefectureId ?? ''}
        onChange={(event) => setPrefectureId(chosenId(event))}
        aria-label="都道府県"
      >
        <option value="">都道府県</option>
        {prefectureOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <button type="submit" className={buttonLookClass({ variant: 'primary', size: size === 'large' ? 'large' : 'middle', block: true, className: styles.submit })}>
        <SvgIcon icon={ICON_PATHS.search} />
        <span>検索する</span>
      </button>
    </form>
  );
}
