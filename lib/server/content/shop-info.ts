import 'server-only';
import { cache } from 'react';
import { DELIVERY_DAYS } from '../../bangladesh';
import type { AppInfo, MenuKey, ShopFacts, ShopInfo, StoreSettings } from '../../types/content';
import { listCategories, listSizes } from '../catalog';
import { getDb, type Db } from '../db';
import { getStoreSettings, shippingSettings } from '../settings';

/**
 * What every shop page carries for its client state: company, store settings, categories and sizes. Without the
 * server's clock, so that a page rendered again with nothing changed is the same bytes, and goes out in the
 * compression kept for them (server/compression.mjs) rather than the quicker, larger one of a new body.
 */
async function getShopInfo(db: Db): Promise<ShopInfo> {
  const [row, categories, sizes] = await Promise.all([getStoreSettings(db), listCategories(db), listSizes(db)]);
  const store: StoreSettings = {
    store_en: row.storeName,
    logo: row.logo,
    currency: row.currency,
    menu_show: row.menuShow as MenuKey[],
    social: row.social,
    ...shippingSettings(row),
  };
  return {
    company: {
      name: row.companyName,
      email: row.companyEmail,
      phone: row.companyPhone,
      address: row.companyAddress,
      website: row.companyWebsite,
    },
    store,
    categories,
    sizes,
  };
}

/** GET /api/index/app: the shop's info and the server's time, loaded once at start. */
export async function getAppInfo(db: Db): Promise<AppInfo> {
  return { ...(await getShopInfo(db)), server_datetime: new Date().toISOString() };
}

/** What the policy pages quote from the settings: names, contact, the flat delivery charges (by zone and weight) and times. */
export async function getShopFacts(db: Db): Promise<ShopFacts> {
  const row = await getStoreSettings(db);
  return {
    brand: row.storeName,
    company: row.companyName,
    email: row.companyEmail,
    phone: row.companyPhone,
    address: row.companyAddress,
    website: row.companyWebsite,
    chargeInsideDhaka: row.chargeInCity,
    chargeOutsideDhaka: row.chargeOutCity,
    chargeSuburbs: row.suburbsCharge,
    chargePerKg: row.chargePerKg,
    deliveryInsideDhaka: DELIVERY_DAYS.inside.join('-'),
    deliveryOutsideDhaka: DELIVERY_DAYS.outside.join('-'),
  };
}

/** The shop's info read once per request on the server, however many parts of the page ask for it. */
export const loadShopInfo = cache(async () => getShopInfo(await getDb()));
