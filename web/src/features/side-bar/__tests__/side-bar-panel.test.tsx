import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { SideBar } from '../api/side-bar.api';
import { SideBarPanel } from '../components/side-bar-panel';

const SIDE_BAR: SideBar = {
  regions: [
    { id: 3, name: '関東', name_en: 'kanto', count: 1234, prefectures: [{ id: 13, name: '東京都', name_en: 'tokyo', count: 1234 }, { id: 14, name: '神奈川県', name_en: 'kanagawa', count: 0 }] },
    { id: 8, name: '九州', name_en: 'kyushu', count: 0, prefectures: [{ id: 40, name: '福岡県', name_en: 'fukuoka', count: 0 }] },
  ],
  grounds: [
    { id: 1, name: '宅地', count: 3 },
    { id: 2, name: '山林', count: 0 },
  ],
  hashtags: [{ id: 7, name: '古民家', count: 5 }],
  news: [{ id: 'n1', title: '年末年始の営業について', publish_at: '2026-12-01T00:00:00.000Z' }],
};

describe('side bar panel', () => {
  it('links each region, the prefectures with listings, land categories in use, hashtags and news, with their counts', () => {
    render(
      <MemoryRouter>
        <SideBarPanel sideBar={SIDE_BAR} />
      </MemoryRouter>,
    );
    const side = screen.getByRole('complementary', { name: 'サイドバー' });
    expect(within(side).getByRole('link', { name: '関東（1,234件）' })).toHaveAttribute('href', '/list/kanto');
    expect(within(side).getByRole('link', { name: '東京都（1,234件）' })).toHaveAttribute('href', '/list/kanto/tokyo');
    expect(within(side).queryByRole('link', { name: /神奈川県/ })).not.toBeInTheDocument();
    expect(within(side).getByRole('link', { name: '九州（0件）' })).toHaveAttribute('href', '/list/kyushu');
    expect(within(side).getByRole('link', { name: '宅地（3件）' })).toHaveAttribute('href', '/list/Landmark1');
    expect(within(side).queryByRole('link', { name: /山林/ })).not.toBeInTheDocument();
    expect(within(side).getByRole('link', { name: '#古民家（5）' })).toHaveAttribute('href', '/list/Tag7');
    expect(within(side).getByRole('link', { name: '年末年始の営業について' })).toHaveAttribute('href', '/news/n1');
    expect(within(side).getByText('2026/12/01')).toBeInTheDocument();
    expect(within(side).getByRole('link', { name: '一覧' })).toHaveAttribute('href', '/news/list');
  });

  it('says when there is no news', () => {
    render(
      <MemoryRouter>
        <SideBarPanel sideBar={{ ...SIDE_BAR, hashtags: [], news: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('現在お知らせはありません。')).toBeInTheDocument();
    expect(screen.queryByText('よく使われるハッシュタグ')).not.toBeInTheDocument();
  });
});
