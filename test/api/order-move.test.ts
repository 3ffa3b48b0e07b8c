/**
 * One way an order changes status (lib/server/orders/move.ts), for staff at the desk and for the shopper who
 * cancels her own order: the history names who moved it, stock comes back once, a refused move changes nothing,
 * and of two moves from one status one wins.
 */
import { and, eq, like, or } from 'drizzle-orm';
import { GET as ownerHistory } from '@/app/api/admin/history/route';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as reopenRoute } from '@/app/api/admin/orders/[orderNo]/reopen/route';
import { POST as cancel } from '@/app/api/public/order-status/route';
import { GET as shop } from '@/app/api/shop/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, orders, outbox } from '@/lib/server/db/schema';
import type { HistoryEntry } from '@/lib/types/history';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder, statusChange } from '../orders';
import { setPieces, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();

type Pick = Awaited<ReturnType<typeof variant>>;

async function piecesOf(pick: Pick) {
  const { body } = await call(shop, `/api/shop?slug=${sizedProduct.slug}`);
  return body.stock[`${pick.size.id}-${pick.color.id}`] as number;
}

/** An order of `count` pieces of one size and colour, by a new customer: its number, id and her cookie. */
async function orderOf(pick: Pick, count: number, name = 'Shirin Akter') {
  const shopper = await signedInCustomer(name);
  const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count, attribute_pick: pick }]);
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  const [{ id }] = await (await getDb()).select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  return { orderNo, id, shopper };
}

const shopperCancels = (cookie: string, id: number) =>
  postJson(cancel, '/api/public/order-status', { id, type: 'cancel', status: 2 }, cookie);

const staffMoves = (cookie: string, orderNo: string, from: number | null, to: number | null) =>
  postJson(setStatus, `/api/admin/orders/${orderNo}/status`, statusChange(from, to), cookie, { orderNo });

const deskHistory = async (cookie: string, orderNo: string) =>
  (await call(deskOrder, `/api/admin/orders/${orderNo}`, { headers: { cookie }, params: { orderNo } })).body
    .history as HistoryEntry[];

/** What the order has left behind: its status, its history rows and its messages about a status change. */
async function traceOf(id: number, orderNo: string) {
  const db = await getDb();
  const [{ status }] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  const entries = await db
    .select()
    .from(history)
    .where(and(eq(history.subject, 'order'), eq(history.subjectId, id)))
    .orderBy(history.id);
  const messages = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.topic, 'order-status'), or(like(outbox.subject, `%${orderNo}%`), like(outbox.text, `%${orderNo}%`))))
    .orderBy(outbox.id);
  return { status, entries, messages };
}

