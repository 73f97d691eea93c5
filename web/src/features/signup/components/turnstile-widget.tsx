import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { loadTurnstile } from '../lib/turnstile-script';

interface TurnstileWidgetProps {
  siteKey: string;
  /** The widget's token, or null when there is none (not yet solved, expired, failed, reset). */
  onToken: (token: string | null) => void;
  /** Each change resets the widget for a fresh token: a token is good for one attempt only. */
  resetKey: number;
}

/** Cloudflare Turnstile, rendered explicitly into its own box. */
export function TurnstileWidget({ siteKey, onToken, resetKey }: TurnstileWidgetProps) {
  const box = useRef<HTMLDivElement>(null);
  const widgetId = useRef<string | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const onTokenRef = useRef(onToken);

  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let active = true;
    setUnavailable(false);
    loadTurnstile().then(
      (turnstile) => {
        if (!active || !box.current) return;
        const cleared = () => onTokenRef.current(null);
        widgetId.current =
          turnstile.render(box.current, {
            sitekey: siteKey,
            language: 'ja',
            callback: (token) => onTokenRef.current(token),
            'expired-callback': cleared,
            'error-callback': cleared,
            'timeout-callback': cleared,
          }) ?? null;
      },
      () => {
        if (active) setUnavailable(true);
      },
    );
    return () => {
      active = false;
      if (widgetId.current !== null) window.turnstile?.remove(widgetId.current);
      widgetId.current = null;
    };
  }, [siteKey]);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey === firstReset.current || widgetId.current === null) return;
    onTokenRef.current(null);
    window.turnstile?.reset(widgetId.current);
  }, [resetKey]);

  return (
    <div style={{ marginBottom: 16 }}>
      <div ref={box} data-testid="turnstile-widget" />
      {unavailable ? (
        <Alert
          type="warning"
          showIcon
          title="ロボットでないことの確認を読み込めませんでした。ページを読み込み直してください。"
        />
      ) : null}
    </div>
  );
}
