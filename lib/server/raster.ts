import 'server-only';
import sharp from 'sharp';
import { PREVIEW } from '../metadata';

/** Names how pictures are rendered here; cached renders are keyed by it, so change it when the rendering changes. */
export const RASTER_RECIPE = `sharp ${sharp.versions.sharp}: webp q82, preview on edge colour jpeg q84`;

/** A picture (SVG or raster) as WebP at the given size, without metadata. */
export function toWebp(input: Buffer, width: number, height: number): Promise<Buffer> {
  return sharp(input).resize(width, height, { fit: 'cover' }).webp({ quality: 82, effort: 4 }).toBuffer();
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
