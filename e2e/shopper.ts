import { expect, type Page } from './fixtures';

export type ApiProduct = {
  id: number;
  slug: string;
  title_en: string;
  price: number;
  min: number | null;
  max: number | null;
  spacial_price: { days: number; offer: boolean; price: number } | null;
  attribute: { name: string; value: { id: number; title: string }[] }[];
  /** pieces left by "size-colour" ids */
  stock: Record<string, number>;
};

/** The titles of products a journey adds start with this: other journeys leave them out (allProducts). */
export const JOURNEY_PRODUCT = 'Journey';

export const bdt = (n: number) => `BDT ${new Intl.NumberFormat('en-BD').format(n)}`;
export const effectivePrice = (p: ApiProduct) =>
  p.spacial_price?.offer && p.spacial_price.days > -1 ? p.spacial_price.price : p.price;

/** The `src` of a stored picture shown through the image optimiser, at whichever width. */
export const optimisedSrc = (file: string) =>
  new RegExp(`^/_next/image\\?url=${encodeURIComponent(`/media/${file}`).replace(/\./g, '\\.')}&w=\\d+&q=75$`);

/** Every product of the seeded catalogue, through the API (not those journeys add as they run). */
export async function allProducts(page: Page): Promise<ApiProduct[]> {
  const first = await (await page.request.get('/api/shop')).json();
  const rest = await Promise.all(
    Array.from(
      { length: first.last_page - 1 },
      async (_, i) => (await (await page.request.get(`/api/shop?page=${i + 2}`)).json()).data,
    ),
  );
  return [...first.data, ...rest.flat()].filter((p: ApiProduct) => !p.title_en.startsWith(JOURNEY_PRODUCT));
}

/** A product that goes in the cart with one click: no sizes, colours or limits. */
export const plainProduct = (products: ApiProduct[]) => products.find((p) => !p.attribute.length && !p.min && !p.max)!;

const newEmail = () => `shopper-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** Signs a new shopper up through the auth panel (on /signin unless `at` names another page): that signs her in. */
export async function signUp(page: Page, { at = '/signin', name = 'Nadia Rahman' } = {}): Promise<string> {
  const email = newEmail();
  await page.goto(at);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret-password');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration success')).toBeVisible();
  // Signed in by her sign-up: no second sign-in.
  if (at === '/signin') await expect(page).toHaveURL(/\/user\/my-account$/);
  return email;
}

/** A signed-in shopper made through the API (quicker), with the store told so as the browser would be. */
export async function signedInShopper(page: Page, name = 'Nusrat Jahan') {
  const email = newEmail();
  await page.request.post('/api/public/signup', { data: { fullname: name, email, password: 'secret-password' } });
  const { user } = await (await page.request.post('/api/public/signin', { data: { email, password: 'secret-password' } })).json();
  await page.addInitScript(
    (session) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem(
        'storeStates',
        JSON.stringify({ session: JSON.stringify(session), _persist: '{"version":1,"rehydrated":true}' }),
      );
    },
    { auth: true, user },
  );
  return user as { id: number; name: string; email: string };
}

/** A new customer's session cookie (`session=…`), for requests made outside a page. */
export async function signedUpCookie(baseURL: string): Promise<string> {
  const email = newEmail();
  const post = (path: string, data: unknown) =>
    fetch(new URL(path, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  await post('/api/public/signup', { fullname: 'Fuzz Tester', email, password: 'secret-password' });
  const signin = await post('/api/public/signin', { email, password: 'secret-password' });
  return signin.headers.get('set-cookie')!.split(';')[0];
}

/** Puts a product in the cart from its page. */
export async function addToCart(page: Page, product: ApiProduct) {
  await page.goto(`/product/${product.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

/**
 * Asks for a cash-on-delivery order of these cart lines through the API, as the signed-in shopper (`extra` fields
 * over the usual ones: another contact, a receiver's phone): the answer.
 */
export function requestOrder(
  page: Page,
  cartItem: { id: number; count: number; attribute_pick?: unknown }[],
  extra: Record<string, unknown> = {},
) {
  return page.request.post('/api/public/create-order', {
    data: {
      contact: '01712345678',
      country: 'Bangladesh',
      full_name: 'Nusrat Jahan',
      address: 'House 7, Road 2, Gulshan',
      city: 'Dhaka',
      post_code: '1212',
      method: 'COD',
      cart_item: cartItem,
      order_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ...extra,
    },
  });
}

/** Places a cash-on-delivery order of one plain product through the API, as the signed-in shopper. */
export async function placeOrder(page: Page, product: ApiProduct, count = 1): Promise<string> {
  const res = await requestOrder(page, [{ id: product.id, count }]);
  expect(res.status()).toBe(201);
  return (await res.json()).orderid;
}

/** Picks a colour or size on the shop, once React answers clicks (it hydrates after the first paint). */
export async function choose(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
}
