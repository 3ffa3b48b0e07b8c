/** SKUs per size and colour and weights per product: made, kept unique, edited, and shown on the desk's order. */
import { readFileSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { GET as productForm, POST as saveProduct } from '@/app/api/admin/products/[id]/route';
import { GET as stockGet, POST as stockPost } from '@/app/api/admin/products/[id]/stock/route';
import { POST as addProduct } from '@/app/api/admin/products/route';
import { getDb } from '@/lib/server/db';
import { colors, history, products, sizes, stock } from '@/lib/server/db/schema';
import { defaultSku, productCode } from '@/lib/sku';
import type { ProductFormValues } from '@/lib/types/product-form';
import type { StockGrid } from '@/lib/types/stock-grid';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { productDraft } from '../products';
import { plentyOfStock, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

const id = sizedProduct.id;
const params = (of: number) => ({ id: String(of) });
const gridOf = async (cookie: string, of = id) =>
  (await call(stockGet, `/api/admin/products/${of}/stock`, { headers: { cookie }, params: params(of) })).body as StockGrid;
const setCells = (cookie: string, cells: unknown[], of = id) =>
  postJson(stockPost, `/api/admin/products/${of}/stock`, { stock: cells }, cookie, params(of));

describe('the migration 0021_sku_weight', () => {
  it('gives a shop’s existing products and pairs the codes and SKUs lib/sku.ts makes', async () => {
    const db = await getDb();
    const file = readFileSync('lib/server/db/migrations/0021_sku_weight.sql', 'utf8');
    const handWritten = file.slice(file.indexOf('-- hand-written:')).split('--> statement-breakpoint');
    const rows = () =>
      db
        .select({ productId: stock.productId, sizeId: stock.sizeId, colorId: stock.colorId, sku: stock.sku, code: products.code })
        .from(stock)
        .innerJoin(products, eq(products.id, stock.productId))
        .orderBy(stock.productId, stock.sizeId, stock.colorId);
    const seeded = await rows();
    await db.update(stock).set({ sku: null });
    await db.update(products).set({ code: null });
    for (const statement of handWritten) await db.execute(sql.raw(statement));
    expect(await rows()).toEqual(seeded);
  });
});

describe('a SKU per size and colour', () => {
  it('is made for every seeded pair from the product’s code and the values’ codes, and none is held twice', async () => {
    const db = await getDb();
    const [{ rows, distinct, missing }] = await db
      .select({
        rows: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${stock.sku})::int`,
        missing: sql<number>`count(*) filter (where ${stock.sku} is null)::int`,
      })
      .from(stock);
    expect(missing).toBe(0);
    expect(distinct).toBe(rows);
    const { cookie } = await signedInStaff();
    const grid = await gridOf(cookie);
    const [size, color] = [grid.sizes[0], grid.colors[1]];
    expect(grid.skus[`${size.id}-${color.id}`]).toBe(defaultSku(productCode(id), size.title, color.title));
    expect(grid.skus[`${size.id}-${color.id}`]).toMatch(/^P\d{4}-[A-Z0-9]+-[A-Z0-9]+$/);
  });

  it('is edited in the stock grid, read in capitals, and recorded', async () => {
    const { cookie } = await signedInStaff();
    const grid = await gridOf(cookie);
    const [size, color] = [grid.sizes[0], grid.colors[0]];
    const key = `${size.id}-${color.id}`;
    const res = await setCells(cookie, [
      { size_id: size.id, color_id: color.id, quantity: grid.quantities[key], sku: ' cl bra_rose ' },
    ]);
    expect([res.status, res.body.msg]).toEqual([200, 'Stock saved']);
    expect(res.body.grid.skus[key]).toBe('CL-BRA-ROSE');
    const [row] = await (
      await getDb()
    )
      .select({ sku: stock.sku, quantity: stock.quantity })
      .from(stock)
      .where(sql`${stock.productId} = ${id} and ${stock.sizeId} = ${size.id} and ${stock.colorId} = ${color.id}`);
    expect(row).toEqual({ sku: 'CL-BRA-ROSE', quantity: grid.quantities[key] });
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'product'), eq(history.subjectId, id), eq(history.action, 'stock')))
      .orderBy(desc(history.id))
      .limit(1);
    const name = `${size.title} / ${color.title} SKU`;
    expect([entry.before, entry.after]).toEqual([{ [name]: grid.skus[key] }, { [name]: 'CL-BRA-ROSE' }]);
  });

  it('held by another pair is refused at its field with a 409, and a malformed one with a 400', async () => {
    const { cookie } = await signedInStaff();
    const grid = await gridOf(cookie);
    const [a, b] = [`${grid.sizes[0].id}-${grid.colors[1].id}`, `${grid.sizes[1].id}-${grid.colors[1].id}`];
    const otherSku = (await gridOf(cookie, id + 1)).skus;
    const elsewhere = Object.values(otherSku)[0]!;
    const cell = (key: string, sku: string) => {
      const [size_id, color_id] = key.split('-').map(Number);
      return { size_id, color_id, quantity: grid.quantities[key], sku };
    };

    const taken = await setCells(cookie, [cell(a, elsewhere)]);
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toMatch(new RegExp(`^The SKU ${elsewhere} is in use by .+: choose another$`));
    expect(taken.body.field).toBe(`sku-${a}`);

    const twice = await setCells(cookie, [cell(a, 'SAME-1'), cell(b, 'SAME-1')]);
    expect([twice.status, twice.body.field]).toEqual([409, `sku-${b}`]);
    expect(twice.body.msg).toBe(`The SKU SAME-1 is in use by ${grid.sizes[0].title} / ${grid.colors[1].title}: choose another`);

    const malformed = await setCells(cookie, [cell(a, 'NO--GOOD')]);
    expect(malformed.status).toBe(400);
    expect(malformed.body.msg).toBe('SKU holds letters and digits, joined by single dashes');
    // Nothing changed.
    expect((await gridOf(cookie)).skus).toEqual(grid.skus);
  });
});

describe('a product’s code and weight', () => {
  const formOf = async (cookie: string, of: number) =>
    (await call(productForm, `/api/admin/products/${of}`, { headers: { cookie }, params: params(of) })).body as ProductFormValues;

  it('are given on the form: a new product without a code gets P and its id, its pairs their SKUs at once', async () => {
    const { cookie } = await signedInStaff();
    const added = await postJson(addProduct, '/api/admin/products', productDraft({ weight: 95 }), cookie);
    expect(added.status).toBe(201);
    const newId = added.body.id as number;
    const values = await formOf(cookie, newId);
    expect(values).toMatchObject({ code: productCode(newId), weight: 95 });
    const db = await getDb();
    const [size] = await db.select().from(sizes).where(eq(sizes.id, 1));
    const [color] = await db.select().from(colors).where(eq(colors.id, 2));
    expect((await gridOf(cookie, newId)).skus['1-2']).toBe(defaultSku(productCode(newId), size.title, color.title));

    // A typed code is read in capitals; pairs added later start with it, those there keep theirs.
    const { id: _id, image: _image, ...fields } = values;
    const saved = await postJson(
      saveProduct,
      `/api/admin/products/${newId}`,
      { ...fields, code: 'amara', size_ids: [1, 2, 3] },
      cookie,
      params(newId),
    );
    expect(saved.status).toBe(200);
    const [row] = await db.select({ code: products.code }).from(products).where(eq(products.id, newId));
    expect(row.code).toBe('AMARA');
    const [size3] = await db.select().from(sizes).where(eq(sizes.id, 3));
    const skus = (await gridOf(cookie, newId)).skus;
    expect(skus['3-1']).toMatch(new RegExp(`^AMARA-${size3.title.toUpperCase().replace(/[^A-Z0-9]/g, '')}-`));
    expect(skus['1-2']).toBe(defaultSku(productCode(newId), size.title, color.title));
  });

  it('refuses a code another product has, at its field', async () => {
    const { cookie } = await signedInStaff();
    const res = await postJson(addProduct, '/api/admin/products', productDraft({ code: productCode(id) }), cookie);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      field: 'code',
      msg: `The code ${productCode(id)} is in use by ${sizedProduct.title_en}: choose another`,
    });
    const heavy = await postJson(addProduct, '/api/admin/products', productDraft({ weight: 20_000 }), cookie);
    expect([heavy.status, heavy.body.field]).toEqual([400, 'weight']);
  });
});

describe('the desk’s order', () => {
  it('shows each line’s SKU and the parcel’s weight at its products’ weights', async () => {
    const { cookie: shopper } = await signedInCustomer();
    const pick = await variant(sizedProduct.sizes[1], sizedProduct.colors[0]);
    await (await getDb()).update(products).set({ weight: 120 }).where(eq(products.id, id));
    const placed = await placeOrder(shopper, [{ id, count: 3, attribute_pick: pick }]);
    expect(placed.status).toBe(201);
    const orderNo = placed.body.orderid as string;
    const { cookie } = await signedInStaff();
    const grid = await gridOf(cookie);
    const { status, body } = await call(deskOrder, `/api/admin/orders/${orderNo}`, {
      headers: { cookie },
      params: { orderNo },
    });
    expect(status).toBe(200);
    expect(body.items.map((item: { sku: string }) => item.sku)).toEqual([grid.skus[`${pick.size.id}-${pick.color.id}`]]);
    expect(body.weight_kg).toBe(0.36);
  });
});
