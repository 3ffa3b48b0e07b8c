import { expect, test, type APIRequestContext } from './fixtures';
import { MAIL_READER } from '../playwright.config';
import { signedInShopper } from './shopper';

type Mail = { to: string[]; subject: string; text: string; html: string };

/** The e-mails the shop's mail server has received for `to`. */
async function mailTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return (await request.get(`${MAIL_READER}/messages?to=${encodeURIComponent(to)}`)).json();
}

test('forgot password: the e-mail arrives, its link sets a new password, signs her in and ends her old sessions', async ({
  page,
  browser,
}) => {
  const user = await signedInShopper(page);
  // She is also signed in on another device.
  const other = await browser.newContext();
  const otherSignin = await other.request.post(`${test.info().project.use.baseURL}/api/public/signin`, {
    data: { email: user.email, password: 'secret-password' },
  });
  expect(otherSignin.status()).toBe(200);

  // Manage Account's Forgot Password opens the tab, her address already filled in.
  await page.goto('/user/my-account');
  await page.getByRole('link', { name: 'Forgot Password' }).click();
  await expect(page).toHaveURL(/\/signin\?tab=forgot$/);
  await expect(page.getByRole('tab', { name: 'Forgot password' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(user.email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that e-mail, a link to choose a new password is on its way to it. The link works for 30 minutes.',
  );

  await expect.poll(async () => (await mailTo(page.request, user.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(page.request, user.email);
  expect(mail.subject).toMatch(/^Choose a new password for /);
  expect(mail.html).toContain('Choose a new password');
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0]);

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill('brand-new-secret');
  await page.getByLabel('New password again').fill('brand-new-secreT');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  await page.getByLabel('New password again').fill('brand-new-secret');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page.getByText('Your new password is saved and you are signed in')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/my-account$/);
  await expect(page.getByText(user.email, { exact: true })).toBeVisible();

  // Signed in here with a new session; the other device's session has ended; only the new password works.
  expect((await (await page.request.get('/api/public/session')).json()).auth).toBe(true);
  expect((await (await other.request.get(`${test.info().project.use.baseURL}/api/public/session`)).json()).auth).toBe(false);
  const signin = (password: string) => page.request.post('/api/public/signin', { data: { email: user.email, password } });
  expect((await signin('secret-password')).status()).toBe(401);
  expect((await signin('brand-new-secret')).status()).toBe(200);
  await other.close();

  // The link works once: opened again, it says so at once.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'This link' })).toHaveText(
    'This link has expired or was already used. Ask for a new one on the Forgot password tab.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/signin?tab=forgot');
});

test('an address without an account gets the same answer and no e-mail', async ({ page }) => {
  await page.goto('/signin?tab=forgot');
  const email = `nobody-${Date.now()}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses that e-mail, a link to choose a new password is on its way to it. The link works for 30 minutes.',
  );
  // Give the sender its time: still nothing.
  await page.waitForTimeout(1500);
  expect(await mailTo(page.request, email)).toEqual([]);
});