describe('moving an order', () => {
  it('records the shopper’s own cancellation with her as its author, on the order and in the owner’s list', async () => {
    const owner = await signedInStaff('owner', 'Owner');
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    await setPieces(pick, 10);
    const { orderNo, id, shopper } = await orderOf(pick, 1, 'Shirin Akter');

    expect((await shopperCancels(shopper.cookie, id)).body).toEqual({ status: 'valid', msg: 'Order has been cancelled' });

    const [entry] = await deskHistory(owner.cookie, orderNo);
    expect(entry).toMatchObject({
      staff: null,
      customer: 'Shirin Akter',
      action: 'status',
      before: { status: 'Pending' },
      after: { status: 'Canceled' },
    });
    const [row] = (await traceOf(id, orderNo)).entries;
    expect(row).toMatchObject({ staffId: null, customerId: shopper.user.id });
    const everything = await call(ownerHistory, '/api/admin/history', { headers: { cookie: owner.cookie } });
    expect(everything.body.data.find((e: HistoryEntry) => e.subject_name === orderNo)).toMatchObject({
      staff: null,
      customer: 'Shirin Akter',
      subject: 'order',
    });
    // Her cancellation sends what a cancellation by staff sends.
    expect((await traceOf(id, orderNo)).messages.map((m) => m.subject)).toEqual([`Your order ${orderNo} is cancelled`]);
  });

  it('gives the pieces back once, whoever cancels and however often they try', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[1], sizedProduct.colors[0]);
    await setPieces(pick, 5);
    const { orderNo, id, shopper } = await orderOf(pick, 2);
    expect(await piecesOf(pick)).toBe(3);

    expect((await shopperCancels(shopper.cookie, id)).status).toBe(200);
    expect(await piecesOf(pick)).toBe(5);
    expect((await shopperCancels(shopper.cookie, id)).status).toBe(409);
    expect((await staffMoves(worker.cookie, orderNo, ORDER_STATUS.canceled, ORDER_STATUS.canceledAuthor)).status).toBe(409);
    expect((await staffMoves(worker.cookie, orderNo, null, ORDER_STATUS.canceledAuthor)).status).toBe(409);
    expect(await piecesOf(pick)).toBe(5);
    expect((await traceOf(id, orderNo)).entries).toHaveLength(1);
  });

  it('refuses a move the pipeline does not allow, and changes nothing', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[1]);
    await setPieces(pick, 5);
    const { orderNo, id, shopper } = await orderOf(pick, 1);
    expect((await staffMoves(worker.cookie, orderNo, null, ORDER_STATUS.processing)).status).toBe(200);
    const before = await traceOf(id, orderNo);

    const jump = await staffMoves(worker.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.delivered);
    expect([jump.status, jump.body.msg]).toEqual([
      409,
      'A Processing order cannot move to Delivered; it can move to On the Way, Hold, Canceled, Canceled - Author.',
    ]);
    const same = await staffMoves(worker.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.processing);
    expect([same.status, same.body.msg]).toEqual([409, 'The order is already Processing.']);
    // The shopper may cancel a pending order only.
    const late = await shopperCancels(shopper.cookie, id);
    expect([late.status, late.body.msg]).toEqual([409, 'Only your own pending orders can be cancelled']);

    expect(await traceOf(id, orderNo)).toEqual(before);
    expect(await piecesOf(pick)).toBe(4);
  });

  it('of the shopper and staff cancelling one order at once, one wins: one entry, one message, stock back once', async () => {
    const worker = await signedInStaff('staff', 'Mitu');
    const pick = await variant(sizedProduct.sizes[1], sizedProduct.colors[1]);
    await setPieces(pick, 8);
    const { orderNo, id, shopper } = await orderOf(pick, 3, 'Shirin Akter');
    expect(await piecesOf(pick)).toBe(5);

    const [hers, theirs] = await Promise.all([
      shopperCancels(shopper.cookie, id),
      staffMoves(worker.cookie, orderNo, null, ORDER_STATUS.canceledAuthor),
    ]);
    expect([hers.status, theirs.status].sort()).toEqual([200, 409]);
    if (hers.status === 409) {
      expect(hers.body.msg).toBe('Only your own pending orders can be cancelled');
    } else {
      expect(theirs.body.msg).toBe('Someone changed this order meanwhile: it is now Canceled. Check it before you change it.');
    }

    const trace = await traceOf(id, orderNo);
    expect(trace.status).toBe(hers.status === 200 ? ORDER_STATUS.canceled : ORDER_STATUS.canceledAuthor);
    expect(trace.entries).toHaveLength(1);
    expect(trace.entries[0]).toMatchObject(hers.status === 200 ? { customerId: shopper.user.id } : { staffId: worker.member.id });
    expect(trace.messages).toHaveLength(1);
    expect(await piecesOf(pick)).toBe(8);
  });

  it('of two staff moving one order on from the same status, one wins and the other is told what it is now', async () => {
    const [a, b] = [await signedInStaff(), await signedInStaff()];
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    await setPieces(pick, 10);
    const { orderNo, id } = await orderOf(pick, 1);
    await staffMoves(a.cookie, orderNo, null, ORDER_STATUS.processing);

    const answers = await Promise.all([
      staffMoves(a.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.onTheWay),
      staffMoves(b.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.hold),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const won = answers.find((r) => r.status === 200)!;
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body.msg).toBe(
      `Someone changed this order meanwhile: it is now ${won.body.order_status === ORDER_STATUS.hold ? 'Hold' : 'On the Way'}. Check it before you change it.`,
    );
    const trace = await traceOf(id, orderNo);
    expect(trace.status).toBe(won.body.order_status);
    expect(trace.entries.map((e) => e.after)).toEqual([
      { status: 'Processing' },
      won.body.order_status === ORDER_STATUS.hold ? { status: 'Hold', reason: 'Customer unreachable' } : { status: 'On the Way' },
    ]);
  });
});

