import { expect, type Page } from '@playwright/test';

export type ApiProduct = {
  id: number;
  slug: string;
  title_en: string;
  price: number;
  min: number | null;
  max: number | null;
  spacial_price: { days: number; offer: boolean; price: number } | null;
  attribute: { name: string; value: { id: number; title: string }[] }[];
};

export const bdt = (n: number) => `BDT ${new Intl.NumberFormat('en-BD').format(n)}`;
export const effectivePrice = (p: ApiProduct) => (p.spacial_price?.offer && p.spacial_price.days > -1 ? p.spacial_price.price : p.price);

/** Every product of the catalogue, through the API. */
export async function allProducts(page: Page): Promise<ApiProduct[]> {
  const first = await (await page.request.get('/api/shop')).json();
  const rest = await Promise.all(
    Array.from({ length: first.last_page - 1 }, async (_, i) => (await (await page.request.get(`/api/shop?page=${i + 2}`)).json()).data),
  );
  return [...first.data, ...rest.flat()];
}

/** A product that goes in the cart with one click: no sizes, colours or limits. */
export const plainProduct = (products: ApiProduct[]) => products.find((p) => !p.attribute.length && !p.min && !p.max)!;

/** Signs a new shopper up and in through the auth panel on /signin; returns the e-mail. */
export async function signUpAndIn(page: Page, name = 'Nadia Rahman'): Promise<string> {
  const email = `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await page.goto('/signin');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration success')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Signin success')).toBeVisible();
  await expect(page).toHaveURL(/\/user\/my-account$/);
  return email;
}

/** Puts a product in the cart from its page. */
export async function addToCart(page: Page, product: ApiProduct) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}
