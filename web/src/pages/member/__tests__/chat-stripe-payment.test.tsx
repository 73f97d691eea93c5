import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aState } from '../../../features/contracts/__tests__/contract.fixtures';
import { aPage, aThread, THREAD_ID } from '../../../features/deal-chat/__tests__/deal-chat.fixtures';
import { fakeApi, ok } from '../../../test-utils/fake-api';
import { COUNTERS, aMe } from '../../../test-utils/member-fixtures';
import { renderApp, resetStores } from '../../../test-utils/render-app';

const stripeJs = vi.hoisted(() => {
  const payment = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => payment) };
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { elements, stripe, loadStripe: vi.fn(async () => stripe as unknown) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

describe('Paying the management fee through Stripe in the chat', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetStores();
  });

  it('opens the intent, confirms it in Stripe’s form and sends its id to pay-management', async () => {
    const user = userEvent.setup({ delay: null });
    let state = aState({ thread_id: THREAD_ID, role: 'buyer', status_id: 5, status_name: 'お支払い待ち', buyer_agreed: true, seller_agreed: true, management_fee: 33_000 });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_123', status: 'succeeded' } });
    const api = fakeApi({
      'GET /api/me': ok(aMe()),
      'GET /api/todolist-news-unread': ok(COUNTERS),
      'GET /api/master/regions': ok([]),
      'GET /api/message/thread/index': ok([aThread()]),
      'PATCH /api/message/read-mark': ok({ message_unread: 0, thread_all: 1 }),
      [`GET /api/message/index/${THREAD_ID}`]: ok(aPage({}, [])),
      [`GET /api/user-contract/state/${THREAD_ID}`]: () => ok(state)({} as never),
      'GET /api/user-contract/payment-options': ok({ card_provider: 'stripe', card_available: true, management_fee: 33_000, publishable_key: 'pk_test_site' }),
      'POST /api/payment/management-intent': ok({ thread_id: THREAD_ID, provider: 'stripe', payment_id: 'pi_123', client_secret: 'pi_123_secret_x', amount: 33_000 }),
      'POST /api/payment/pay-management': () => {
        state = { ...state, status_id: 6, status_name: '売主手続中', did_pay_management_fee: true, payment_method: 'card' };
        return ok({ thread_id: THREAD_ID, status_id: 6, status_name: '売主手続中', payment_id: 'pi_123', amount: 33_000 })({} as never);
      },
    });
    renderApp(`/mypage/chat/${THREAD_ID}`, 'member');
    const choice = await screen.findByRole('group', { name: '管理手数料のお支払い方法' });
    expect(choice).not.toHaveTextContent('テスト決済');
    await user.click(await within(choice).findByRole('button', { name: 'カードで支払う' }));

    const form = await screen.findByRole('region', { name: 'カード情報の入力' });
    expect(api.find('POST', '/api/payment/management-intent')[0].body).toEqual({ thread_id: THREAD_ID });
    await waitFor(() => expect(stripeJs.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_123_secret_x', locale: 'ja' }));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_site', { locale: 'ja' });
    const pay = within(form).getByRole('button', { name: '33,000円を支払う' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);

    await waitFor(() => expect(api.find('POST', '/api/payment/pay-management')).toHaveLength(1));
    expect(api.find('POST', '/api/payment/pay-management')[0].body).toEqual({ thread_id: THREAD_ID, card_token: 'pi_123' });
    expect(await screen.findByText('売主手続中')).toBeInTheDocument();
  });
});
