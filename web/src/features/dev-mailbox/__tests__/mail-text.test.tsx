import { render, screen } from '@testing-library/react';
import { MailText } from '../components/mail-text';

describe('MailText', () => {
  it('turns the addresses of a mail into links and keeps the rest as text', () => {
    render(<MailText text={'会員登録を続けてください。\nhttp://localhost:5173/signup?token=abc123\n有効期限は24時間です。'} />);
    expect(screen.getByRole('link', { name: 'http://localhost:5173/signup?token=abc123' })).toHaveAttribute(
      'href',
      'http://localhost:5173/signup?token=abc123',
    );
    expect(screen.getByText(/有効期限は24時間です。/)).toBeInTheDocument();
  });
});
