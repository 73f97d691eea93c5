import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { LoginForm } from '../components/login-form';

describe('LoginForm', () => {
  it('says that the address and the password are half-width before anything is typed', () => {
    render(<LoginForm submitting={false} error={null} onSubmit={vi.fn()} />);
    expect(screen.getAllByText('半角英数字・記号で入力してください。')).toHaveLength(2);
  });

  it('refuses a full-width address before sending', async () => {
    const onSubmit = vi.fn();
    render(<LoginForm submitting={false} error={null} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('メールアドレス'), { target: { value: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ' } });
    fireEvent.change(screen.getByLabelText('パスワード'), { target: { value: 'tanbo-no-naka-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('メールアドレスは半角英数字・記号で入力してください。')).toBeInTheDocument();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
