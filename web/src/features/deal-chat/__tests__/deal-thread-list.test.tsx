import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils/render-page';
import { DealThreadList } from '../components/deal-thread-list';
import { aThread, OTHER_THREAD_ID, THREAD_ID } from './deal-chat.fixtures';

describe('Deal thread list', () => {
  it('shows each deal with its partner, listing, price, status, pin and unread count', () => {
    renderPage(
      <DealThreadList
        threads={[
          aThread({ midoku_count: 3, pinned_at: '2026-05-02T10:00:00+09:00' }),
          aThread({ id: OTHER_THREAD_ID, partner_nickname: null, property_name: '海の見える土地', property_price: -1, status_id: 8, status_name: '取引中止' }),
        ]}
        activeId={undefined}
        showEnded
        showEndedForced={false}
        onShowEndedChange={vi.fn()}
        unreadTotal={5}
      />,
    );
    expect(screen.getByLabelText('未読メッセージ5件')).toBeInTheDocument();
    const [first, second] = within(screen.getByRole('region', { name: '取引の一覧' })).getAllByRole('listitem');
    expect(within(first).getByRole('link')).toHaveAttribute('href', `/mypage/chat/${THREAD_ID}`);
    expect(first).toHaveTextContent('やまだ');
    expect(first).toHaveTextContent('棚田の見える平屋');
    expect(first).toHaveTextContent('4,500,000円');
    expect(first).toHaveTextContent('問い合わせ中');
    expect(within(first).getByRole('img', { name: 'ピン留め中' })).toBeInTheDocument();
    expect(within(first).getByText('3')).toBeInTheDocument();
    expect(first).not.toHaveAttribute('data-ended');

    expect(second).toHaveTextContent('退会済み会員');
    expect(second).toHaveTextContent('不明');
    expect(second).toHaveTextContent('取引中止');
    expect(second).toHaveAttribute('data-ended', 'true');
    expect(within(second).queryByRole('img', { name: 'ピン留め中' })).toBeNull();
    expect(within(second).queryByText(/^\d+$/)).toBeNull();
  });

  it('shows no unread badge on the deal that is open', () => {
    renderPage(<DealThreadList threads={[aThread({ midoku_count: 2 })]} activeId={THREAD_ID} showEnded={false} showEndedForced={false} onShowEndedChange={vi.fn()} />);
    const item = screen.getByRole('listitem');
    expect(within(item).getByRole('link')).toHaveAttribute('aria-current', 'page');
    expect(within(item).queryByText('2')).toBeNull();
  });

  it('turns the ended switch as asked, and holds it on while the open deal has ended', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    const { rerender } = renderPage(<DealThreadList threads={[]} activeId={undefined} showEnded={false} showEndedForced={false} onShowEndedChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: '取引終了を表示' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
    rerender(<DealThreadList threads={[]} activeId={undefined} showEnded={false} showEndedForced onShowEndedChange={onChange} />);
    expect(screen.getByRole('switch', { name: '取引終了を表示' })).toBeChecked();
    expect(screen.getByRole('switch', { name: '取引終了を表示' })).toBeDisabled();
    expect(screen.getByText('メッセージのやり取りはまだありません')).toBeInTheDocument();
    expect(screen.queryByLabelText(/未読メッセージ/)).toBeNull();
  });
});
