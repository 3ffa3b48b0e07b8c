import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { POST as arrange } from '@/app/api/admin/products/[id]/images/arrange/route';
import { GET as photoList, POST as upload } from '@/app/api/admin/products/[id]/images/route';
import { POST as addProduct } from '@/app/api/admin/products/route';
import { GET as mediaFile } from '@/app/media/[file]/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { GET as shop } from '@/app/api/shop/route';
import { previewFile } from '@/lib/format';
import { getDb } from '@/lib/server/db';
import { colors, history, products } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { ProductPhoto } from '@/lib/types/product-form';
import { call, postJson } from '../call';
import { productDraft } from '../products';
import { placeOrder } from '../orders';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { plentyOfStock } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

const params = (id: number) => ({ id: String(id) });

/** Sends a file as the back office's photo input does: its bytes as the body. */
const send = (cookie: string, id: number, body: BodyInit, { color = 'all', headers = {} } = {}) =>
  call(upload, `/api/admin/products/${id}/images?color=${color}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie, ...headers },
    body,
    params: params(id),
    duplex: 'half',
  } as RequestInit & { params: Record<string, string> });

const arrangeAs = (cookie: string, id: number, body: unknown) =>
  postJson(arrange, `/api/admin/products/${id}/images/arrange`, body, cookie, params(id));

const photosOf = async (cookie: string, id: number) =>
  (await call(photoList, `/api/admin/products/${id}/images`, { headers: { cookie }, params: params(id) })).body
    .data as ProductPhoto[];

/** A photo as a phone takes it: 300 x 200 pixels stored sideways (EXIF orientation 6), with where it was taken. */
const phonePhoto = () =>
  sharp({ create: { width: 300, height: 200, channels: 3, background: '#b5536b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .toBuffer();

const stored = async (file: string) => call(mediaFile, `/media/${file}`, { params: { file } });

/** A new unpublished product in two colours (1 and 2) without sizes. */
async function newProduct(cookie: string): Promise<number> {
  const res = await call(addProduct, '/api/admin/products', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(productDraft({ size_ids: [] })),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('uploading photos', () => {
  it('keeps a phone photo upright and without its metadata (no GPS), with a JPEG preview, as the main image', async () => {
    const { cookie } = await signedInStaff();
    const id = await newProduct(cookie);
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await send(cookie, id, original, { color: '2' });
    expect([res.status, res.body.msg]).toEqual([201, 'Photo added']);
    const photo = res.body.photo as ProductPhoto;
    expect(photo).toMatchObject({ color_id: 2, width: 200, height: 300 });
    expect(photo.file).toMatch(new RegExp(`^photo-${id}-[0-9a-f]{12}\\.jpg$`));
    const kept = await stored(photo.file);
    expect(kept.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(kept.bytes)).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual(['jpeg', 200, 300, undefined, undefined]);
    expect(Buffer.from(kept.bytes).includes('PhoneMaker')).toBe(false);
    const preview = await sharp(Buffer.from((await stored(previewFile(photo.file))).bytes)).metadata();
    expect([preview.format, preview.width, preview.height]).toEqual(['jpeg', 1200, 630]);
    const [row] = await (await getDb()).select().from(products).where(eq(products.id, id));
    expect([row.image, row.gallery]).toEqual([photo.file, [photo.file]]);
  });

  it('judges a file by its bytes: a PNG named .jpg is kept as a PNG, an SVG or text is refused', async () => {
    const { cookie } = await signedInStaff();
    const id = await newProduct(cookie);
    const png = await sharp({ create: { width: 40, height: 50, channels: 4, background: '#ffffff' } })
      .png()
      .toBuffer();
    const named = new File([new Uint8Array(png)], 'holiday.jpg', { type: 'image/jpeg' });
    const res = await send(cookie, id, named);
    expect(res.status).toBe(201);
    expect(res.body.photo.file).toMatch(/\.png$/);
    expect((await stored(res.body.photo.file)).headers.get('content-type')).toBe('image/png');
    const refused = 'This file is not a JPEG, PNG, WebP or AVIF picture: save it as one of those and try again';
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const body of [svg, 'just text', new Uint8Array(png.subarray(0, 60))]) {
      const bad = await send(cookie, id, body);
      expect([bad.status, bad.body]).toEqual([422, { status: 'error', msg: refused }]);
    }
    expect(await photosOf(cookie, id)).toHaveLength(1);
  });

  it('refuses a file over 15 MB, by its declared length or as its bytes arrive', async () => {
    const { cookie } = await signedInStaff();
    const id = await newProduct(cookie);
    const big = new Uint8Array(16 * 1024 * 1024);
    const msg = 'This file is larger than 15 MB: make it smaller and try again';
    const declared = await send(cookie, id, big, { headers: { 'content-length': String(big.length) } });
    expect([declared.status, declared.body.msg]).toEqual([413, msg]);
    const streamed = await send(
      cookie,
      id,
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 16; i++) controller.enqueue(new Uint8Array(1024 * 1024));
          controller.close();
        },
      }),
    );
    expect([streamed.status, streamed.body.msg]).toEqual([413, msg]);
  });

  it('refuses a colour the product does not come in, an empty file, a form post and a signed-out caller', async () => {
    const { cookie } = await signedInStaff();
    const id = await newProduct(cookie);
    const photo = await phonePhoto();
    expect((await send(cookie, id, photo, { color: '9' })).body).toMatchObject({
      msg: 'Colour must be one of the product’s colours, or all colours',
      field: 'color',
    });
    expect((await send(cookie, id, photo, { color: 'red' })).status).toBe(400);
    expect((await send(cookie, id, new Uint8Array(0))).body.msg).toBe('The file is empty');
    expect((await send(cookie, id, photo, { headers: { 'content-type': 'multipart/form-data; boundary=x' } })).status).toBe(415);
    expect((await send('', id, photo)).status).toBe(401);
    expect((await send(cookie, 2_000_000, photo)).status).toBe(404);
  });
});

describe('arranging photos', () => {
  it('reorders, recolours and removes photos; the first is the main image on the shop, each colour has its own', async () => {
    const { cookie } = await signedInStaff();
    const id = await newProduct(cookie);
    const [a, b, c] = await Promise.all(
      ['#111111', '#eeeeee', '#b5536b'].map(
        async (background, index) =>
          (
            await send(
              cookie,
              id,
              await sharp({ create: { width: 80, height: 100, channels: 3, background } })
                .webp()
                .toBuffer(),
              { color: ['1', '2', 'all'][index] },
            )
          ).body.photo as ProductPhoto,
      ),
    );
    // Only two of three named: refused, nothing changes.
    const partial = await arrangeAs(cookie, id, { order: [{ id: b.id, color_id: 2 }], remove: [a.id] });
    expect([partial.status, partial.body.msg]).toEqual([
      409,
      'The photos changed meanwhile: reload the page and arrange them again',
    ]);
    const res = await arrangeAs(cookie, id, {
      order: [
        { id: b.id, color_id: 2 },
        { id: c.id, color_id: 1 },
      ],
      remove: [a.id],
    });
    expect([res.status, res.body.data.map((p: ProductPhoto) => [p.id, p.color_id])]).toEqual([
      200,
      [
        [b.id, 2],
        [c.id, 1],
      ],
    ]);
    const db = await getDb();
    const [row] = await db.select().from(products).where(eq(products.id, id));
    expect([row.image, row.gallery]).toEqual([b.file, [b.file, c.file]]);
    // The removed photo's file stays: an order placed with it still shows it.
    expect((await stored(a.file)).status).toBe(200);
    const changes = await db.select().from(history).where(eq(history.subjectId, id));
    expect(changes.filter((entry) => entry.subject === 'product' && entry.action === 'edited')).toHaveLength(4);
  });

  it('keeps a published product’s last photo', async () => {
    const { cookie } = await signedInStaff();
    const seeded = await photosOf(cookie, 1);
    const res = await arrangeAs(cookie, 1, { order: [], remove: seeded.map((p) => p.id) });
    expect([res.status, res.body.msg]).toEqual([
      400,
      'A published product needs a photo: unpublish it before removing the last one',
    ]);
  });
});

describe('photos by colour on the shop', () => {
  const index = PRODUCTS.findIndex((p) => p.colors.length >= 2 && !p.sizes.length && !p.min && !p.max);
  const seeded = PRODUCTS[index];

  it('sends each colour’s first photo with a product, and its photos with their colours', async () => {
    const db = await getDb();
    const palette = new Map((await db.select().from(colors)).map((c) => [c.title, c.id]));
    const res = await call(shop, `/api/shop?slug=${seeded.slug}`);
    const product = res.body.data ?? res.body;
    const second = palette.get(seeded.colors[1])!;
    expect(product.color_images[second]).toBe(
      `product-${seeded.slug}-${seeded.colors[1].toLowerCase().replace(/[^a-z0-9]+/g, '-')}-1.webp`,
    );
    expect(product.images[0]).toEqual({ file: product.image, color_id: palette.get(seeded.colors[0]) });
    expect(product.images.filter((image: { color_id: number }) => image.color_id === second)).toHaveLength(1);
  });

  it('stores an order line with the picture of the colour chosen', async () => {
    const db = await getDb();
    const palette = new Map((await db.select().from(colors)).map((c) => [c.title, c.id]));
    const color = { id: palette.get(seeded.colors[1])!, title: seeded.colors[1] };
    const { cookie } = await signedInCustomer();
    const res = await placeOrder(cookie, [{ id: index + 1, count: 1, attribute_pick: { size: null, color } }]);
    expect(res.status).toBe(201);
    const orders = await call(orderList, '/api/public/order-list', { headers: { cookie } });
    const slug = seeded.colors[1].toLowerCase().replace(/[^a-z0-9]+/g, '-');
    expect(orders.body.orders.data[0].order_items[0].image).toBe(`product-${seeded.slug}-${slug}-1.webp`);
  });
});
