import { expect, type APIRequestContext } from '@playwright/test';

/** A member signed up through the API (mailed link included), for journeys that need one of their own. */
export async function signUpMember(request: APIRequestContext, email: string, password: string, nickname: string): Promise<void> {
  expect((await request.post('/api/signup/check-email', { data: { email } })).ok()).toBe(true);
  const mails = await (await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  const token = /[?&]token=([\w-]+)/.exec(mails.data[0].text)?.[1];
  expect(token).toBeTruthy();
  const created = await request.post('/api/signup/create', {
    data: { token, nickname, password, password_confirmation: password, is_interested_buyer: true, is_interested_seller: false },
  });
  expect(created.status()).toBe(201);
}
