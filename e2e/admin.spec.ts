import { expect, hydrated, test } from './fixtures';
import { MAIL_READER, SMS_GATEWAY } from '../playwright.config';
import { anotherBrowser, openDeskFilters, openDeskMenu, signInToBackOffice } from './back-office';
import { allProducts, bdt, placeOrder, plainProduct, signedInShopper } from './shopper';
import { ADMIN_MESSAGES } from '../lib/desk/messages';

test.describe.configure({ timeout: 60_000 });

test('the owner finds a new order, notes the call and sends it on its way while the shopper watches', async ({
  page,
  browser,
}) => {
  // The shopper, in a browser of their own, orders and opens My Order.
  const shopper = await anotherBrowser(browser);
  const product = plainProduct(await allProducts(shopper));
  const customer = await signedInShopper(shopper);
  const orderNo = await placeOrder(shopper, product, 2);
  const { total } = (await (await shopper.request.get('/api/public/order-list')).json()).orders.data[0];
  await shopper.goto('/user/my-order');
  const myOrder = shopper.getByTestId('order').first();
  await expect(myOrder).toContainText('Pending');

  // The owner is sent to sign in, and back to the desk afterwards.
  await page.goto('/admin/orders');
  await expect(page).toHaveURL(/\/admin\/signin\?next=%2Fadmin%2Forders$/);
  await signInToBackOffice(page);
  await expect(page).toHaveURL(/\/admin\/orders$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await openDeskFilters(page);
  await page.getByLabel('Search').fill(orderNo.toLowerCase());
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByTestId('desk-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Nusrat Jahan');
  await expect(rows.first()).toContainText(bdt(total));
  // A phone as people read it, dialled in E.164.
  await expect(rows.first()).toContainText('01712-345678');
  await rows.first().getByRole('link', { name: orderNo }).click();

  await expect(page.getByRole('heading', { name: `Order ${orderNo}` })).toBeVisible();
  // Reached from a page the filter's form loaded: a page load of its own, whose forms answer once hydrated.
  await hydrated(page);
  await expect(page.getByText('First order from this customer.')).toBeVisible();
  // Each line says its SKU, as the stock grid keeps it, and the items the parcel's pieces and weight.
  const grid = await (await page.request.get(`/api/admin/products/${product.id}/stock`)).json();
  const sku = Object.values(grid.skus as Record<string, string>)[0];
  await expect(page.getByTestId('line-sku')).toHaveText(`SKU ${sku}`);
  await expect(page.getByTestId('parcel-weight')).toHaveText(/^2 pieces · \d+ g$/);
  await expect(page.getByRole('link', { name: '01712-345678' }).first()).toHaveAttribute('href', 'tel:+8801712345678');
  await expect(page.locator('dl', { hasText: 'Delivery charge' }).locator('dd').last()).toHaveText(bdt(total));

  await page.getByLabel('Note').fill('called, confirmed for Friday');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'called, confirmed for Friday' })).toContainText('Owner');
  await expect(page.getByLabel('Note')).toHaveValue('');

  // The control offers only the moves the pipeline allows: not straight to On the Way; through Processing it goes.
  await expect(page.getByLabel('Status').getByRole('option')).toHaveText(['Processing', 'Hold', 'Canceled', 'Canceled - Author']);
  await page.getByLabel('Status').selectOption({ label: 'Processing' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('The order is now Processing')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'On the Way' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await expect(page.getByText('The order is now On the Way')).toBeVisible();
  await expect(page.getByText('Status: Processing → On the Way')).toBeVisible();

  // The shopper sees it as soon as they come back to the page, and can no longer cancel.
  await shopper.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(myOrder).toContainText('On the Way');
  await expect(myOrder).not.toContainText('called, confirmed');
  await expect(myOrder.getByRole('button', { name: 'Cancel Order?' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Packing slip' }).click();
  await expect(page.getByTestId('amount-to-collect')).toHaveText(bdt(total));
  await expect(page.getByRole('img', { name: `QR code of ${orderNo}` })).toBeVisible();
  await expect(page.getByText('House 7, Road 2, Gulshan')).toBeVisible();
  // The packer reads each line's SKU on the slip, which fits the phone's width.
  await expect(page.getByTestId('line-sku')).toHaveText(`SKU ${sku}`);
  await expect(page.getByTestId('line-sku')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // She got an e-mail when she ordered and one when it left, by the shop's mail server; the owner's outbox says so.
  const subjects = async () =>
    (await (await page.request.get(`${MAIL_READER}/messages?to=${encodeURIComponent(customer.email)}`)).json()).map(
      (mail: { subject: string }) => mail.subject,
    );
  await expect
    .poll(subjects, { timeout: 15_000 })
    .toEqual([`Your order ${orderNo} is placed`, `Your order ${orderNo} is on its way`]);
  await page.goto('/admin/outbox?state=sent');
  await page.getByLabel('To').fill(customer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const sent = page.getByRole('row').filter({ hasText: customer.email });
  await expect(sent).toHaveCount(2);
  await expect(sent.first()).toContainText(`Your order ${orderNo} is on its way`);
  await expect(sent.first()).toContainText(/Sent .* \(smtp\)/);
  await sent.first().getByText(`Your order ${orderNo} is on its way`).click();
  await expect(sent.first()).toContainText(`Please keep ${bdt(total)} ready in cash`);

  // And two SMS, by BulkSMSBD's contract, to her number as the gateway takes it.
  const texts = async () =>
    (await (await page.request.get(`${SMS_GATEWAY}/__fake/sms?to=8801712345678`)).json())
      .map((sms: { text: string }) => sms.text)
      .filter((text: string) => text.includes(orderNo));
  await expect
    .poll(texts, { timeout: 15_000 })
    .toEqual([expect.stringContaining(`order ${orderNo} placed`), expect.stringContaining(`order ${orderNo} is on its way`)]);
  await page.getByLabel('To').fill('+8801712345678');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: `order ${orderNo} placed` })).toContainText(/Sent .* \(bulksmsbd\)/);
});

test('a shopper’s own cancellation shows in the order’s history as hers, and the order as final', async ({ page, browser }) => {
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  const orderNo = await placeOrder(shopper, plainProduct(await allProducts(shopper)));
  await shopper.goto('/user/my-order');
  const myOrder = shopper.locator(`[data-order="${orderNo}"]`);
  await myOrder.getByRole('button', { name: 'Cancel Order?' }).click();
  await shopper.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(shopper.getByText('Order has been cancelled')).toBeVisible();

  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  await expect(page.getByText('Canceled is final.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update status' })).toHaveCount(0);
  const entry = page.getByRole('listitem').filter({ hasText: 'Status: Pending → Canceled' });
  await expect(entry).toContainText('Customer (Nusrat Jahan)');

  await openDeskMenu(page);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: orderNo }).first()).toContainText('Customer (Nusrat Jahan)');
});