describe('final moves, explained and undone', () => {
  const reopen = (cookie: string, orderNo: string) =>
    postJson(reopenRoute, `/api/admin/orders/${orderNo}/reopen`, {}, cookie, { orderNo });

  it('asks why an order is cancelled or held, from the list or in words, and keeps the reason in the history', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    await setPieces(pick, 50);
    const { orderNo, id } = await orderOf(pick, 1);
    const move = (body: object) => postJson(setStatus, `/api/admin/orders/${orderNo}/status`, body, worker.cookie, { orderNo });
    expect(await move({ from: null, to: ORDER_STATUS.hold })).toMatchObject({
      status: 400,
      body: { msg: 'Say why the order is Hold' },
    });
    expect((await move({ from: null, to: ORDER_STATUS.hold, reason: 'bored' })).status).toBe(400);
    expect(await move({ from: null, to: ORDER_STATUS.hold, reason: 'other' })).toMatchObject({
      status: 400,
      body: { msg: 'Say why in a few words' },
    });
    expect((await move({ from: null, to: ORDER_STATUS.hold, reason: 'other', reason_text: 'Wants it after Eid' })).status).toBe(
      200,
    );
    expect((await move({ from: ORDER_STATUS.hold, to: ORDER_STATUS.canceled, reason: 'fake' })).status).toBe(200);
    const { entries } = await traceOf(id, orderNo);
    expect(entries.map((e) => e.after)).toEqual([
      { status: 'Hold', reason: 'Wants it after Eid' },
      { status: 'Canceled', reason: 'Fake order' },
    ]);
  });

  it('lets the owner reopen a cancelled order within 24 hours, taking its pieces again, and never after', async () => {
    const [owner, worker] = [await signedInStaff('owner'), await signedInStaff()];
    const pick = await variant(sizedProduct.sizes[1], sizedProduct.colors[1]);
    await setPieces(pick, 5);
    const { orderNo, id } = await orderOf(pick, 2);
    await staffMoves(worker.cookie, orderNo, null, ORDER_STATUS.processing);
    await staffMoves(worker.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.canceledAuthor);
    expect(await piecesOf(pick)).toBe(5);
    expect((await reopen(worker.cookie, orderNo)).status).toBe(403);

    // Its pieces sold meanwhile: nothing is taken, and the refusal says what is missing.
    await setPieces(pick, 1);
    const short = await reopen(owner.cookie, orderNo);
    expect(short.status).toBe(409);
    expect(short.body.msg).toMatch(/only 1 left/);
    await setPieces(pick, 5);
    expect((await reopen(owner.cookie, orderNo)).body).toMatchObject({
      msg: 'Reopened: the order is Processing again',
      order_status: ORDER_STATUS.processing,
    });
    expect(await piecesOf(pick)).toBe(3);
    expect((await reopen(owner.cookie, orderNo)).body.msg).toBe('Only a cancelled order is reopened');

    // Cancelled again, a day and a minute ago: too late.
    await staffMoves(worker.cookie, orderNo, ORDER_STATUS.processing, ORDER_STATUS.canceled);
    const db = await getDb();
    await db
      .update(history)
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000 - 60_000) })
      .where(and(eq(history.subject, 'order'), eq(history.subjectId, id)));
    expect((await reopen(owner.cookie, orderNo)).body.msg).toBe(
      'A cancelled order is reopened within 24 hours of its cancellation only',
    );
    expect((await traceOf(id, orderNo)).status).toBe(ORDER_STATUS.canceled);
  });
});
