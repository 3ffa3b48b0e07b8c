/** Every garment's drawing, by kind. */
import type { GarmentKind } from '../../types';
import { bodysuit, shapewear } from './bodywear';
import { bra, bralette } from './bras';
import { panty, thong } from './briefs';
import { pajama, robe } from './loungewear';
import { babydoll, camisole, slip } from './nightwear';
import type { Ctx } from './parts';

/** Draws a garment of each kind in an 800 x 1000 space, centred on x = 400. */
export const DRAW: Record<GarmentKind, (c: Ctx) => string> = {
  bra,
  bralette,
  panty,
  thong,
  bodysuit,
  babydoll,
  slip,
  robe,
  shapewear,
  camisole,
  pajama,
};
