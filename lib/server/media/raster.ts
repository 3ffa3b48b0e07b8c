import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { PREVIEW } from '../../metadata';

/** Names how pictures are rendered here; cached renders are keyed by it, so change it when the rendering changes. */
export const RASTER_RECIPE = `sharp ${sharp.versions.sharp}: webp q82, preview on edge colour jpeg q84`;

/** A picture (SVG or raster) as WebP at the given size, without metadata. */
export function toWebp(input: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(input).resize(width, height, { fit: 'cover' }).webp({ quality: 82, effort: 4 }).toBuffer();
}

/**
 * A wide picture cut, at its full height, to `aspect` (width over height) around `focusX` (0 its left edge, 1 its
 * right; as CSS `object-position` places it), as WebP. A picture no wider than that is kept whole.
 */
export async function cropAcross(input: Buffer, aspect: number, focusX: number): Promise<Buffer> {
  const { width = 1, height = 1 } = await sharp(input).metadata();
  const cut = Math.min(width, Math.round(height * aspect));
  const left = Math.round((width - cut) * focusX);
  return sharp(input).extract({ left, top: 0, width: cut, height }).webp({ quality: 82, effort: 4 }).toBuffer();
}

/** The colour along a picture's top edge: the backdrop it stands on. */
async function edgeColour(input: Buffer) {
  const { width = 1 } = await sharp(input).metadata();
  const strip = await sharp(input).extract({ left: 0, top: 0, width, height: 4 }).resize(1, 1).raw().toBuffer();
  return { r: strip[0], g: strip[1], b: strip[2] };
}

/**
 * A picture as a social preview: JPEG 1200 x 630, the whole picture centred on the colour of its own backdrop,
 * so a portrait product photo or a square logo fills the wide frame without being cropped.
 */
export async function socialPreview(input: Buffer): Promise<Buffer> {
  return sharp(input)
    .resize(PREVIEW.width, PREVIEW.height, { fit: 'contain', background: await edgeColour(input) })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 84, mozjpeg: true })
    .toBuffer();
}

/** The largest photo staff may upload. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** What an uploaded photo may be, by its bytes: sharp's name for the format, and how it is stored. */
const PHOTO_FORMATS = {
  jpeg: { ext: 'jpg', contentType: 'image/jpeg', encode: (s: Sharp) => s.jpeg({ quality: 92, mozjpeg: true }) },
  png: { ext: 'png', contentType: 'image/png', encode: (s: Sharp) => s.png({ compressionLevel: 9 }) },
  webp: { ext: 'webp', contentType: 'image/webp', encode: (s: Sharp) => s.webp({ quality: 92 }) },
  heif: { ext: 'avif', contentType: 'image/avif', encode: (s: Sharp) => s.avif({ quality: 80 }) },
} as const;

export const NOT_A_PHOTO = 'This file is not a JPEG, PNG, WebP or AVIF picture: save it as one of those and try again';

/** A photo as it is kept: its bytes, type, file extension and size in pixels. */
export interface CleanPhoto {
  body: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
}

/**
 * An uploaded photo made safe to publish, or null when its bytes are not a JPEG, PNG, WebP or AVIF picture
 * (whatever its name says; SVG, which can carry script, is refused). It is turned upright as the camera held it
 * and written again in its own format at full size without its metadata: no EXIF, no GPS position, no camera
 * serial number reaches the shop.
 */
export async function cleanPhoto(input: Buffer): Promise<CleanPhoto | null> {
  try {
    const { format, compression } = await sharp(input).metadata();
    if (!format || !(format in PHOTO_FORMATS) || (format === 'heif' && compression !== 'av1')) return null;
    const kind = PHOTO_FORMATS[format as keyof typeof PHOTO_FORMATS];
    const { data, info } = await kind.encode(sharp(input).rotate()).toBuffer({ resolveWithObject: true });
    return { body: data, contentType: kind.contentType, ext: kind.ext, width: info.width, height: info.height };
  } catch {
    // sharp cannot read it: a damaged or truncated file, or not a picture at all.
    return null;
  }
}
