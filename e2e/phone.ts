import type { Page } from '@playwright/test';
import { SMS_GATEWAY } from '../playwright.config';

/** A mobile number no other journey uses: 017 and eight digits of its own. */
export const newPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** 01712-345678, as the shop writes a number. */
export const shown = (phone: string) => `${phone.slice(0, 5)}-${phone.slice(5)}`;

/**
 * Gives the page a client address of its own (the server trusts one proxy hop in the journeys), so the codes'
 * limit per address counts this journey alone; its headers also go with the journey's own API calls.
 */
export async function ownAddress(page: Page): Promise<Record<string, string>> {
  const byte = () => Math.floor(Math.random() * 254) + 1;
  const headers = { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` };
  await page.setExtraHTTPHeaders(headers);
  return headers;
}

/** The texts the fake SMS gateway took for a local number, oldest first. */
export async function textsTo(page: Page, phone: string): Promise<string[]> {
  const res = await page.request.get(`${SMS_GATEWAY}/__fake/sms?to=88${phone}`);
  return (await res.json()).map((sms: { text: string }) => sms.text);
}

/** The code of the latest code SMS to a number, once the outbox has sent it. */
export async function codeSentTo(page: Page, phone: string, count = 1): Promise<string> {
  let code = '';
  await expectPoll(async () => {
    const codes = (await textsTo(page, phone)).flatMap((text) => /code is (\d{6})/.exec(text)?.[1] ?? []);
    code = codes.at(-1) ?? '';
    return codes.length >= count;
  });
  return code;
}

async function expectPoll(done: () => Promise<boolean>, timeout = 15_000) {
  const until = Date.now() + timeout;
  while (!(await done())) {
    if (Date.now() > until) throw new Error('The SMS did not come');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
