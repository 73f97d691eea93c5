import { Alert, Button, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import styles from './contracts.module.css';

export const STRIPE_LOAD_FAILED = 'カード入力フォームを読み込めませんでした。通信環境をご確認のうえ、ページを読み込み直してください。';
export const STRIPE_NOT_COMPLETED = 'お支払いが完了しませんでした。カード情報をご確認のうえ、もう一度お試しください。';

interface StripeCardFormProps {
  publishableKey: string;
  /** The PaymentIntent's client secret from `management-intent`. */
  clientSecret: string;
  fee: string;
  /** Called with the PaymentIntent's id once Stripe says it succeeded; the server then checks and records it. */
  onPaid: (paymentIntentId: string) => Promise<unknown>;
}

/**
 * Stripe's Payment Element for the management fee. Stripe.js is loaded from js.stripe.com only
 * when this form opens (the `pure` entry adds no script on import), so no other page loads it; the
 * card number is typed into Stripe's frame and never reaches our server. 3-D Secure, when the
 * card asks for it, opens in Stripe's own frame without leaving the page.
 */
export function StripeCardForm({ publishableKey, clientSecret, fee, onPaid }: StripeCardFormProps) {
  const mountRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js/pure');
        const loaded = await loadStripe(publishableKey, { locale: 'ja' });
        if (cancelled) return;
        if (!loaded || !mountRef.current) throw new Error('Stripe.js did not load');
        const elements = loaded.elements({ clientSecret, locale: 'ja' });
        const payment = elements.create('payment');
        payment.mount(mountRef.current);
        unmount = () => payment.destroy();
        setStripe({ stripe: loaded, elements });
      } catch {
        if (!cancelled) setError(STRIPE_LOAD_FAILED);
      }
    })();
    return () => {
      cancelled = true;
      unmount?.();
    };
  }, [publishableKey, clientSecret]);

  const pay = async () => {
    if (!stripe) return;
    setError(null);
    setPaying(true);
    try {
      const { error: refused, paymentIntent } = await stripe.stripe.confirmPayment({ elements: stripe.elements, redirect: 'if_required' });
      // Stripe words a refused card for the payer itself, in Japanese with `locale: 'ja'`.
      if (refused) setError(refused.message ?? STRIPE_NOT_COMPLETED);
      else if (paymentIntent?.status === 'succeeded') await onPaid(paymentIntent.id);
      else setError(STRIPE_NOT_COMPLETED);
    } catch {
      // The server's refusal is shown by the page that records the payment.
    } finally {
      setPaying(false);
    }
  };

  return (
    <section aria-label="カード情報の入力" className={styles.payment}>
      <Typography.Text strong>管理手数料 {fee}（税込）</Typography.Text>
      {stripe ? null : error ? null : <Spin aria-label="カード入力フォームを読み込んでいます" />}
      <div ref={mountRef} data-testid="stripe-payment-element" />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Button type="primary" disabled={!stripe} loading={paying} onClick={() => void pay()}>
        {fee}を支払う
      </Button>
      <Typography.Paragraph type="secondary" className={styles.note}>
        カード情報は決済代行会社 Stripe の画面に入力され、当サイトには送られません。
      </Typography.Paragraph>
    </section>
  );
}
