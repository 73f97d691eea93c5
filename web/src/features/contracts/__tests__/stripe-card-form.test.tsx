import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../../test-utils/render-page';
import { STRIPE_LOAD_FAILED, STRIPE_NOT_COMPLETED, StripeCardForm } from '../components/stripe-card-form';

const stripeJs = vi.hoisted(() => {
  const payment = { mount: vi.fn(), destroy: vi.fn() };
  const elements = { create: vi.fn(() => payment) };
  const stripe = { elements: vi.fn(() => elements), confirmPayment: vi.fn() };
  return { payment, elements, stripe, loadStripe: vi.fn(async () => stripe as unknown) };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripeJs.loadStripe }));

function renderForm(onPaid = vi.fn(() => Promise.resolve())) {
  renderPage(<StripeCardForm publishableKey="pk_test_key" clientSecret="pi_1_secret_2" fee="33,000円" onPaid={onPaid} />);
  return onPaid;
}

describe('StripeCardForm', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    stripeJs.loadStripe.mockImplementation(async () => stripeJs.stripe as unknown);
  });

  it('loads Stripe.js with the publishable key in Japanese and mounts the Payment Element for the intent', async () => {
    renderForm();
    await waitFor(() => expect(stripeJs.payment.mount).toHaveBeenCalledWith(screen.getByTestId('stripe-payment-element')));
    expect(stripeJs.loadStripe).toHaveBeenCalledWith('pk_test_key', { locale: 'ja' });
    expect(stripeJs.stripe.elements).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2', locale: 'ja' });
    expect(stripeJs.elements.create).toHaveBeenCalledWith('payment');
    expect(screen.getByRole('region', { name: 'カード情報の入力' })).toHaveTextContent('当サイトには送られません');
  });

  it('confirms in the page and hands the succeeded intent’s id on', async () => {
    const user = userEvent.setup({ delay: null });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'succeeded' } });
    const onPaid = renderForm();
    const pay = await screen.findByRole('button', { name: '33,000円を支払う' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith('pi_1'));
    expect(stripeJs.stripe.confirmPayment).toHaveBeenCalledWith({ elements: stripeJs.elements, redirect: 'if_required' });
  });

  it('shows Stripe’s refusal and records nothing', async () => {
    const user = userEvent.setup({ delay: null });
    stripeJs.stripe.confirmPayment.mockResolvedValue({ error: { type: 'card_error', message: 'カードが拒否されました。' } });
    const onPaid = renderForm();
    const pay = await screen.findByRole('button', { name: '33,000円を支払う' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent('カードが拒否されました。');
    stripeJs.stripe.confirmPayment.mockResolvedValue({ paymentIntent: { id: 'pi_1', status: 'processing' } });
    await user.click(pay);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(STRIPE_NOT_COMPLETED));
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('says so when Stripe.js cannot be loaded, and cannot be paid', async () => {
    stripeJs.loadStripe.mockRejectedValue(new Error('blocked'));
    renderForm();
    expect(await screen.findByRole('alert')).toHaveTextContent(STRIPE_LOAD_FAILED);
    expect(screen.getByRole('button', { name: '33,000円を支払う' })).toBeDisabled();
  });
});