test('a visitor or a shopper is sent to sign in, and a wrong password is refused', async ({ page }) => {
  await signedInShopper(page);
  for (const path of ['/admin', '/admin/orders/LI12345678', '/admin/staff']) {
    await page.goto(path);
    await expect(page).toHaveURL(`/admin/signin?next=${encodeURIComponent(path)}`);
  }
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await page.getByLabel('Email').fill('owner@e2e.example');
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/signin/);
});

test('of two people changing one order, the second is told what happened', async ({ page, browser }) => {
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  const orderNo = await placeOrder(shopper, plainProduct(await allProducts(shopper)));

  await page.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(page);
  const colleague = await anotherBrowser(browser);
  await colleague.goto(`/admin/orders/${orderNo}`);
  await signInToBackOffice(colleague);

  await colleague.getByLabel('Status').selectOption({ label: 'Processing' });
  await colleague.getByRole('button', { name: 'Update status' }).click();
  await expect(colleague.getByText('The order is now Processing')).toBeVisible();

  await page.getByLabel('Status').selectOption({ label: 'Canceled - Author' });
  await page.getByLabel('Why').selectOption({ label: 'Out of stock' });
  await page.getByRole('button', { name: 'Update status' }).click();
  await page.getByRole('button', { name: 'Yes, Canceled - Author' }).click();
  await expect(page.getByText('Someone changed this order meanwhile: it is now Processing.')).toBeVisible();
  await expect(page.getByText('Status: Pending → Processing')).toBeVisible();
});

