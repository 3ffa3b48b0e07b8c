/**
 * Editing an order at the desk (lib/server/orders/edit.ts): the server prices it with the shop's rules, a preview
 * changes nothing, stock moves both ways in the edit's transaction, of two edits from one version one wins, the
 * history says line by line who changed what, and the customer hears of a new total when staff chose so.
 */
import { and, eq } from 'drizzle-orm';
import { POST as editRoute } from '@/app/api/admin/orders/[orderNo]/edit/route';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { GET as picksRoute } from '@/app/api/admin/products/picks/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { GET as shop } from '@/app/api/shop/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { coupons, history, orderAddresses, orderItems, orders, outbox, products, shipments } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { HistoryEntry } from '@/lib/types/history';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { draftOf, editFrom, placeOrder, statusChange } from '../orders';
import { signedInStaff } from '../staff';
import { plentyOfStock, setPieces, sizedProduct, variant } from '../stock';

withTestDatabase();
beforeAll(plentyOfStock);

type Pick = Awaited<ReturnType<typeof variant>>;

/** A second product, without an offer, sizes and colours, no min or max: its data, id and first size and colour. */
const otherIndex = PRODUCTS.findIndex(
  (p, i) => i !== sizedProduct.id - 1 && !p.offer && !p.min && !p.max && p.sizes.length && p.colors.length,
);
const other = { ...PRODUCTS[otherIndex], id: otherIndex + 1 };

async function pickOf(slug: string, sizeTitle?: string, colorTitle?: string) {
  const { body } = await call(shop, `/api/shop?slug=${slug}`);
  const group = (name: string) => body.attribute.find((g: { name: string }) => g.name === name).value;
  return {
    size: sizeTitle ? group('Size').find((v: { title: string }) => v.title === sizeTitle) : group('Size')[0],
    color: colorTitle ? group('Color').find((v: { title: string }) => v.title === colorTitle) : group('Color')[0],
  };
}

async function piecesOf(slug: string, pick: Pick) {
  const { body } = await call(shop, `/api/shop?slug=${slug}`);
  return body.stock[`${pick.size.id}-${pick.color.id}`] as number;
}

const ids = (pick: Pick) => ({ size: { id: pick.size.id }, color: { id: pick.color.id } });

/**
 * A Pending order of `count` pieces of the sized product in one size and colour, in Dhaka, by a customer who has
 * ordered before (so the delivery charge is the Flat Rate's, not a first order's free one): its number, id, her.
 */
async function orderOf(pick: Pick, count: number, extra: Record<string, unknown> = {}) {
  const shopper = await signedInCustomer('Nadia Rahman');
  expect(
    (await placeOrder(shopper.cookie, [{ id: other.id, count: 1, attribute_pick: ids(await pickOf(other.slug)) }])).status,
  ).toBe(201);
  const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count, attribute_pick: ids(pick) }], extra);
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  const [{ id }] = await (await getDb()).select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return { orderNo, id, shopper, total: placed.body.total as number };
}

const edit = (cookie: string, orderNo: string, body: unknown) =>
  postJson(editRoute, `/api/admin/orders/${orderNo}/edit`, body, cookie, { orderNo });

const moveTo = (cookie: string, orderNo: string, from: number | null, to: number | null) =>
  postJson(setStatus, `/api/admin/orders/${orderNo}/status`, statusChange(from, to), cookie, { orderNo });

/** Everything an edit writes: the order, its lines, address, history and its messages about an edit. */
async function stateOf(id: number) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
  const [address] = await db.select().from(orderAddresses).where(eq(orderAddresses.orderId, id));
  const entries = await db
    .select()
    .from(history)
    .where(and(eq(history.subject, 'order'), eq(history.subjectId, id), eq(history.action, 'edited')))
    .orderBy(history.id);
  const messages = await db.select().from(outbox).where(eq(outbox.topic, 'order-edited')).orderBy(outbox.id);
  return { order, items, address, entries, messages: messages.filter((m) => `${m.subject} ${m.text}`.includes(order.orderNo)) };
}

const bdt = (n: number) => `BDT ${n.toLocaleString('en')}`;
/** A cart more than one piece of the sized product and less than two. */
const bigCart = Math.round((1.5 * sizedProduct.price) / 100) * 100;

