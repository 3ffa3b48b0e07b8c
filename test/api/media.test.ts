import sharp from 'sharp';
import { GET as media } from '@/app/media/[file]/route';
import { GET as phoneCut } from '@/app/media/phone/[file]/route';
import { previewFile } from '@/lib/format';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const get = (file: string, headers?: HeadersInit) => call(media, `/media/${file}`, { params: { file }, headers });
const picture = async (file: string) => {
  const res = await get(file);
  return { res, meta: await sharp(res.bytes).metadata() };
};

describe('GET /media/{file}', () => {
  it('serves a stored picture, cacheable for a year and unable to run script', async () => {
    const { res, meta } = await picture('collection-cherie.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(meta).toMatchObject({ format: 'webp', width: 600, height: 600 });
  });

  it('serves the vector logo as SVG', async () => {
    const res = await get('logo.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.text).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('serves the social preview of a product picture as a JPEG of 1200 x 630', async () => {
    const { res, meta } = await picture(previewFile('product-cherie-lace-balconette-bra-1.webp'));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });

  it('answers 304 to a matching ETag', async () => {
    const first = await get('logo.svg');
    const again = await get('logo.svg', { 'If-None-Match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });

  it.each(['missing.svg', '..%2Fpackage.json', '.env'])('answers 404 for %s', async (file) => {
    const res = await get(file);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', msg: 'No media file has that name' });
  });
});

describe('GET /media/phone/{file}', () => {
  const cut = (file: string, headers?: HeadersInit) => call(phoneCut, `/media/phone/${file}`, { params: { file }, headers });

  it("serves the part of a wide banner a phone shows: 9:8 at its full height, around the drawing's place", async () => {
    const whole = await sharp((await get('banner-home.webp')).bytes).metadata();
    expect(whole).toMatchObject({ width: 1920, height: 720 });
    const res = await cut('banner-home.webp');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await sharp(res.bytes).metadata()).toMatchObject({ format: 'webp', width: 810, height: 720 });
    // Its pixels are the whole picture's from 70% of the way across the rest: (1920 - 810) x 0.7 = 777.
    const pixels = (input: Buffer | Uint8Array, left: number) =>
      sharp(input).extract({ left, top: 360, width: 1, height: 1 }).removeAlpha().raw().toBuffer();
    const inCut = await pixels(res.bytes, 405);
    const inWhole = await pixels((await get('banner-home.webp')).bytes, 777 + 405);
    inCut.forEach((channel, i) => expect(Math.abs(channel - inWhole[i])).toBeLessThan(12));
    const again = await cut('banner-home.webp', { 'If-None-Match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it.each([
    'collection-cherie.webp',
    'product-cherie-lace-balconette-bra-1.webp',
    'logo.svg',
    'missing.webp',
    '..%2Fpackage.json',
  ])('answers 404 for %s, which is not the home banner: no other file can be made to cost a cut', async (file) => {
    const res = await cut(file);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', msg: 'The home banner has no such picture' });
  });
});
