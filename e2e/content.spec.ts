import { expect, test, type Page } from './fixtures';

const main = (page: Page) => page.getByRole('main');

test('the policy pages show their sections, rendered on the server', async ({ page, request }) => {
  const expected: [string, string, number][] = [
    ['/terms-and-conditions', 'Terms of Service', 20],
    ['/privacy-and-policy', 'Privacy Policy', 7],
  ];
  for (const [path, title, sections] of expected) {
    const html = await (await request.get(path)).text();
    expect(html).toContain(`>${title}</h1>`);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(main(page).locator('section h2')).toHaveCount(sections);
    await expect(page.getByRole('navigation', { name: 'Contents' }).getByRole('link')).toHaveCount(sections >= 6 ? sections : 0);
  }
  await expect(main(page).locator('section h2')).toHaveText([
    /Information we collect/i,
    /use/i,
    /responsib/i,
    /protect/i,
    /cookies/i,
    /rights/i,
    /updates/i,
  ]);
  await page.goto('/terms-and-conditions');
  await expect(main(page)).toContainText('laws of England and Wales');
  await expect(main(page)).toContainText('support@lumiere-intimates.com.bd');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').nth(19).click();
  await expect(page).toHaveURL(/#section-20$/);
});

test('returns, shipping, payment and about pages carry the policy facts', async ({ page }) => {
  await page.goto('/returns-and-refunds');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Returns and Refunds');
  await expect(main(page)).toContainText('7 days');
  await expect(main(page)).toContainText('3-5 working days');

  await page.goto('/shipping-and-policy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Shipping and Delivery');
  for (const fact of ['60', '100', '1-2', '3-5', '90 minutes']) await expect(main(page)).toContainText(fact);

  await page.goto('/payment-and-pricing');
  await expect(main(page).locator('section h2')).toHaveText(['Cash on delivery', 'Delivery charges', 'Prices', 'Refunds']);
  for (const fact of ['Inside Dhaka: BDT 60', 'Outside Dhaka: BDT 100', 'you pay our courier'])
    await expect(main(page)).toContainText(fact);
  await expect(main(page)).not.toContainText('No data available!');

  await page.goto('/about-us');
  await expect(main(page).locator('section h2')).toHaveText(['About', 'Our mission', 'Our community']);
});

test('the FAQ is an accordion of ten questions that opens with a click or the keyboard', async ({ page }) => {
  await page.goto('/faq');
  const questions = main(page).locator('details');
  await expect(questions).toHaveCount(10);
  await expect(questions.locator('summary')).toHaveText(Array(10).fill(/\?$/));
  await expect(main(page)).toContainText('XS');
  await expect(main(page)).toContainText('3XL');

  const first = questions.first();
  await expect(first).not.toHaveAttribute('open');
  await first.locator('summary').click();
  await expect(first).toHaveAttribute('open');
  await first.locator('summary').click();
  await expect(first).not.toHaveAttribute('open');

  await questions.nth(1).locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('open');

  // A page an answer names is a link to it, not a printed address.
  const refunds = questions.filter({ hasText: 'Returns and Refunds page' });
  await refunds.locator('summary').click();
  await expect(main(page)).not.toContainText('https://');
  await refunds.getByRole('link', { name: 'Returns and Refunds page' }).click();
  await expect(page).toHaveURL(/\/returns-and-refunds$/);
});

test('the auth panel’s short policy addresses lead to the pages', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page).toHaveURL(/\/privacy-and-policy$/);
  await page.goto('/terms-condition');
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
});

test('contact: the form checks every field, writes the message into the shopper’s mail and clears', async ({
  page,
}, testInfo) => {
  // Records what the page opens; a popup "opens" unless the test blocks popups.
  await page.addInitScript(() => {
    const w = window as unknown as { opened: unknown[]; blockPopups?: boolean };
    w.opened = [];
    window.open = (...args: unknown[]) => {
      w.opened.push(args);
      return w.blockPopups || args[1] === '_self' ? null : ({} as Window);
    };
  });
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact Us');
  await expect(main(page).getByRole('link', { name: 'support@lumiere-intimates.com.bd' })).toHaveAttribute(
    'href',
    'mailto:support@lumiere-intimates.com.bd',
  );
  await expect(main(page).getByRole('link', { name: 'lumiere-intimates.com.bd', exact: true })).toHaveAttribute(
    'href',
    'https://lumiere-intimates.com.bd',
  );

  const send = page.getByRole('button', { name: 'Send' });
  const expectMessage = async (text: string) => {
    await send.click();
    await expect(page.getByText(text, { exact: true }).last()).toBeVisible();
  };
  await expectMessage('Name must be filled out');
  await page.getByLabel('Name').fill('Nadia Rahman');
  await expectMessage('Email must be filled out');
  await page.getByLabel('Email').fill('nadia@example');
  await page.getByLabel('Phone Number').fill('01712345678');
  await page.getByLabel('Comment').fill('Do you have the lace bra in 3XL?');
  await expectMessage('Please enter a valid email address');
  await page.getByLabel('Email').fill('nadia@example.com');
  await send.click();

  const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
  expect(opened).toHaveLength(1);
  const [url, target] = opened[0];
  const subject = 'Nadia Rahman (Lumière Intimates)';
  const body = 'Name: Nadia Rahman\nPhone: 01712345678\nEmail: nadia@example.com\n\nDo you have the lace bra in 3XL?';
  if (testInfo.project.name === 'desktop') {
    const compose = new URL(url);
    expect(compose.origin + compose.pathname).toBe('https://mail.google.com/mail/');
    expect(Object.fromEntries(compose.searchParams)).toEqual({
      view: 'cm',
      fs: '1',
      to: 'support@lumiere-intimates.com.bd',
      su: subject,
      body,
    });
    expect(target).toBe('compose-mail');
  } else {
    expect(url).toBe(
      `mailto:support@lumiere-intimates.com.bd?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    );
    expect(target).toBe('_self');
  }
  for (const field of ['Name', 'Email', 'Phone Number', 'Comment']) await expect(page.getByLabel(field)).toHaveValue('');

  if (testInfo.project.name === 'desktop') {
    await page.evaluate(() => ((window as unknown as { blockPopups: boolean }).blockPopups = true));
    await page.getByLabel('Name').fill('Nadia Rahman');
    await page.getByLabel('Email').fill('nadia@example.com');
    await page.getByLabel('Phone Number').fill('01712345678');
    await page.getByLabel('Comment').fill('Do you have the lace bra in 3XL?');
    await send.click();
    const after = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(after.at(-1)).toEqual([
      `mailto:support@lumiere-intimates.com.bd?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
      '_self',
    ]);
  }
});
