/**
 * The stock movement log (lib/server/catalog/stock-ledger.ts): every change of a size and colour's pieces, by a sale,
 * a cancellation, an edit, a parcel back, an adjustment or the grid's count, is one row with its delta and the pieces
 * after it; stock never goes below 0. And the owners' low-stock e-mail, once a Dhaka day.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { POST as editRoute } from '@/app/api/admin/orders/[orderNo]/edit/route';
import { POST as confirmReturn } from '@/app/api/admin/orders/[orderNo]/return/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as adjustRoute } from '@/app/api/admin/products/[id]/stock/adjust/route';
import { POST as stockPost } from '@/app/api/admin/products/[id]/stock/route';
import { GET as movesRoute } from '@/app/api/admin/stock-moves/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { orders, outbox, stock, stockMoves, storeSettings } from '@/lib/server/db/schema';
import { writeLowStockMail } from '@/lib/server/catalog/low-stock';
import { deliverDue } from '@/lib/server/outbox/sender';
import { smtpTransport } from '@/lib/server/outbox/transports';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { startMailServer } from '../mail-server.mjs';
import { draftOf, editFrom, placeOrder, statusChange } from '../orders';
import { readSettings, saveSettings } from '../settings';
import { signedInStaff } from '../staff';
import { plentyOfStock, setPieces, sizedProduct, variant } from '../stock';

withTestDatabase();

type Pick = Awaited<ReturnType<typeof variant>>;
type Worker = Awaited<ReturnType<typeof signedInStaff>>;

let worker: Worker;
let pick: Pick;
beforeAll(async () => {
  worker = await signedInStaff('staff', 'Mitu');
  pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
});

const productPath = `/api/admin/products/${sizedProduct.id}`;
const params = { id: String(sizedProduct.id) };
const adjust = (body: object, cookie = worker.cookie) =>
  postJson(
    adjustRoute,
    `${productPath}/stock/adjust`,
    { size_id: pick.size.id, color_id: pick.color.id, ...body },
    cookie,
    params,
  );
const move = (orderNo: string, from: number | null, to: number) =>
  postJson(setStatus, `/api/admin/orders/${orderNo}/status`, statusChange(from, to), worker.cookie, { orderNo });

/** The pick's pieces as stored. */
async function piecesNow(): Promise<number> {
  const [row] = await (
    await getDb()
  )
    .select({ quantity: stock.quantity })
    .from(stock)
    .where(and(eq(stock.productId, sizedProduct.id), eq(stock.sizeId, pick.size.id), eq(stock.colorId, pick.color.id)));
  return row.quantity;
}

/** The log's rows of the pick since the row `after`, oldest first. */
async function movesSince(after: number) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(stockMoves)
    .where(
      and(eq(stockMoves.productId, sizedProduct.id), eq(stockMoves.sizeId, pick.size.id), eq(stockMoves.colorId, pick.color.id)),
    )
    .orderBy(stockMoves.id);
  return rows.filter((row) => row.id > after);
}
const lastMoveId = async () => (await movesSince(0)).at(-1)?.id ?? 0;

const orderIdOf = async (orderNo: string) =>
  (await (await getDb()).select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)))[0].id;

async function placed(count: number): Promise<{ orderNo: string; id: number }> {
  const shopper = await signedInCustomer('Sharmin Akter');
  const res = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count, attribute_pick: pick }]);
  expect(res.status).toBe(201);
  return { orderNo: res.body.orderid, id: await orderIdOf(res.body.orderid) };
}

