import { render, screen } from '@testing-library/react';
import { VerifiedBadge } from '../verified-badge';

describe('VerifiedBadge', () => {
  it('shows the certificate mark for a verified member', () => {
    render(<VerifiedBadge verified />);
    expect(screen.getByRole('img', { name: '本人確認済み' })).toBeInTheDocument();
  });

  it('shows nothing otherwise', () => {
    const { container } = render(<VerifiedBadge verified={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
