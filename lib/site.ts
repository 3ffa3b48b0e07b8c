/** The shop's public address (env SHOP_URL): the base of every page's metadata, structured data and shared links. */
export const SHOP_URL = new URL(process.env.SHOP_URL ?? 'http://localhost:3000');

/** A path of the shop as a full address. */
export function absoluteUrl(path: string): string {
  return new URL(path, SHOP_URL).href;
}
