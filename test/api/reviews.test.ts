import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST as act } from '@/app/api/admin/reviews/[id]/route';
import { GET as deskList, POST as turn } from '@/app/api/admin/reviews/route';
import { GET as mine } from '@/app/api/shop/reviews/mine/route';
import { POST as uploadPhoto } from '@/app/api/shop/reviews/photos/route';
import { GET as reviewPage, POST as review } from '@/app/api/shop/reviews/route';
import { GET as shop } from '@/app/api/shop/route';
import { getDb } from '@/lib/server/db';
import { orderItems, orders, reviews } from '@/lib/server/db/schema';
import { productJsonLd } from '@/lib/server/json-ld';
import type { MyReviews, ReviewPage } from '@/lib/types/review';
import { call, postJson, sendFile } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { signedInStaff } from '../staff';
import { plentyOfStock, sizedProduct } from '../stock';

withTestDatabase();
beforeAll(plentyOfStock);

type Customer = Awaited<ReturnType<typeof signedInCustomer>>;

const turnReviews = (cookie: string, on: boolean) => postJson(turn, '/api/admin/reviews', { on }, cookie);

/** The product's first two sizes, in its first colour, as the API names them. */
async function twoPicks() {
  const { body } = await call(shop, `/api/shop?slug=${sizedProduct.slug}`);
  const group = (name: string) => body.attribute.find((g: { name: string }) => g.name === name).value;
  const [color] = group('Color');
  return group('Size')
    .slice(0, 2)
    .map((size: { id: number; title: string }) => ({ size, color }));
}

/** An order of two lines of the sized product (its first two sizes), moved to `status` (null: still pending). */
async function orderOf(customer: Customer, status: number | null): Promise<number[]> {
  const placed = await placeOrder(
    customer.cookie,
    (await twoPicks()).map((attribute_pick: unknown) => ({ id: sizedProduct.id, count: 1, attribute_pick })),
  );
  expect(placed.status).toBe(201);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, placed.body.orderid));
  await db.update(orders).set({ status }).where(eq(orders.id, order.id));
  const lines = await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, order.id));
  return lines.map((line) => line.id).sort((a, b) => a - b);
}

const mineOf = async (customer: Customer) =>
  (await call(mine, `/api/shop/reviews/mine?product=${sizedProduct.id}`, { headers: { cookie: customer.cookie } }))
    .body as MyReviews;

const write = (customer: Customer, body: Record<string, unknown>) =>
  postJson(review, '/api/shop/reviews', { stars: 5, fit: 'true', body: 'Soft and snug', ...body }, customer.cookie);

const pageOf = async () => (await call(reviewPage, `/api/shop/reviews?product=${sizedProduct.id}`)).body as ReviewPage;

