import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aCard } from '../../test-utils/property-fixtures';
import { PropertyCardGrid } from '../property-card-grid';

function renderGrid(firstPhotoPriority?: boolean) {
  const cards = [aCard({ id: '1', name: '一件目' }), aCard({ id: '2', name: '二件目' }), aCard({ id: '3', name: '三件目' })];
  return render(
    <MemoryRouter>
      <PropertyCardGrid properties={cards} label="検索結果" firstPhotoPriority={firstPhotoPriority} />
    </MemoryRouter>,
  );
}

describe('PropertyCardGrid', () => {
  it('fetches the first photo at once and first when it is the largest paint, and the rest lazily', () => {
    renderGrid(true);
    const first = screen.getByRole('img', { name: '一件目' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    for (const name of ['二件目', '三件目']) {
      const photo = screen.getByRole('img', { name });
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });

  it('loads every photo lazily otherwise', () => {
    renderGrid();
    for (const name of ['一件目', '二件目', '三件目']) {
      const photo = screen.getByRole('img', { name });
      expect(photo).toHaveAttribute('loading', 'lazy');
      expect(photo).not.toHaveAttribute('fetchpriority');
    }
  });
});