test('the owner adds a colleague, who sees the orders but not the staff, and is locked out when disabled', async ({
  page,
  browser,
}) => {
  await page.goto('/admin/staff');
  await signInToBackOffice(page);
  const email = `rupa-${Date.now()}@e2e.example`;
  await page.getByLabel('Name').fill('Rupa Akter');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Add staff' }).click();
  const secret = page.getByTestId('one-time-password');
  await expect(secret).toContainText(`Rupa Akter signs in as ${email} with the password`);
  const password = (await secret.locator('code').textContent())!;

  const rupa = await anotherBrowser(browser);
  await rupa.goto('/admin');
  await signInToBackOffice(rupa, { email, password });
  await expect(rupa.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await openDeskMenu(rupa);
  // The add form starts on the Order desk preset: the orders, nothing else.
  await expect(rupa.getByRole('navigation', { name: 'Back office' }).getByRole('link')).toHaveText(['Dashboard', 'Orders']);
  for (const path of ['/admin/staff', '/admin/settings']) {
    await rupa.goto(path);
    await expect(rupa.getByText(ADMIN_MESSAGES.noAccess)).toBeVisible();
  }

  // She makes the password her own: the one-time one no longer opens the back office.
  await rupa.getByRole('link', { name: 'Rupa Akter (staff)' }).click();
  await rupa.getByLabel('Current password').fill(password);
  await rupa.getByLabel('New password').fill('rupa-own-password');
  await rupa.getByRole('button', { name: 'Change password' }).click();
  await expect(rupa.getByText('Your password is changed')).toBeVisible();
  await rupa.getByRole('button', { name: 'Sign out' }).click();
  await expect(rupa).toHaveURL(/\/admin\/signin$/);
  await signInToBackOffice(rupa, { email, password: 'rupa-own-password' });

  const row = page.getByTestId('staff-row').filter({ hasText: email });
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: 'Disable Rupa Akter' }).click();
  await expect(row.getByRole('button', { name: 'Enable Rupa Akter' })).toBeVisible();
  await expect(row).toContainText('Disabled');
  await rupa.goto('/admin/orders');
  await expect(rupa).toHaveURL(/\/admin\/signin\?next=%2Fadmin%2Forders$/);

  await openDeskMenu(page);
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: email }).first()).toContainText('Disabled');
  await expect(page.getByRole('listitem').filter({ hasText: email }).last()).toContainText('Added Rupa Akter (staff)');
});

test('the desk exports what it shows as CSV that Excel reads, by order or by item line', async ({ page }) => {
  await signedInShopper(page);
  const orderNo = await placeOrder(page, plainProduct(await allProducts(page)), 3);
  await page.goto(`/admin/orders?q=${orderNo}`);
  await signInToBackOffice(page);
  const downloaded = async (link: string) => {
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: link }).click();
    const chunks: Buffer[] = [];
    for await (const chunk of await (await download).createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    return bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
  };
  // Dhaka's clock, and the phone as a formula that gives Excel its text with the 0.
  const who = `^${orderNo},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},Pending,Nusrat Jahan,"=""01712345678""",`;
  const orders = await downloaded('Export orders CSV');
  expect(orders).toHaveLength(2);
  expect(orders[0]).toContain(',Items,Pieces,Subtotal,');
  expect(orders[1]).toMatch(new RegExp(`${who}.*× 3"?,3,`));
  const lines = await downloaded('Export item lines CSV');
  expect(lines).toHaveLength(2);
  expect(lines[0]).toContain(',Product,Size,Colour,Quantity,Unit price,Line total,Subtotal,');
  expect(lines[1]).toMatch(new RegExp(who));
});
