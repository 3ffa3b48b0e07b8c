import { randomUUID } from 'node:crypto';

/** A new product as the back office's form sends it: unpublished, in sizes 1 and 2 and colours 1 and 2. */
export const productDraft = (change: Record<string, unknown> = {}) => ({
  title: 'Amara Lace Bralette',
  slug: `amara-lace-bralette-${randomUUID().slice(0, 8)}`,
  description: '<p>Stretch lace, <strong>76% nylon</strong>.</p><script>alert(1)</script>',
  measurements: '<ul><li>Band 32-38</li></ul><img src=x onerror=alert(1)>',
  price: 1450,
  mrp: 1800,
  offer_price: null,
  offer_starts_at: null,
  offer_ends_at: null,
  min: null,
  max: 5,
  collection_ids: [1],
  style_ids: [],
  size_ids: [1, 2],
  color_ids: [1, 2],
  clearance: false,
  video: 'https://youtu.be/dQw4w9WgXcQ',
  published: false,
  ...change,
});
