import { render, screen } from '@testing-library/react';
import { FeeSummary, type FeeView } from '../components/fee-summary';

const waiting: FeeView = { state: 'waiting', fee: null, basis: null, note: '' };

describe('FeeSummary', () => {
  it('shows what the seller keeps when the price covers the fees', () => {
    render(<FeeSummary stamp={waiting} registration={waiting} revenue={29_840_000} />);
    expect(screen.getByTestId('revenue-after-fees')).toHaveTextContent(/^29,840,000円$/);
  });

  it('shows 0円 and says the fees exceed the price, never a negative amount', () => {
    render(<FeeSummary stamp={waiting} registration={waiting} revenue={-12_345} />);
    const revenue = screen.getByTestId('revenue-after-fees');
    expect(revenue).toHaveTextContent('0円');
    expect(revenue).toHaveTextContent('諸費用が希望売却価格を上回っています。');
    expect(revenue.textContent).not.toMatch(/-|12,345/);
  });

  it('shows 0円 without the note when the fees equal the price', () => {
    render(<FeeSummary stamp={waiting} registration={waiting} revenue={0} />);
    expect(screen.getByTestId('revenue-after-fees')).toHaveTextContent(/^0円$/);
  });
});
