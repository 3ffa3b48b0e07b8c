/** The delivery charge by zone and weight: the owner's settings, the order the server prices, the policy it quotes. */
import { eq } from 'drizzle-orm';
import { GET as appInfo } from '@/app/api/index/app/route';
import { contentPage } from '@/content';
import { getShopFacts } from '@/lib/server/content/shop-info';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { listHistory } from '@/lib/server/history';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { readSettings, saveSettings } from '../settings';
import { signedInStaff } from '../staff';
import { plentyOfStock, sizedProduct, variant } from '../stock';

withTestDatabase();
beforeAll(plentyOfStock);

let shopper: { cookie: string };
let owner: { cookie: string };
beforeAll(async () => {
  [shopper, owner] = await Promise.all([signedInCustomer(), signedInStaff('owner')]);
  // Her first order ships free: the orders below are charged.
  expect((await order('Dhaka', 'House 12, Road 5, Dhanmondi')).charge).toBe(0);
});

/** An order of `pieces` pieces delivered to this district and address: its answer and its row as stored. */
async function order(city: string, address: string, pieces = 1) {
  const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
  const res = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count: pieces, attribute_pick: pick }], {
    city,
    address,
  });
  expect(res.status).toBe(201);
  const [row] = await (await getDb()).select().from(orders).where(eq(orders.orderNo, res.body.orderid));
  expect(row).toMatchObject({ charge: res.body.charge, total: res.body.subtotal + res.body.charge });
  return row;
}

const shippingPolicy = async () => JSON.stringify(contentPage('shipping-and-policy', await getShopFacts(await getDb())));

describe('the delivery charge by zone', () => {
  it('as it comes, is the spec’s: Savar (Dhaka district) inside at 60, Gazipur outside at 100, whatever the weight', async () => {
    expect(await readSettings(owner.cookie)).toMatchObject({ suburbs_charge: null, charge_per_kg: 0 });
    expect((await call(appInfo, '/api/index/app')).body.store).toMatchObject({
      charge_in_city: 60,
      charge_out_city: 100,
      suburbs_charge: null,
      charge_per_kg: 0,
    });
    expect((await order('Dhaka', 'Bank Town, Savar')).charge).toBe(60);
    expect((await order('Gazipur', 'Station Road, Tongi')).charge).toBe(100);
    expect((await order('Narayanganj', 'Chashara', 12)).charge).toBe(100);
    expect(await shippingPolicy()).not.toMatch(/suburbs|each kg/);
  });

  it('charges Dhaka’s suburbs apart once the owner sets a charge, and each kg over the first', async () => {
    const before = await readSettings(owner.cookie);
    const res = await saveSettings(owner.cookie, { ...before, suburbs_charge: 80, charge_per_kg: 20 });
    expect([res.status, res.body.msg]).toEqual([200, 'Settings saved']);
    expect((await call(appInfo, '/api/index/app')).body.store).toMatchObject({ suburbs_charge: 80, charge_per_kg: 20 });

    expect((await order('Dhaka', 'Bank Town, Savar')).charge).toBe(80);
    expect((await order('Dhaka', 'Zinzira, Keranigonj')).charge).toBe(80);
    expect((await order('Gazipur', 'Board Bazar')).charge).toBe(80);
    expect((await order('Dhaka', 'House 12, Road 5, Dhanmondi')).charge).toBe(60);
    expect((await order('Sylhet', 'Zindabazar')).charge).toBe(100);
    // A piece weighs 0.25 kg until products carry weights: 4 pieces are 1 kg, 5 go over it, 9 over 2 kg.
    expect((await order('Dhaka', 'Mirpur 10', 4)).charge).toBe(60);
    expect((await order('Dhaka', 'Mirpur 10', 5)).charge).toBe(80);
    expect((await order('Gazipur', 'Tongi', 9)).charge).toBe(120);

    const policy = await shippingPolicy();
    expect(policy).toContain("Dhaka's suburbs (Savar, Keraniganj, Tongi, Gazipur and Narayanganj): BDT 80");
    expect(policy).toContain('BDT 20 more for each kg, or part of one, over 1 kg');
    const [entry] = (await listHistory(await getDb(), { subject: 'settings' })).data;
    expect([entry.before, entry.after]).toEqual([
      { 'Dhaka suburbs': 'Off', 'Charge per kg': 0 },
      { 'Dhaka suburbs': 80, 'Charge per kg': 20 },
    ]);

    await saveSettings(owner.cookie, before);
    expect((await order('Gazipur', 'Board Bazar', 9)).charge).toBe(100);
  });
});
