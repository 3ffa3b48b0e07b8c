import 'server-only';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { backInStockRequests, colors, products, sizes, stock } from '../db/schema';
import { queueMessages } from '../outbox';
import { getStoreSettings } from '../settings';
import { renderEmail, senderOf } from './email';

/**
 * Tells each shopper who asked about a size and colour of these products that is in stock again, once: an e-mail
 * with the product's link into the outbox, and her request closed, in the caller's transaction (the one that
 * raised the stock). A hidden product's requests wait until it is published and its stock changes again. Call
 * nudgeSender after it commits.
 */
export async function tellBackInStock(tx: Db, productIds: number[]): Promise<void> {
  if (!productIds.length) return;
  const shown = await tx
    .select({ id: products.id, title: products.titleEn, slug: products.slug })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.active, true)));
  if (!shown.length) return;
  const waiting = await tx
    .update(backInStockRequests)
    .set({ notifiedAt: sql`now()` })
    .from(stock)
    .where(
      and(
        inArray(
          backInStockRequests.productId,
          shown.map((product) => product.id),
        ),
        isNull(backInStockRequests.notifiedAt),
        eq(stock.productId, backInStockRequests.productId),
        eq(stock.sizeId, backInStockRequests.sizeId),
        eq(stock.colorId, backInStockRequests.colorId),
        gt(stock.quantity, 0),
      ),
    )
    .returning({
      email: backInStockRequests.email,
      productId: backInStockRequests.productId,
      sizeId: backInStockRequests.sizeId,
      colorId: backInStockRequests.colorId,
    });
  if (!waiting.length) return;
  // One query after another: a transaction is one connection.
  const sizeNames = await tx
    .select({ id: sizes.id, title: sizes.title })
    .from(sizes)
    .where(inArray(sizes.id, [...new Set(waiting.map((request) => request.sizeId))]));
  const colorNames = await tx
    .select({ id: colors.id, title: colors.title })
    .from(colors)
    .where(inArray(colors.id, [...new Set(waiting.map((request) => request.colorId))]));
  const sender = senderOf(await getStoreSettings(tx));
  await queueMessages(
    tx,
    waiting.map((request) => {
      const product = shown.find((p) => p.id === request.productId)!;
      const pick = [
        sizeNames.find((s) => s.id === request.sizeId)?.title,
        colorNames.find((c) => c.id === request.colorId)?.title,
      ]
        .filter(Boolean)
        .join(', ');
      const what = pick ? `${product.title} (${pick})` : product.title;
      return {
        channel: 'email' as const,
        topic: 'back-in-stock' as const,
        to: request.email,
        ...renderEmail(sender, {
          subject: `Back in stock: ${what}`,
          heading: 'It is back',
          blocks: [
            { p: `${what} is in stock again. Pieces go quickly: this is the only e-mail we send about it.` },
            { button: 'See it in the shop', href: `/product/${product.slug}` },
          ],
        }),
      };
    }),
  );
}
