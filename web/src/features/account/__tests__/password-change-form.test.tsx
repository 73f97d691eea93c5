import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PasswordChangeForm } from '../components/password-change-form';

describe('PasswordChangeForm', () => {
  it('says the half-width rule under each password field before anything is typed', () => {
    render(<PasswordChangeForm submitting={false} error={null} changedAt={0} onSubmit={vi.fn()} />);
    expect(screen.getByText('半角英数字・記号で8文字以上で入力してください。')).toBeInTheDocument();
    expect(screen.getByText('半角英数字・記号で入力してください。')).toBeInTheDocument();
  });

  it('refuses full-width letters and a full-width space before sending, naming the field', async () => {
    const onSubmit = vi.fn();
    render(<PasswordChangeForm submitting={false} error={null} changedAt={0} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('現在のパスワード'), { target: { value: 'tanbo-no-naka-2026' } });
    fireEvent.change(screen.getByLabelText('新しいパスワード'), { target: { value: 'ｐａｓｓ　ｗｏｒｄ１２３' } });
    fireEvent.change(screen.getByLabelText('新しいパスワード（確認）'), { target: { value: 'ｐａｓｓ　ｗｏｒｄ１２３' } });
    fireEvent.click(screen.getByRole('button', { name: /変更/ }));
    expect(await screen.findByText('パスワードは半角英数字・記号で入力してください。')).toBeInTheDocument();
    await waitFor(() => expect(onSubmit).not.toHaveBeenCalled());
  });
});