const line = (id: number, pick: Pick, count: number) => ({ id, count, attribute_pick: ids(pick) });

describe('editing an order', () => {
  it('prices the edit with the shop’s rules, shows it in a preview that changes nothing, then saves it', async () => {
    const owner = await signedInStaff('owner', 'Owner');
    const xsRose = await variant('XS', 'Rose');
    await setPieces(xsRose, 20);
    const { orderNo, id, total } = await orderOf(xsRose, 1);
    expect(total).toBe(sizedProduct.price + 60);
    const draft = await draftOf(owner.cookie, orderNo);
    expect(draft).toMatchObject({ refusal: null, version: 0, district: 'Dhaka', charge: null, promo_code: '', total });
    expect(draft.products.find((p) => p.id === sizedProduct.id)?.stock[`${xsRose.size.id}-${xsRose.color.id}`]).toBe(19);

    // Today the product costs more: the line she bought keeps its price, another size is sold at today's.
    const db = await getDb();
    await db
      .update(products)
      .set({ price: sizedProduct.price + 150 })
      .where(eq(products.id, sizedProduct.id));
    const otherPick = await pickOf(other.slug);
    const sRose = await variant('S', 'Rose');
    const wanted = editFrom(draft, {
      lines: [line(sizedProduct.id, xsRose, 2), line(sizedProduct.id, sRose, 1), line(other.id, otherPick, 1)],
      district: 'Chattogram',
      address: 'Flat 3B, Agrabad',
    });
    const before = await stateOf(id);
    const preview = await edit(owner.cookie, orderNo, { ...wanted, preview: true });
    const subtotal = 2 * sizedProduct.price + (sizedProduct.price + 150) + other.price;
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      subtotal,
      charge: 100,
      rule_charge: 100,
      discount: 0,
      total: subtotal + 100,
      was_total: total,
      version: 0,
      msg: `The total is BDT ${(subtotal + 100).toLocaleString('en')} (was BDT ${total.toLocaleString('en')}).`,
    });
    expect(preview.body.lines.map((l: { price: number; kept: boolean }) => [l.price, l.kept])).toEqual([
      [sizedProduct.price, true],
      [sizedProduct.price + 150, false],
      [other.price, false],
    ]);
    expect(await stateOf(id)).toEqual(before);
    expect(await piecesOf(sizedProduct.slug, xsRose)).toBe(19);

    // Staff type their own charge instead of the rule's.
    const saved = await edit(owner.cookie, orderNo, { ...wanted, charge: 80 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ charge: 80, rule_charge: 100, total: subtotal + 80, version: 1 });
    const after = await stateOf(id);
    expect(after.order).toMatchObject({ subtotal, charge: 80, discount: 0, total: subtotal + 80, version: 1 });
    expect(after.items.map((i) => [i.productId, i.attributePick.size?.title, i.quantity, i.price])).toEqual([
      [sizedProduct.id, 'XS', 2, sizedProduct.price],
      [sizedProduct.id, 'S', 1, sizedProduct.price + 150],
      [other.id, otherPick.size.title, 1, other.price],
    ]);
    expect(after.address).toMatchObject({ address: 'Flat 3B, Agrabad', district: 'Chattogram', city: 'Chattogram' });
    // Outside Dhaka is another delivery window.
    expect(after.order.deliveryDate).not.toBe(before.order.deliveryDate);
    // The editor opens again with the typed charge, which is not the rule's.
    expect(await draftOf(owner.cookie, orderNo)).toMatchObject({ version: 1, charge: 80 });
    await db.update(products).set({ price: sizedProduct.price }).where(eq(products.id, sizedProduct.id));
  });

  it('applies, keeps and removes a promo code by its rules, not counting the order’s own use, and a staff discount', async () => {
    const worker = await signedInStaff();
    const db = await getDb();
    await db.insert(coupons).values([
      { code: 'EDITTEN', kind: 'percent', amount: 10, perUserLimit: 1, usageLimit: 1 },
      { code: 'EDITGONE', kind: 'fixed', amount: 100, expiresAt: new Date(Date.now() - 60_000) },
      // Its minimum lies between one piece and two.
      { code: 'EDITBIG', kind: 'fixed', amount: 300, minCartValue: bigCart },
    ]);
    const pick = await variant('M', 'Rose');
    await setPieces(pick, 20);
    const { orderNo, id, total } = await orderOf(pick, 1, { promo_code: 'EDITTEN' });
    const tenth = Math.round(sizedProduct.price / 10);
    expect(total).toBe(sizedProduct.price + 60 - tenth);
    const draft = await draftOf(worker.cookie, orderNo);
    expect(draft.promo_code).toBe('EDITTEN');

    // Its own use is not counted against the code's limits; the discount follows the new subtotal.
    const two = await edit(worker.cookie, orderNo, editFrom(draft, { lines: [line(sizedProduct.id, pick, 2)] }));
    expect(two.body).toMatchObject({
      promo_code: 'EDITTEN',
      promo_discount: 2 * tenth,
      total: 2 * sizedProduct.price + 60 - 2 * tenth,
    });
    // Switched off since, a code the order holds still holds; one it does not hold is refused, naming the field.
    await db.update(coupons).set({ active: false }).where(eq(coupons.code, 'EDITTEN'));
    const kept = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { address: 'House 14, Road 5' }),
    );
    expect(kept.body).toMatchObject({ promo_code: 'EDITTEN', promo_discount: 2 * tenth });
    const expired = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { promo_code: 'EDITGONE' }),
    );
    expect([expired.status, expired.body]).toEqual([
      422,
      { status: 'error', msg: 'This promo code has expired', field: 'promo_code' },
    ]);
    const small = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { promo_code: 'editbig', lines: [line(sizedProduct.id, pick, 1)] }),
    );
    expect([small.status, small.body.msg]).toEqual([422, `This promo code needs a cart of ${bdt(bigCart)} or more`]);

    // Another code, in any case, then none with staff's own discount in taka.
    const big = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { promo_code: 'editbig', lines: [line(sizedProduct.id, pick, 2)] }),
    );
    expect(big.body).toMatchObject({ promo_code: 'EDITBIG', promo_discount: 300, total: 2 * sizedProduct.price + 60 - 300 });
    const staffOwn = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { promo_code: '', discount: 250 }),
    );
    expect(staffOwn.body).toMatchObject({ promo_code: null, promo_discount: 0, staff_discount: 250, discount: 250 });
    expect((await stateOf(id)).order).toMatchObject({
      promoCode: null,
      discount: 250,
      staffDiscount: 250,
      total: 2 * sizedProduct.price + 60 - 250,
    });
    const tooMuch = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { discount: 2 * sizedProduct.price + 1 }),
    );
    expect([tooMuch.status, tooMuch.body.field]).toEqual([400, 'discount']);
    // The desk and My Order show the discount staff gave.
    const desk = await call(deskOrder, `/api/admin/orders/${orderNo}`, {
      headers: { cookie: worker.cookie },
      params: { orderNo },
    });
    expect(desk.body).toMatchObject({ discount: 250, staff_discount: 250, promo_code: null });
  });

  it('takes and gives back stock line by line, and refuses a size that is sold out, changing nothing', async () => {
    const worker = await signedInStaff();
    const [lRose, lBlack, xlBlack] = [await variant('L', 'Rose'), await variant('L', 'Black'), await variant('XL', 'Black')];
    await setPieces(lRose, 10);
    await setPieces(lBlack, 5);
    await setPieces(xlBlack, 0);
    const { orderNo, id } = await orderOf(lRose, 3);
    expect(await piecesOf(sizedProduct.slug, lRose)).toBe(7);

    const fewer = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { lines: [line(sizedProduct.id, lRose, 1)] }),
    );
    expect(fewer.status).toBe(200);
    expect(await piecesOf(sizedProduct.slug, lRose)).toBe(9);

    // 34B to 34C: the colour swapped gives one back and takes the other.
    const swapped = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { lines: [line(sizedProduct.id, lBlack, 2)] }),
    );
    expect(swapped.status).toBe(200);
    expect([await piecesOf(sizedProduct.slug, lRose), await piecesOf(sizedProduct.slug, lBlack)]).toEqual([10, 3]);

    const before = await stateOf(id);
    const soldOut = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { lines: [line(sizedProduct.id, xlBlack, 1)] }),
    );
    expect([soldOut.status, soldOut.body.msg]).toEqual([409, `${sizedProduct.title_en} (size XL, Black) is sold out.`]);
    const short = await edit(
      worker.cookie,
      orderNo,
      editFrom(await draftOf(worker.cookie, orderNo), { lines: [line(sizedProduct.id, lBlack, 6)] }),
    );
    expect([short.status, short.body.msg]).toEqual([409, `${sizedProduct.title_en} (size L, Black): only 3 left.`]);
    // A preview is refused alike.
    const look = await edit(worker.cookie, orderNo, {
      ...editFrom(await draftOf(worker.cookie, orderNo), { lines: [line(sizedProduct.id, xlBlack, 1)] }),
      preview: true,
    });
    expect(look.status).toBe(409);
    expect(await stateOf(id)).toEqual(before);
    expect([await piecesOf(sizedProduct.slug, lRose), await piecesOf(sizedProduct.slug, lBlack)]).toEqual([10, 3]);
    expect(await piecesOf(sizedProduct.slug, xlBlack)).toBe(0);
  });

  it('of two edits from the same version, one wins and the other is told; stock moves once', async () => {
    const [a, b] = [await signedInStaff('staff', 'Mitu'), await signedInStaff('staff', 'Rumana')];
    const pick = await variant('2XL', 'Ivory');
    await setPieces(pick, 10);
    const { orderNo, id } = await orderOf(pick, 1);
    const draft = await draftOf(a.cookie, orderNo);

    const answers = await Promise.all([
      edit(a.cookie, orderNo, editFrom(draft, { lines: [line(sizedProduct.id, pick, 3)] })),
      edit(b.cookie, orderNo, editFrom(draft, { lines: [line(sizedProduct.id, pick, 4)] })),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body.msg).toBe('Someone changed this order meanwhile: open it again to see what changed before you edit it.');
    const won = answers.findIndex((r) => r.status === 200);
    const state = await stateOf(id);
    expect(state.items.map((i) => i.quantity)).toEqual([won === 0 ? 3 : 4]);
    expect(state.entries).toHaveLength(1);
    expect(state.entries[0].staffId).toBe([a, b][won].member.id);
    expect(await piecesOf(sizedProduct.slug, pick)).toBe(won === 0 ? 7 : 6);
    expect(state.order.version).toBe(1);
  });

  it('edits two orders swapping the same sizes at once, neither waiting on the other', async () => {
    const worker = await signedInStaff();
    const [first, second] = [await variant('XS', 'Ivory'), await variant('L', 'Ivory')];
    await setPieces(first, 10);
    await setPieces(second, 10);
    const one = await orderOf(first, 2);
    const two = await orderOf(second, 2);
    const drafts = [await draftOf(worker.cookie, one.orderNo), await draftOf(worker.cookie, two.orderNo)];
    const [a, b] = await Promise.all([
      edit(worker.cookie, one.orderNo, editFrom(drafts[0], { lines: [line(sizedProduct.id, second, 1)] })),
      edit(worker.cookie, two.orderNo, editFrom(drafts[1], { lines: [line(sizedProduct.id, first, 1)] })),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([await piecesOf(sizedProduct.slug, first), await piecesOf(sizedProduct.slug, second)]).toEqual([9, 9]);
  });

  it('records each line and detail changed, with who changed them, and tells the customer a new total when asked', async () => {
    const owner = await signedInStaff('owner', 'Farzana');
    const [sIvory, mIvory] = [await variant('S', 'Ivory'), await variant('M', 'Ivory')];
    await setPieces(sIvory, 10);
    await setPieces(mIvory, 10);
    const { orderNo, id, total } = await orderOf(sIvory, 1);
    const name = (size: string) => `${sizedProduct.title_en} (size ${size}, Ivory)`;
    const price = `1 × BDT ${sizedProduct.price.toLocaleString('en')}`;

    // Only the address: the total is the same, nobody is told.
    const moved = await edit(
      owner.cookie,
      orderNo,
      editFrom(await draftOf(owner.cookie, orderNo), { address: 'House 7, Road 2', receiver_phone: '+880 1812-345678' }),
    );
    expect(moved.body.msg).toBe('Saved. The total is BDT ' + total.toLocaleString('en') + '.');
    // The size, without telling her.
    const quiet = await edit(owner.cookie, orderNo, {
      ...editFrom(await draftOf(owner.cookie, orderNo), { lines: [line(sizedProduct.id, mIvory, 1)], charge: 0 }),
      tell_customer: false,
    });
    expect(quiet.status).toBe(200);
    expect((await stateOf(id)).messages).toEqual([]);
    // Two pieces, and she is told (the box is ticked unless staff untick it).
    const told = await edit(
      owner.cookie,
      orderNo,
      editFrom(await draftOf(owner.cookie, orderNo), { lines: [line(sizedProduct.id, mIvory, 2)] }),
    );
    const newTotal = 2 * sizedProduct.price;
    expect(told.body.msg).toBe(
      `Saved. The total is BDT ${newTotal.toLocaleString('en')} (was BDT ${sizedProduct.price.toLocaleString('en')}): the customer is told.`,
    );
    // Nothing changed: nothing is saved or recorded.
    const same = await edit(owner.cookie, orderNo, editFrom(await draftOf(owner.cookie, orderNo)));
    expect(same.body.msg).toBe('Nothing was changed.');

    const state = await stateOf(id);
    expect(state.entries.map((e) => e.staffId)).toEqual([owner.member.id, owner.member.id, owner.member.id]);
    expect(state.entries.map((e) => [e.before, e.after])).toEqual([
      [
        { Address: 'House 12, Road 5', 'Receiver phone': null },
        { Address: 'House 7, Road 2', 'Receiver phone': '01812345678' },
      ],
      [
        { [name('S')]: price, 'Delivery charge': 'BDT 60', Total: bdt(total) },
        { [name('S')]: null, [name('M')]: price, 'Delivery charge': 'BDT 0', Total: bdt(sizedProduct.price) },
      ],
      [
        { [name('M')]: price, Total: bdt(sizedProduct.price) },
        { [name('M')]: `2 × BDT ${sizedProduct.price.toLocaleString('en')}`, Total: bdt(newTotal) },
      ],
    ]);
    expect(state.messages.map((m) => [m.channel, m.recipient])).toEqual([
      ['email', state.address.email],
      ['sms', '+8801712345678'],
    ]);
    expect(state.messages[0].subject).toBe(`Your order ${orderNo} is changed`);
    expect(state.messages[0].text).toContain(`You now pay BDT ${newTotal.toLocaleString('en')} in cash`);
    expect(state.messages[1].text).toContain(`The new total is BDT ${newTotal.toLocaleString('en')}`);

    // The desk's history names her; My Order shows the new lines and total.
    const desk = await call(deskOrder, `/api/admin/orders/${orderNo}`, {
      headers: { cookie: owner.cookie },
      params: { orderNo },
    });
    expect((desk.body.history as HistoryEntry[]).filter((e) => e.action === 'edited').map((e) => e.staff)).toEqual([
      'Farzana',
      'Farzana',
      'Farzana',
    ]);
  });

  it('shows the customer the new lines and total in My Order', async () => {
    const owner = await signedInStaff('owner');
    const [xsBlack, sBlack] = [await variant('XS', 'Black'), await variant('S', 'Black')];
    await setPieces(xsBlack, 10);
    await setPieces(sBlack, 10);
    const { orderNo, shopper } = await orderOf(xsBlack, 1);
    await edit(
      owner.cookie,
      orderNo,
      editFrom(await draftOf(owner.cookie, orderNo), { lines: [line(sizedProduct.id, sBlack, 2)], name: 'Nadia R.' }),
    );
    const mine = await call(orderList, '/api/public/order-list?page=1', { headers: { cookie: shopper.cookie } });
    const order = mine.body.orders.data.find((o: { order_id: string }) => o.order_id === orderNo);
    expect(order).toMatchObject({
      total: 2 * sizedProduct.price,
      grand_total: 2 * sizedProduct.price + 60,
      order_address: { name: 'Nadia R.' },
    });
    expect(
      order.order_items.map((i: { item: number; meta: { attribute_pick: Pick } }) => [i.item, i.meta.attribute_pick.size.title]),
    ).toEqual([[2, 'S']]);
  });

  it('lets staff find a product by its title, with its sizes, colours and stock', async () => {
    const worker = await signedInStaff();
    const found = await call(
      picksRoute,
      `/api/admin/products/picks?q=${encodeURIComponent(sizedProduct.title_en.slice(0, 12).toUpperCase())}`,
      {
        headers: { cookie: worker.cookie },
      },
    );
    expect(found.status).toBe(200);
    const product = found.body.data.find((p: { id: number }) => p.id === sizedProduct.id);
    expect(product).toMatchObject({ title_en: sizedProduct.title_en, price: sizedProduct.price });
    expect(product.sizes.map((s: { title: string }) => s.title)).toEqual(sizedProduct.sizes);
    expect(Object.keys(product.stock).length).toBe(sizedProduct.sizes.length * sizedProduct.colors.length);
    expect((await call(picksRoute, '/api/admin/products/picks?q=', { headers: { cookie: worker.cookie } })).status).toBe(400);
    expect((await call(picksRoute, '/api/admin/products/picks?q=bra')).status).toBe(401);
  });
});

describe('what cannot be edited', () => {
  it('refuses visitors, bad input with a 4xx, unknown orders, and orders a courier has or that are done', async () => {
    const worker = await signedInStaff();
    const pick = await variant('XL', 'Rose');
    await setPieces(pick, 20);
    const { orderNo, id, shopper } = await orderOf(pick, 1);
    const draft = await draftOf(worker.cookie, orderNo);
    const good = editFrom(draft);

    expect((await edit('', orderNo, good)).status).toBe(401);
    expect((await edit(shopper.cookie, orderNo, good)).status).toBe(401);
    const bad: [unknown, string][] = [
      [{ ...good, lines: [] }, 'An order keeps at least one line: cancel it instead'],
      [{ ...good, lines: [{ ...good.lines[0], count: 0 }] }, 'A count must be at least 1'],
      [{ ...good, contact: '01112345678' }, 'Contact cannot start with 011 or 012: no mobile number does'],
      [{ ...good, receiver_phone: '12345' }, 'Receiver phone must be a Bangladeshi mobile number, e.g. 01712-345678'],
      [{ ...good, district: 'Atlantis' }, 'Please choose a district of Bangladesh'],
      [{ ...good, name: ' ' }, 'Name must be filled out'],
      [{ ...good, charge: -5 }, 'The delivery charge cannot be below 0'],
      [{ ...good, discount: 1.5 }, 'The discount must be whole taka'],
      [{ ...good, version: 'latest' }, 'version must be the version of the order you loaded'],
      ['not an edit', 'Invalid input: expected object, received string'],
    ];
    for (const [body, msg] of bad) {
      const res = await edit(worker.cookie, orderNo, body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    // A product no longer on sale cannot be added.
    const hidden = await edit(worker.cookie, orderNo, { ...good, lines: [...good.lines, { id: 99_999, count: 1 }] });
    expect(hidden.status).toBe(422);
    expect((await edit(worker.cookie, 'LI00000000', good)).status).toBe(404);
    expect((await edit(worker.cookie, 'LI-0', good)).status).toBe(404);

    // Processing, then held after a courier was booked: the courier has the parcel.
    const db = await getDb();
    await moveTo(worker.cookie, orderNo, null, ORDER_STATUS.processing);
    expect((await edit(worker.cookie, orderNo, { ...good, address: 'Confirmed, then edited' })).status).toBe(200);
    await moveTo(worker.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.hold);
    await db.insert(shipments).values({ orderId: id, courier: 'steadfast', state: 'booked', invoice: orderNo, codAmount: 100 });
    const held = await edit(worker.cookie, orderNo, good);
    expect([held.status, held.body.msg]).toEqual([
      409,
      'A courier is booked for this parcel: the order can no longer be edited.',
    ]);
    expect((await draftOf(worker.cookie, orderNo)).refusal).toBe(held.body.msg);
    await db.delete(shipments).where(eq(shipments.orderId, id));
    expect((await edit(worker.cookie, orderNo, { ...good, version: 1, address: 'Held, then edited' })).status).toBe(200);

    await moveTo(worker.cookie, orderNo, ORDER_STATUS.hold, ORDER_STATUS.onTheWay);
    const onTheWay = await edit(worker.cookie, orderNo, { ...good, version: 2 });
    expect([onTheWay.status, onTheWay.body.msg]).toEqual([
      409,
      'This order is On the Way: only Pending, Processing and Hold orders can be edited.',
    ]);
    await moveTo(worker.cookie, orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.delivered);
    expect((await edit(worker.cookie, orderNo, { ...good, version: 2 })).status).toBe(409);
    expect((await stateOf(id)).order).toMatchObject({ status: ORDER_STATUS.delivered, version: 2 });
  });
});
