import 'server-only';
import type { Db } from '../db';
import { storeSettings } from '../db/schema';
import type { ShippingSettings } from '../../cart/shipping';

/** The store's settings row (there is exactly one once the shop is seeded). */
export async function getStoreSettings(db: Db) {
  const [row] = await db.select().from(storeSettings).limit(1);
  if (!row) throw new Error('The store has no settings: the database is not seeded.');
  return row;
}

/** The store's settings row as stored. */
export type StoreRow = typeof storeSettings.$inferSelect;

/** The settings the shipping charge is computed from (lib/cart's shippingCharge). */
export function shippingSettings(row: StoreRow): ShippingSettings {
  return {
    shipping_status: row.shippingStatus,
    charge_in_city: row.chargeInCity,
    charge_out_city: row.chargeOutCity,
    min_charge: row.minCharge,
    custom_rate: row.customRate,
    suburbs_charge: row.suburbsCharge,
    charge_per_kg: row.chargePerKg,
  };
}
