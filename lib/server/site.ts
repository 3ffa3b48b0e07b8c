import { env } from './env';

/** The shop's public address (env SHOP_URL): the base of every page's metadata, structured data and shared links. */
export const SHOP_URL = env().SHOP_URL;

/** A path of the shop as a full address. */
export function absoluteUrl(path: string): string {
  return new URL(path, SHOP_URL).href;
}
