import { expectAccessible } from './axe';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { expect, test } from './fixtures';
import { allProducts, plainProduct, requestOrder, signedInShopper } from './shopper';

test.describe.configure({ timeout: 90_000 });

/** A mobile number of this journey's own (019 and eight random digits), so that blocking it holds no other order. */
const ownPhone = () => `019${String(Math.floor(Math.random() * 100_000_000)).padStart(8, '0')}`;
const shown = (phone: string) => `${phone.slice(0, 5)}-${phone.slice(5)}`;

test('the owner finds a customer by phone and blocks her: her next order waits on Hold, flagged', async ({ page, browser }) => {
  const phone = ownPhone();
  const name = `Tahmina ${phone.slice(-4)}`;
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper, name);
  const product = plainProduct(await allProducts(shopper));
  const order = async () => {
    const res = await requestOrder(shopper, [{ id: product.id, count: 1 }], { contact: phone, full_name: name });
    expect(res.status()).toBe(201);
    return (await res.json()).orderid as string;
  };
  const first = await order();

  // The owner looks her up by her phone, written the way it was said on the call.
  await page.goto('/admin/customers');
  await signInToBackOffice(page);
  await page.getByLabel('Search').fill(`+880 ${phone.slice(1, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByTestId('customer-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row.getByRole('link', { name: shown(phone), exact: true })).toHaveAttribute('href', `tel:+880${phone.slice(1)}`);
  await expect(row.getByRole('link', { name: `WhatsApp ${shown(phone)}` })).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByTestId('customer-record')).toContainText('Orders1');
  await expect(page.getByTestId('customer-order')).toContainText(first);
  await expectAccessible(page);

  // She is blocked from her page: her phone is filled in.
  const blocking = page.getByRole('region', { name: 'Blocked phones' });
  await expect(blocking.getByLabel('Phone')).toHaveValue(phone);
  await blocking.getByLabel('Why').fill('Refused three parcels');
  await blocking.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`${shown(phone)} is blocked: its orders wait on Hold`)).toBeVisible();
  await expect(page.getByTestId('blocked-flag')).toHaveText('Blocked');
  await expect(blocking.getByTestId('blocked-row')).toContainText('Refused three parcels');

  // Her next order, placed as usual, waits on Hold with the reason; the desk flags it.
  const second = await order();
  await page.goto(`/admin/orders?q=${phone}`);
  const held = page.getByTestId('desk-row').filter({ hasText: second });
  await expect(held).toContainText('Hold');
  await expect(held.getByTestId('blocked-flag')).toHaveText('Blocked number');
  await held.getByRole('link', { name: second }).click();
  await expect(page.getByRole('heading', { name: `Order ${second}` })).toBeVisible();
  await expect(page.getByTestId('blocked-flag')).toHaveText('Blocked number');
  await expect(page.getByText('Status: Pending → Hold (Blocked number: call first)')).toBeVisible();

  // Back on her page, unblocked: the flag is gone.
  await page.getByRole('link', { name }).click();
  await expect(page.getByTestId('customer-order').first()).toContainText(second);
  await page.getByRole('button', { name: `Unblock ${shown(phone)}` }).click();
  await expect(page.getByTestId('blocked-flag')).toHaveCount(0);

  // She had made a second account with another e-mail: the owner merges it into this one, after its question.
  const secondAccount = await anotherBrowser(browser);
  const other = await signedInShopper(secondAccount, name);
  await page.getByLabel('Find her other account').fill(name);
  await page.getByRole('button', { name: 'Find' }).click();
  const candidate = page.getByTestId('merge-candidate');
  await expect(candidate).toHaveCount(1);
  await expect(candidate).toContainText(other.email);
  await candidate.getByRole('button', { name: /^Merge / }).click();
  await expect(page.getByRole('alertdialog')).toContainText(`Merge ${name} (${other.email}) into ${name}?`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes, merge' }).click();
  await expect(page.getByText('Accounts merged: 0 orders moved here')).toBeVisible();
  await expect(page.getByText(`Merged account #${other.id} (${name}, ${other.email}): 0 orders moved`)).toBeVisible();
});