describe('the stock movement log', () => {
  it('keeps a sale and its cancellation, each with its delta, the pieces after it and its order', async () => {
    await setPieces(pick, 10);
    const since = await lastMoveId();
    const { orderNo, id } = await placed(3);
    expect((await move(orderNo, null, ORDER_STATUS.processing)).status).toBe(200);
    expect((await move(orderNo, ORDER_STATUS.processing, ORDER_STATUS.canceledAuthor)).status).toBe(200);
    const rows = await movesSince(since);
    expect(rows.map((row) => [row.reason, row.delta, row.quantityAfter, row.orderId, row.staffId])).toEqual([
      ['sale', -3, 7, id, null],
      ['cancellation', 3, 10, id, worker.member.id],
    ]);
    expect(await piecesNow()).toBe(10);
  });

  it('keeps an edit both ways, and a parcel back in stock', async () => {
    await setPieces(pick, 10);
    const since = await lastMoveId();
    const { orderNo, id } = await placed(2);
    const line = (count: number) => ({
      id: sizedProduct.id,
      count,
      attribute_pick: { size: { id: pick.size.id }, color: { id: pick.color.id } },
    });
    const edit = async (count: number) => {
      const draft = await draftOf(worker.cookie, orderNo);
      const res = await postJson(
        editRoute,
        `/api/admin/orders/${orderNo}/edit`,
        editFrom(draft, { lines: [line(count)] }),
        worker.cookie,
        {
          orderNo,
        },
      );
      expect(res.status).toBe(200);
    };
    await edit(5);
    await edit(4);
    expect((await move(orderNo, null, ORDER_STATUS.processing)).status).toBe(200);
    expect((await move(orderNo, ORDER_STATUS.processing, ORDER_STATUS.onTheWay)).status).toBe(200);
    expect((await move(orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.returned)).status).toBe(200);
    const back = await postJson(confirmReturn, `/api/admin/orders/${orderNo}/return`, { return_fee: 0 }, worker.cookie, {
      orderNo,
    });
    expect(back.status).toBe(200);
    const rows = await movesSince(since);
    expect(rows.map((row) => [row.reason, row.delta, row.quantityAfter, row.orderId])).toEqual([
      ['sale', -2, 8, id],
      ['edit', -3, 5, id],
      ['edit', 1, 6, id],
      ['return', 4, 10, id],
    ]);
    expect(await piecesNow()).toBe(10);
  });

  it('adjusts by a quantity with a reason and a note, and never below 0', async () => {
    await setPieces(pick, 4);
    const since = await lastMoveId();
    const received = await adjust({ change: 6, reason: 'received', note: 'Carton from Gazipur' });
    expect(received.status).toBe(200);
    expect(received.body.grid.quantities[`${pick.size.id}-${pick.color.id}`]).toBe(10);
    const refused = await adjust({ change: -11, reason: 'damaged' });
    expect([refused.status, refused.body.msg]).toEqual([
      422,
      `${pick.size.title} / ${pick.color.title} has 10 in stock: it cannot lose 11. Stock never goes below 0.`,
    ]);
    expect((await adjust({ change: -10, reason: 'damaged' })).status).toBe(200);
    for (const [body, msg] of [
      [{ change: 1.5, reason: 'counted' }, 'The change must be a whole number of pieces'],
      [{ change: 0, reason: 'counted' }, 'The change must be more or fewer pieces, not 0'],
      [{ change: 1, reason: 'sale' }, 'The reason must be one of received, damaged, counted, returned'],
      [{ change: '2', reason: 'counted' }, 'The change must be a number'],
    ] as const) {
      const res = await adjust(body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    const rows = await movesSince(since);
    expect(rows.map((row) => [row.reason, row.delta, row.quantityAfter, row.note, row.staffId])).toEqual([
      ['received', 6, 10, 'Carton from Gazipur', worker.member.id],
      ['damaged', -10, 0, null, worker.member.id],
    ]);
    expect(await piecesNow()).toBe(0);
  });

  it('keeps the grid’s absolute count as the difference it made', async () => {
    await setPieces(pick, 5);
    const since = await lastMoveId();
    const cell = { size_id: pick.size.id, color_id: pick.color.id, quantity: 12 };
    expect((await postJson(stockPost, `${productPath}/stock`, { stock: [cell] }, worker.cookie, params)).status).toBe(200);
    const rows = await movesSince(since);
    expect(rows.map((row) => [row.reason, row.delta, row.quantityAfter])).toEqual([['set', 7, 12]]);
  });

  it('is listed newest first, by reason and product, for staff who hold the catalogue only', async () => {
    const list = (query: string, cookie = worker.cookie) =>
      call(movesRoute, `/api/admin/stock-moves?${query}`, { headers: { cookie } });
    const received = await list(`reason=received&product=${sizedProduct.id}`);
    expect(received.status).toBe(200);
    expect(received.body.data[0]).toMatchObject({
      product: sizedProduct.title_en,
      pair: `${pick.size.title} / ${pick.color.title}`,
      delta: 6,
      quantity_after: 10,
      reason: 'received',
      note: 'Carton from Gazipur',
      staff: 'Mitu',
    });
    expect(received.body.data.every((entry: { reason: string }) => entry.reason === 'received')).toBe(true);
    const all = await list('page=1');
    expect(all.body.data[0].reason).toBe('set');
    expect(all.body.total).toBe(9);
    expect((await list('reason=stolen')).status).toBe(400);
    const byName = await list(`q=${encodeURIComponent(sizedProduct.title_en.toUpperCase())}`);
    expect(byName.body.total).toBe(9);
    expect((await list('q=no%25such_product')).body.total).toBe(0);

    const packer = await signedInStaff('staff', 'Packer', ['orders']);
    expect((await list('page=1', packer.cookie)).status).toBe(403);
    expect((await adjust({ change: 1, reason: 'received' }, packer.cookie)).status).toBe(403);
  });
});

describe('the low-stock e-mail', () => {
  const at = (iso: string) => new Date(iso);
  const lowRows = async () => (await getDb()).select().from(outbox).where(eq(outbox.topic, 'low-stock')).orderBy(outbox.id);

  it('goes to the owners once a Dhaka day from 9:00, listing what is at or under the threshold', async () => {
    const db = await getDb();
    const owner = await signedInStaff('owner', 'Nasrin');
    await plentyOfStock();
    // Nothing is low: nothing is sent, and the day stays open.
    expect(await writeLowStockMail(db, at('2026-12-07T04:00:00Z'))).toBe(false);
    const soldOut = await variant(sizedProduct.sizes[1], sizedProduct.colors[0]);
    await setPieces(pick, 2);
    await setPieces(soldOut, 0);
    // 08:59 in Dhaka is too early; 10:00 sends; a second look (a restart) the same day sends nothing more.
    expect(await writeLowStockMail(db, at('2026-12-07T02:59:00Z'))).toBe(false);
    expect(await writeLowStockMail(db, at('2026-12-07T04:00:00Z'))).toBe(true);
    expect(await writeLowStockMail(db, at('2026-12-07T17:59:00Z'))).toBe(false);
    const [settings] = await db.select().from(storeSettings);
    expect(settings.lowStockSentOn).toBe('2026-12-07');
    const rows = await lowRows();
    expect(rows.map((row) => row.recipient)).toEqual([owner.email]);
    expect(rows[0].subject).toBe('Low stock: 2 sizes and colours at 3 or fewer');

    const mail = await startMailServer();
    try {
      while ((await deliverDue(db, { email: smtpTransport(`smtp://127.0.0.1:${mail.port}`, 'shop@example.com') }, () => 0)) > 0);
      const got = mail.messages.find((m) => m.subject.startsWith('Low stock'))!;
      expect(got.to).toEqual([owner.email]);
      for (const part of [got.text, got.html]) {
        expect(part).toContain(`${pick.size.title} / ${pick.color.title}`);
        expect(part).toContain('2 left');
        expect(part).toContain('sold out');
      }
      // The fewest first.
      expect(got.text.indexOf('sold out')).toBeLessThan(got.text.indexOf('2 left'));
    } finally {
      await mail.close();
    }

    // 18:00 UTC is past midnight in Dhaka: the next day's e-mail, with the owner's threshold of 1.
    await db.update(storeSettings).set({ lowStockAt: 1 });
    expect(await writeLowStockMail(db, at('2026-12-07T18:00:00Z'))).toBe(false);
    expect(await writeLowStockMail(db, at('2026-12-08T03:00:00Z'))).toBe(true);
    const next = (await lowRows()).at(-1)!;
    expect(next.subject).toBe('Low stock: 1 size and colour at 1 or fewer');
    expect(next.text).not.toContain('2 left');
    await db.update(storeSettings).set({ lowStockAt: 3 });
    await db.delete(outbox).where(inArray(outbox.topic, ['low-stock']));
  });

  it('takes its threshold from the settings page, a whole number of pieces', async () => {
    const owner = await signedInStaff('owner', 'Nasrin');
    const before = await readSettings(owner.cookie);
    expect(before.low_stock_at).toBe(3);
    const refused = await saveSettings(owner.cookie, { ...before, low_stock_at: -1 });
    expect([refused.status, refused.body.msg]).toEqual([400, 'Low stock at must be at least 0']);
    expect((await saveSettings(owner.cookie, { ...before, low_stock_at: 5 })).status).toBe(200);
    expect((await readSettings(owner.cookie)).low_stock_at).toBe(5);
    const [settings] = await (await getDb()).select().from(storeSettings);
    expect(settings.lowStockAt).toBe(5);
  });
});