describe('reviews', () => {
  let owner: string;
  beforeAll(async () => {
    owner = (await signedInStaff('owner')).cookie;
  });

  it('are refused while the shop has them turned off, and only an account with Content turns them on', async () => {
    const buyer = await signedInCustomer('Farzana Akter');
    const [line] = await orderOf(buyer, 1);
    const off = await write(buyer, { order_item_id: line });
    expect([off.status, off.body.msg]).toEqual([403, 'Reviews are turned off']);
    const staff = await signedInStaff('staff', 'Packer', ['orders']);
    expect((await turnReviews(staff.cookie, true)).status).toBe(403);
    expect((await turnReviews(owner, true)).body.msg).toBe('Reviews are on');
  });

  it('are taken only from a delivered order of the product, one per order line', async () => {
    const pendingBuyer = await signedInCustomer('Rumana Islam');
    const [pendingLine] = await orderOf(pendingBuyer, null);
    expect((await mineOf(pendingBuyer)).reviewable).toEqual([]);
    const refused = await write(pendingBuyer, { order_item_id: pendingLine });
    expect([refused.status, refused.body.msg]).toEqual([
      403,
      'Only a customer with a delivered order of this product can review it',
    ]);

    const buyer = await signedInCustomer('Nadia Rahman');
    const [small, medium] = await orderOf(buyer, 1);
    const [first, second] = (await twoPicks()).map((pick: { size: { title: string } }) => pick.size.title);
    expect((await mineOf(buyer)).reviewable.map((l) => [l.order_item_id, l.size])).toEqual([
      [small, first],
      [medium, second],
    ]);
    // Someone else's delivered line is not hers to review.
    const stranger = await write(pendingBuyer, { order_item_id: small });
    expect(stranger.status).toBe(403);

    const sent = await write(buyer, { order_item_id: small, stars: 4, fit: 'small' });
    expect([sent.status, sent.body.msg]).toEqual([201, 'Thank you! Your review shows once the shop has read it.']);
    const again = await write(buyer, { order_item_id: small });
    expect([again.status, again.body.msg]).toEqual([409, 'This order line already has a review']);
    const [stored] = await (await getDb()).select().from(reviews).where(eq(reviews.orderItemId, small));
    expect([stored.stars, stored.fit, stored.size, stored.status, stored.body]).toEqual([
      4,
      'small',
      first,
      'pending',
      'Soft and snug',
    ]);

    const after = await mineOf(buyer);
    expect(after.reviewable.map((l) => l.order_item_id)).toEqual([medium]);
    expect(after.reviews.map((r) => [r.stars, r.status])).toEqual([[4, 'pending']]);
    expect((await write(buyer, { order_item_id: medium, stars: 0 })).body.msg).toBe('Give 1 to 5 stars');
    expect((await write(buyer, { order_item_id: medium, fit: 'baggy' })).body.msg).toBe('Say how it fits');
  });

  it('keep photos by the back office rules, and only her own', async () => {
    const buyer = await signedInCustomer('Sadia Khan');
    const [line] = await orderOf(buyer, 1);
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b5536b' } })
      .jpeg()
      .withExifMerge({ IFD0: { Make: 'PhoneMaker' } })
      .toBuffer();
    const uploaded = await sendFile(uploadPhoto, '/api/shop/reviews/photos', new Uint8Array(photo), buyer.cookie);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.file).toMatch(new RegExp(`^review-${buyer.user.id}-[0-9a-f]{12}\\.jpg$`));
    const notPhoto = await sendFile(uploadPhoto, '/api/shop/reviews/photos', 'not a picture', buyer.cookie);
    expect(notPhoto.status).toBe(422);
    const borrowed = await write(buyer, { order_item_id: line, photos: ['review-999999-aaaaaaaaaaaa.jpg'] });
    expect([borrowed.status, borrowed.body.msg]).toEqual([400, 'A photo must be one you uploaded for your review']);
    expect((await write(buyer, { order_item_id: line, photos: [uploaded.body.file] })).status).toBe(201);
    const nobody = await signedInCustomer('No Orders');
    expect((await sendFile(uploadPhoto, '/api/shop/reviews/photos', new Uint8Array(photo), nobody.cookie)).status).toBe(403);
  });

  it('show once the owner approves them, with the average, the fit summary, the reply and the JSON-LD', async () => {
    expect((await pageOf()).summary.count).toBe(0);
    const waiting = (await call(deskList, '/api/admin/reviews?status=pending', { headers: { cookie: owner } })).body;
    expect(waiting.data.map((r: { author: string; stars: number }) => [r.author, r.stars])).toEqual([
      ['Sadia', 5],
      ['Nadia', 4],
    ]);
    const staff = await signedInStaff('staff', 'Packer', ['orders']);
    const [sadia, nadia] = waiting.data.map((r: { id: number }) => r.id);
    expect(
      (await postJson(act, `/api/admin/reviews/${nadia}`, { action: 'approve' }, staff.cookie, { id: String(nadia) })).status,
    ).toBe(403);
    for (const id of [sadia, nadia])
      expect((await postJson(act, `/api/admin/reviews/${id}`, { action: 'approve' }, owner, { id: String(id) })).body.msg).toBe(
        'Review approved',
      );
    const reply = await postJson(act, `/api/admin/reviews/${nadia}`, { action: 'reply', reply: 'Thank you, Nadia!' }, owner, {
      id: String(nadia),
    });
    expect(reply.body.msg).toBe('Reply saved');

    const page = await pageOf();
    const [size] = (await twoPicks()).map((pick: { size: { title: string } }) => pick.size.title);
    expect(page.summary).toEqual({ count: 2, average: 4.5, fits: { small: 1, true: 1, large: 0 } });
    expect(page.data.map((r) => [r.author, r.stars, r.size, r.reply, r.photos.length])).toEqual([
      ['Sadia', 5, size, null, 1],
      ['Nadia', 4, size, 'Thank you, Nadia!', 0],
    ]);
    const card = (await call(shop, `/api/shop?slug=${sizedProduct.slug}`)).body;
    expect(card.rating).toEqual({ average: 4.5, count: 2 });
    const ld = productJsonLd(card, 'A bra', page);
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect((ld.review as { reviewRating: { ratingValue: number } }[]).map((r) => r.reviewRating.ratingValue)).toEqual([5, 4]);

    // Hidden, a review leaves the page and the figures.
    await postJson(act, `/api/admin/reviews/${sadia}`, { action: 'hide' }, owner, { id: String(sadia) });
    expect((await pageOf()).summary).toEqual({ count: 1, average: 4, fits: { small: 1, true: 0, large: 0 } });
    // Turned off, the shop shows none.
    await turnReviews(owner, false);
    expect((await pageOf()).summary.count).toBe(0);
    expect((await call(shop, `/api/shop?slug=${sizedProduct.slug}`)).body.rating).toBeNull();
    await turnReviews(owner, true);
  });
});
