/**
 * A vendor's JSON answer read field by field (couriers, payment gateways): vendors send ids and amounts as numbers or
 * strings, and leave fields out, so nothing of an answer is trusted to have a shape.
 */

/** A JSON object of an answer; anything else reads as an empty object. */
export const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** A field as text (a number written out); null when empty or absent. */
export const textOf = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' && value !== '' ? value : null;
