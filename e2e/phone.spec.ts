import { MAIL_READER } from '../playwright.config';
import { expect, test, type Page } from './fixtures';
import { codeSentTo, newPhone, ownAddress, shown, textsTo } from './phone';
import { addToCart, allProducts, bdt, placeOrder, plainProduct, signedInShopper } from './shopper';

test.beforeEach(({ page }) => ownAddress(page));

/** Continue with phone on the auth panel of this page: her number, filled in whole as a browser's autofill does. */
async function sendCode(page: Page, phone: string) {
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Mobile number').fill(`+880 ${phone.slice(1, 5)}-${phone.slice(5)}`);
  await expect(page.getByLabel('Mobile number')).toHaveValue(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We sent a 6-digit code to ${shown(phone)}.`)).toBeVisible();
}

test('a new shopper goes from the cart to a placed order with only her phone and a code', async ({ page }) => {
  const phone = newPhone();
  const product = plainProduct(await allProducts(page));
  await addToCart(page, product);
  await page.goto('/checkout');
  await sendCode(page, phone);
  await page.getByLabel('6-digit code').fill(await codeSentTo(page, phone));
  await page.getByRole('button', { name: 'Sign In' }).click();
  // A number new to the shop: only her name is asked, and her account is made.
  await expect(page.getByText('Tell us your name to make your account.')).toBeVisible();
  await page.getByLabel('Your name').fill('Shathi Akter');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Signin success')).toBeVisible();

  // No e-mail and no password: her contact is the number she proved.
  await expect(page.getByLabel('Contact')).toHaveValue(phone);
  await expect(page.getByLabel('Email')).toHaveCount(0);
  await expect(page.getByLabel('Full Name')).toHaveValue('Shathi Akter');
  await page.getByLabel('Country/Region').selectOption('Bangladesh');
  await page.getByLabel('Address').fill('House 3, Road 9, Mirpur');
  await page.getByLabel('City').selectOption('Dhaka');
  await page.getByRole('button', { name: 'Complete Order' }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderid=LI\d{8}$/);
  const orderNo = new URL(page.url()).searchParams.get('orderid')!;

  // Her confirmation SMS: the order's number, the total to pay in cash, and where to follow it.
  const { orders } = await (await page.request.get('/api/public/order-list?page=1')).json();
  const placed = orders.data.find((order: { order_id: string }) => order.order_id === orderNo);
  await expect
    .poll(async () => (await textsTo(page, phone)).find((text) => text.includes(orderNo)) ?? '', { timeout: 15_000 })
    .toContain(`Pay ${bdt(placed.total)}`);
  const sms = (await textsTo(page, phone)).find((text) => text.includes(orderNo))!;
  expect(sms).toMatch(/https?:\/\/\S+\/user\/my-order/);
});

test('a wrong code three times, then the right one, signs her in', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/signin');
  await sendCode(page, phone);
  const code = await codeSentTo(page, phone);
  const wrong = code === '000000' ? '111111' : '000000';
  const field = page.getByLabel('6-digit code');
  const refusal = page.getByText('That code is wrong or has expired. Check it, or ask for a new one.');
  for (let i = 0; i < 3; i++) {
    await field.fill(wrong);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(refusal.first()).toBeVisible();
  }
  // A new code only after the wait: the button counts it down.
  await expect(page.getByRole('button', { name: /Send a new code in \d+ s/ })).toBeDisabled();
  await field.fill(code);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByLabel('Your name').fill('Mitu Das');
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Signin success')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/my-account$/);
  await expect(page.getByText(`${shown(phone)} Verified`)).toBeVisible();
  // An account made by phone has no e-mail and no password until she adds an e-mail, through a link sent to it.
  await expect(page.getByLabel('Password')).toHaveCount(0);
  const email = `mitu-${phone}@example.com`;
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible();
  const mails = async () => await (await page.request.get(`${MAIL_READER}/messages?to=${encodeURIComponent(email)}`)).json();
  await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mails();
  const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByLabel('New password', { exact: true }).fill('her-own-secret');
  await page.getByLabel('New password again').fill('her-own-secret');
  await page.getByRole('button', { name: 'Save and sign in' }).click();
  await expect(page).toHaveURL(/\/user\/my-account$/);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).not.toBeEditable();
});

test('a returning shopper signs in by phone, a minute after her last code, and finds her orders', async ({ page }) => {
  test.slow();
  const phone = newPhone();
  const headers = await ownAddress(page);
  const sent = await page.request.post('/api/public/phone/code', { data: { phone, purpose: 'signin' }, headers });
  expect(sent.status()).toBe(200);
  const made = await page.request.post('/api/public/phone/signin', {
    data: { phone, code: await codeSentTo(page, phone), name: 'Rumana Islam' },
    headers,
  });
  expect(made.status()).toBe(200);
  const product = plainProduct(await allProducts(page));
  const orderNo = await placeOrder(page, product);
  await page.request.post('/api/public/signout', { data: {} });

  await page.goto('/signin');
  await page.getByRole('button', { name: 'Continue with phone' }).click();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  // Her last code went out moments ago: the next one waits out the minute, and the button says how long.
  await expect(page.getByText(/Please wait \d+ seconds before asking for another code\./)).toBeVisible();
  const send = page.getByRole('button', { name: /^Send code/ });
  await expect(send).toHaveText(/Send code in \d+ s/);
  await expect(send).toHaveText('Send code', { timeout: 65_000 });
  await send.click();
  await page.getByLabel('6-digit code').fill(await codeSentTo(page, phone, 2));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Signin success')).toBeVisible();
  await page.goto('/user/my-order');
  await expect(page.getByTestId('order').first()).toHaveAttribute('data-order', orderNo);
});

test('a customer who signed up by e-mail adds and verifies her phone in Manage Account', async ({ page }) => {
  const phone = newPhone();
  await signedInShopper(page, 'Tania Sultana');
  await page.goto('/user/my-account');
  await page.getByRole('button', { name: 'Add a phone' }).click();
  await page.getByLabel('Mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('6-digit code').fill(await codeSentTo(page, phone));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Your phone number is verified.')).toBeVisible();
  await expect(page.getByText(`${shown(phone)} Verified`)).toBeVisible();
  const { user } = await (await page.request.get('/api/public/session')).json();
  expect(user.phone).toBe(`+88${phone}`);
});
