import { eq } from 'drizzle-orm';
import { GET as deskList } from '@/app/api/admin/attributes/route';
import { POST as addValue } from '@/app/api/admin/attributes/[kind]/route';
import { POST as changeValue } from '@/app/api/admin/attributes/[kind]/[id]/route';
import { POST as reorder } from '@/app/api/admin/attributes/[kind]/order/route';
import { GET as productForm, POST as saveProduct } from '@/app/api/admin/products/[id]/route';
import { POST as addProduct } from '@/app/api/admin/products/route';
import { GET as stockGrid, POST as setStock } from '@/app/api/admin/products/[id]/stock/route';
import { GET as shop } from '@/app/api/shop/route';
import { listSizeFilterGroups } from '@/lib/server/catalog/products';
import { getDb } from '@/lib/server/db';
import { orderItems, sizes } from '@/lib/server/db/schema';
import { BAND_CUP_SIZES, SIZES } from '@/lib/server/seed/data/attributes';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { DeskAttributes } from '@/lib/types/attributes';
import type { ListingPage, Product } from '@/lib/types/catalog';
import type { ProductFormValues } from '@/lib/types/product-form';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { productDraft } from '../products';
import { signedInStaff } from '../staff';
import { plentyOfStock } from '../stock';

withTestDatabase();
beforeAll(plentyOfStock);

const bras = PRODUCTS.filter((p) => p.kind === 'bra')
  .map((p) => p.slug)
  .sort();
const bra = PRODUCTS.find((p) => p.kind === 'bra' && !p.min && !p.max)!;
const braId = PRODUCTS.indexOf(bra) + 1;

const owner = async () => (await signedInStaff('owner')).cookie;
const attributes = async (cookie: string) =>
  (await call(deskList, '/api/admin/attributes', { headers: { cookie } })).body as DeskAttributes;
const sizeId = async (title: string) => (await (await getDb()).select().from(sizes).where(eq(sizes.title, title)))[0].id;
const add = (cookie: string, kind: string, body: unknown) =>
  postJson(addValue, `/api/admin/attributes/${kind}`, body, cookie, { kind });
const change = (cookie: string, kind: string, id: number, body: unknown) =>
  postJson(changeValue, `/api/admin/attributes/${kind}/${id}`, body, cookie, { kind, id: String(id) });

const listing = async (query: Record<string, string>) =>
  (await call(shop, `/api/shop?${new URLSearchParams(query)}`)).body as ListingPage;
/** Every product a listing finds, following its pages. */
const allSlugs = async (query: Record<string, string>) => {
  const first = await listing(query);
  const rest = [];
  for (let page = 2; page <= first.last_page; page++) rest.push(...(await listing({ ...query, page: String(page) })).data);
  return [...first.data, ...rest].map((p) => p.slug).sort();
};
const productPage = async (slug: string) => (await call(shop, `/api/shop?slug=${slug}`)).body as Product;
const sizesOn = async (slug: string) => (await productPage(slug)).attribute.find((g) => g.name === 'Size')!.value;

