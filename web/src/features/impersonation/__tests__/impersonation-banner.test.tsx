import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ImpersonationBanner } from '../components/impersonation-banner';

describe('ImpersonationBanner', () => {
  it('is a warning across the top that stays on scroll, naming the member', () => {
    render(<ImpersonationBanner memberName="はなこ" ending={false} onEnd={() => undefined} />);
    const region = screen.getByRole('region', { name: '代理ログイン中' });
    expect(region).toHaveStyle({ position: 'sticky', top: '0px', width: '100%' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass('ant-alert-warning');
    expect(alert).toHaveTextContent('代理ログイン中: 管理者として「はなこ」さんの画面を操作しています。');
  });

  it('ends the impersonation with its button', async () => {
    const onEnd = vi.fn();
    render(<ImpersonationBanner memberName={null} ending={false} onEnd={onEnd} />);
    expect(screen.getByRole('alert')).toHaveTextContent('管理者として会員の画面を操作しています。');
    await userEvent.setup().click(screen.getByRole('button', { name: '代理ログインを終了' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows the button busy while ending', () => {
    render(<ImpersonationBanner memberName="はなこ" ending onEnd={() => undefined} />);
    expect(screen.getByRole('button', { name: /代理ログインを終了/ })).toHaveClass('ant-btn-loading');
  });
});
