import { Alert, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useContactCategories, useSendContact } from '../../features/contact/api/contact.query';
import { ContactForm } from '../../features/contact/components/contact-form';
import { ContactThanks } from '../../features/contact/components/contact-thanks';
import { useBotCheckSettings } from '../../features/signup/api/use-bot-check.query';
import { TurnstileWidget } from '../../features/signup/components/turnstile-widget';
import { ContentPage } from '../../ui/content-page';

/** The contact form, and its thanks once sent; Turnstile shows when the site has it configured. */
export function ContactPage() {
  const categories = useContactCategories();
  // Pages about one subject link here with `?category_id=`, so the kind is already chosen.
  const [params] = useSearchParams();
  const initialCategoryId = Number(params.get('category_id')) || undefined;
  const send = useSendContact();
  const botCheck = useBotCheckSettings();
  const [botToken, setBotToken] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const siteKey = botCheck?.provider === 'turnstile' ? botCheck.siteKey : undefined;

  if (send.isSuccess) {
    return (
      <ContentPage title="お問い合わせ">
        <ContactThanks />
      </ContentPage>
    );
  }
  return (
    <ContentPage title="お問い合わせ" lead="サービスや物件の掲載、お取引についてのご質問は、こちらのフォームからお送りください。">
      {categories.error ? <Alert type="error" showIcon title={categories.error.message} /> : null}
      {categories.isPending ? <Spin /> : null}
      {categories.data ? (
        <ContactForm
          categories={categories.data}
          initialCategoryId={initialCategoryId}
          sending={send.isPending}
          onSend={(body) =>
            send.mutateAsync(body).catch((error: unknown) => {
              // A Turnstile token is good for one answer: a refused one needs a new one.
              if (siteKey) {
                setBotToken(null);
                setResetKey((key) => key + 1);
              }
              throw error;
            })
          }
          botCheck={siteKey ? <TurnstileWidget siteKey={siteKey} onToken={setBotToken} resetKey={resetKey} /> : null}
          botToken={botToken}
          waitingForBotCheck={botCheck === undefined || (siteKey !== undefined && botToken === null)}
        />
      ) : null}
    </ContentPage>
  );
}
