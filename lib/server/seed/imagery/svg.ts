/** SVG text helpers: number formatting, escaping, ids, a seeded PRNG and the document wrapper. */

/** A number rounded to one decimal, as SVG text. */
export const r1 = (n: number): string => String(Math.round(n * 10) / 10);

/** Escapes text for SVG element content and attribute values. */
export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/** A short base-36 FNV-1a hash of a string, used to give each image its own id prefix. */
export function hash(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
}

/** Small seeded PRNG (mulberry32). */
export function rng(seed: number): () => number {
  let a = (Math.floor(Number.isFinite(seed) ? seed : 0) * 2654435761) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole SVG document of the given size with an accessible title. */
export function svgDoc(w: number, h: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img">` +
    `<title>${escapeXml(title)}</title>${body}</svg>`
  );
}
