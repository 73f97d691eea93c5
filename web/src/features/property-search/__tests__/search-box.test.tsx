import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SearchBox } from '../components/search-box';
import type { SearchAreaOption } from '../components/search-box';

const areas: SearchAreaOption[] = [
  { id: 3, name: '関東', prefectures: [{ prefecture_id: 8, name: '茨城県' }, { prefecture_id: 13, name: '東京都' }] },
  { id: 4, name: '中部', prefectures: [{ prefecture_id: 20, name: '長野県' }] },
];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

function renderBox() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<SearchBox areas={areas} />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

async function choose(label: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

describe('SearchBox', () => {
  it('navigates with the keyword only', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('textbox', { name: 'キーワード' }), '古民家');
    await userEvent.click(screen.getByRole('button', { name: /検索する/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/property/search?key_word=${encodeURIComponent('古民家')}`,
    );
  });

  it('navigates with keyword, area and prefecture', async () => {
    renderBox();
    await userEvent.type(screen.getByRole('textbox', { name: 'キーワード' }), '畑');
    await choose('エリア', '中部');
    await choose('都道府県', '長野県');
    await userEvent.click(screen.getByRole('button', { name: /検索する/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/property/search?key_word=${encodeURIComponent('畑')}&area_id=4&prefecture_id=20`,
    );
  });

  it('offers only the prefectures of the chosen area', async () => {
    renderBox();
    await choose('エリア', '関東');
    const prefectures = within(screen.getByRole('combobox', { name: '都道府県' }));
    expect(prefectures.getAllByRole('option').map((option) => option.textContent)).toEqual(['都道府県', '茨城県', '東京都']);
  });

  it('clears a prefecture outside the newly chosen area, and keeps one inside it', async () => {
    renderBox();
    await choose('都道府県', '長野県');
    await choose('エリア', '中部');
    expect(screen.getByRole('combobox', { name: '都道府県' })).toHaveValue('20');
    await choose('エリア', '関東');
    expect(screen.getByRole('combobox', { name: '都道府県' })).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: /検索する/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/property/search?area_id=3');
  });

  it('goes to the bare search page when nothing is entered', async () => {
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: /検索する/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/property\/search$/);
  });
});
