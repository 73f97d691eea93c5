import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aCard } from '../../test-utils/property-fixtures';
import { formatArea } from '../area.format';
import { NO_PHOTO_LABEL, PropertyCard } from '../property-card';

function renderCard(card = aCard()) {
  return render(
    <MemoryRouter>
      <PropertyCard property={card} />
    </MemoryRouter>,
  );
}

describe('PropertyCard', () => {
  it('shows the primary photo, title, price in 円, area, place and hashtags, linked to the detail page', () => {
    renderCard();
    const link = screen.getByRole('link', { name: /畑付きの古民家/ });
    expect(link).toHaveAttribute('href', '/property/detail/101');
    expect(within(link).getByRole('img', { name: '畑付きの古民家' })).toHaveAttribute('src', '/api/property/image/9/thumb');
    // Cards fill a grid below the fold: none delays the page's main picture.
    expect(within(link).getByRole('img', { name: '畑付きの古民家' })).toHaveAttribute('loading', 'lazy');
    expect(within(link).getByRole('img', { name: '畑付きの古民家' })).toHaveAttribute('decoding', 'async');
    expect(screen.getByText('3,800,000円')).toBeInTheDocument();
    expect(screen.getByText('1,234.5㎡・宅地')).toBeInTheDocument();
    expect(screen.getByText(/長野県 松本市/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '#古民家' })).toHaveAttribute('href', '/list/Tag3');
    expect(screen.queryByText('商談中')).not.toBeInTheDocument();
  });

  it('shows 不明 for an unknown price, a placeholder without a photo, and the 商談中 tag', () => {
    renderCard(aCard({ sale_price: -1, thumb_url: null, status_id: 3, status: '商談中' }));
    expect(screen.getByText('不明')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: NO_PHOTO_LABEL })).toBeInTheDocument();
    expect(screen.getByText('商談中')).toBeInTheDocument();
  });
});

describe('formatArea', () => {
  it('groups digits and keeps two decimals', () => {
    expect(formatArea(1234567.891)).toBe('1,234,567.89㎡');
    expect(formatArea(0)).toBe('');
    expect(formatArea(null)).toBe('');
  });
});