describe('size groups', () => {
  it('keep letter sizes and the bras band-and-cup sizes apart, each product in its group', async () => {
    const cookie = await owner();
    const list = await attributes(cookie);
    expect(list.sizes.filter((s) => s.group === 'letter').map((s) => s.title)).toEqual([...SIZES]);
    expect(list.sizes.filter((s) => s.group === 'band_cup').map((s) => [s.title, s.products])).toEqual(
      BAND_CUP_SIZES.map((title) => [title, bras.length]),
    );
    const form = (await call(productForm, `/api/admin/products/${braId}`, { headers: { cookie }, params: { id: String(braId) } }))
      .body as ProductFormValues;
    expect(form.size_group).toBe('band_cup');
  });

  it('give a new product its group, stock in each of its sizes, and refuse a size of another group', async () => {
    const cookie = await owner();
    const [b34, c36, m] = [await sizeId('34B'), await sizeId('36C'), await sizeId('M')];
    const mixed = await postJson(
      addProduct,
      '/api/admin/products',
      productDraft({ size_group: 'band_cup', size_ids: [b34, m] }),
      cookie,
    );
    expect([mixed.status, mixed.body]).toEqual([
      400,
      { status: 'error', msg: 'M is not a size of the group Band and cup', field: 'size_ids' },
    ]);
    const oneSize = await postJson(
      addProduct,
      '/api/admin/products',
      productDraft({ size_group: 'one_size', size_ids: [m] }),
      cookie,
    );
    expect([oneSize.status, oneSize.body.field]).toEqual([400, 'size_ids']);

    const added = await postJson(
      addProduct,
      '/api/admin/products',
      productDraft({ size_ids: [c36, b34], color_ids: [1] }),
      cookie,
    );
    expect(added.status).toBe(201);
    const id = added.body.id as number;
    const grid = (await call(stockGrid, `/api/admin/products/${id}/stock`, { headers: { cookie }, params: { id: String(id) } }))
      .body;
    expect(grid.quantities).toEqual({ [`${c36}-1`]: 0, [`${b34}-1`]: 0 });
    const stocked = await postJson(
      setStock,
      `/api/admin/products/${id}/stock`,
      { stock: [{ size_id: c36, color_id: 1, quantity: 7 }] },
      cookie,
      {
        id: String(id),
      },
    );
    expect(stocked.status).toBe(200);
    const form = (await call(productForm, `/api/admin/products/${id}`, { headers: { cookie }, params: { id: String(id) } }))
      .body as ProductFormValues;
    expect([form.size_group, form.size_ids]).toEqual(['band_cup', [c36, b34]]);
  });

  it('show on the listing: the size filter under its groups, and a band-and-cup size finds the bras', async () => {
    const groups = await listSizeFilterGroups(await getDb());
    expect(groups.map((g) => [g.title, g.sizes.map((s) => s.title)])).toEqual([
      ['Letter', [...SIZES]],
      ['Band and cup', BAND_CUP_SIZES],
    ]);
    expect(await allSlugs({ filter: JSON.stringify({ sizes: [await sizeId('36C')] }) })).toEqual(bras);
    // The wire keeps a size as { id, title }, in the shop's order.
    const onPage = await sizesOn(bra.slug);
    expect(onPage.map((s) => s.title)).toEqual(BAND_CUP_SIZES);
    expect(Object.keys(onPage[0]).sort()).toEqual(['id', 'title']);
  });
});

describe('search by band and cup', () => {
  it('finds the products with the size however it is typed: "34B", "34 B", "34b"', async () => {
    for (const search of ['34B', '34 B', '34b']) expect([search, await allSlugs({ search })]).toEqual([search, bras]);
  });

  it('narrows the other words to the size, and finds nothing for a size no product has', async () => {
    const black = PRODUCTS.filter((p) => p.kind === 'bra' && p.colors.includes('Black')).map((p) => p.slug);
    const found = await allSlugs({ search: 'black 34 b' });
    expect(found).toEqual(expect.arrayContaining(black));
    expect(found.every((slug) => bras.includes(slug))).toBe(true);
    expect((await listing({ search: '40DD' })).total).toBe(0);
  });
});

