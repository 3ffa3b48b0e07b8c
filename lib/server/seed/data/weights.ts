import type { GarmentKind } from '../types';

/** Grams a piece of each kind weighs in its parcel, with its packing: the seeded products' weights for the courier. */
export const PACKED_GRAMS: Record<GarmentKind, number> = {
  bra: 120,
  bralette: 90,
  panty: 40,
  thong: 30,
  bodysuit: 180,
  babydoll: 150,
  slip: 160,
  robe: 350,
  shapewear: 220,
  camisole: 110,
  pajama: 400,
};