describe('the owner keeps the values', () => {
  it('adds a band-and-cup size as the shop writes it, refusing one there already and one that is not a size', async () => {
    const cookie = await owner();
    const added = await add(cookie, 'sizes', { title: '40 dd', group: 'band_cup' });
    expect(added.status).toBe(201);
    expect((await attributes(cookie)).sizes.at(-1)).toMatchObject({
      title: '40DD',
      group: 'band_cup',
      retired: false,
      products: 0,
    });
    expect((await add(cookie, 'sizes', { title: '36c', group: 'band_cup' })).body).toEqual({
      status: 'error',
      msg: 'The size "36C" is there already',
      field: 'title',
    });
    expect((await add(cookie, 'sizes', { title: '36Z', group: 'band_cup' })).status).toBe(400);
    expect((await add(cookie, 'colors', { title: 'Teal', value: 'teal' })).body.field).toBe('value');
    expect((await add(cookie, 'things', { title: 'X' })).status).toBe(400);
    // A size no product has stays out of the shop's filter.
    const groups = await listSizeFilterGroups(await getDb());
    expect(groups.flatMap((g) => g.sizes.map((s) => s.title))).not.toContain('40DD');
  });

  it('needs Catalogue', async () => {
    const { cookie } = await signedInStaff('staff', 'Packer', ['orders']);
    expect((await add(cookie, 'styles', { title: 'Longline' })).status).toBe(403);
  });

  it('renames and reorders: the product page and the filter follow', async () => {
    const cookie = await owner();
    const letters = (await attributes(cookie)).sizes.filter((s) => s.group === 'letter').map((s) => s.id);
    const reversed = [...letters].reverse();
    const moved = await postJson(reorder, '/api/admin/attributes/sizes/order', { ids: reversed }, cookie, { kind: 'sizes' });
    expect(moved.status).toBe(200);
    const letterProduct = PRODUCTS.find((p) => p.size_group === 'letter' && p.sizes.length === SIZES.length)!;
    expect((await sizesOn(letterProduct.slug)).map((s) => s.title)).toEqual([...SIZES].reverse());
    expect((await listSizeFilterGroups(await getDb()))[0].sizes.map((s) => s.title)).toEqual([...SIZES].reverse());
    const partial = await postJson(reorder, '/api/admin/attributes/sizes/order', { ids: reversed.slice(1) }, cookie, {
      kind: 'sizes',
    });
    expect([partial.status, partial.body.field]).toEqual([400, 'ids']);
    const renamed = await change(cookie, 'sizes', await sizeId('3XL'), { title: 'XXXL' });
    expect(renamed.status).toBe(200);
    expect((await sizesOn(letterProduct.slug)).map((s) => s.title)[0]).toBe('XXXL');
  });

  it('retires a value: it stays on past orders and products, and cannot be picked for another product', async () => {
    const cookie = await owner();
    const c36 = await sizeId('36C');
    const { cookie: shopper } = await signedInCustomer();
    const color = { id: (await productPage(bra.slug)).attribute[1].value[0].id };
    const placed = await placeOrder(shopper, [{ id: braId, count: 1, attribute_pick: { size: { id: c36 }, color } }]);
    expect(placed.status).toBe(201);

    expect((await change(cookie, 'sizes', c36, { retired: true })).status).toBe(200);
    expect((await attributes(cookie)).sizes.find((s) => s.id === c36)).toMatchObject({ title: '36C', retired: true });
    expect((await sizesOn(bra.slug)).map((s) => s.title)).toContain('36C');
    expect(await allSlugs({ search: '36C' })).toEqual(bras);
    const [line] = await (await getDb()).select().from(orderItems).where(eq(orderItems.productId, braId));
    expect(line.attributePick.size).toMatchObject({ id: c36, title: '36C' });

    const refused = await postJson(addProduct, '/api/admin/products', productDraft({ size_ids: [c36] }), cookie);
    expect(refused.body).toEqual({
      status: 'error',
      msg: '36C is retired: it cannot be picked for a product',
      field: 'size_ids',
    });
    // The bra keeps it through a save.
    const form = (await call(productForm, `/api/admin/products/${braId}`, { headers: { cookie }, params: { id: String(braId) } }))
      .body as ProductFormValues;
    const { id: _id, image: _image, ...fields } = { ...form, price: form.price + 10 };
    expect((await postJson(saveProduct, `/api/admin/products/${braId}`, fields, cookie, { id: String(braId) })).status).toBe(200);

    expect((await change(cookie, 'sizes', c36, { retired: false })).status).toBe(200);
    expect((await postJson(addProduct, '/api/admin/products', productDraft({ size_ids: [c36] }), cookie)).status).toBe(201);
  });
});
