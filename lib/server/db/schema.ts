/**
 * The shop's one schema (spec section 3). Money is whole BDT in integer columns.
 * Wire names (title_en, des_en, spacial_price...) are produced by the services, not stored here.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CURRENCY } from '../../format';
import { LOW_STOCK } from '../../stock';
import type { AttributePick, BundlePiece } from '../../types/cart';
import type { ShippingTier } from '../../types/content';
import type { SizeGroup } from '../../size-groups';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** PostgreSQL's text-search document: written by the database (a generated column), never by the shop. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- settings

/** One row (id = 1): what /api/index/app calls `store` and `company`. */
export const storeSettings = pgTable('store_settings', {
  id: integer('id').primaryKey().default(1),
  storeName: text('store_name').notNull(),
  logo: text('logo').notNull(),
  favicon: text('favicon'),
  currency: text('currency').notNull().default(CURRENCY),
  menuShow: text('menu_show').array().notNull(),
  social: jsonb('social').$type<Record<string, string>>().notNull(),
  /** 'Free', 'Flat Rate' or 'Custom' (tiers) */
  shippingStatus: text('shipping_status').notNull(),
  /** charge inside Dhaka (Flat Rate) */
  chargeInCity: integer('charge_in_city').notNull(),
  /** charge outside Dhaka (Flat Rate) */
  chargeOutCity: integer('charge_out_city').notNull(),
  /** fallback charge when no tier applies */
  minCharge: integer('min_charge').notNull(),
  customRate: jsonb('custom_rate').$type<ShippingTier[]>().notNull(),
  /** charge in Dhaka's suburbs (Flat Rate); null: they are charged as their district, inside or outside */
  suburbsCharge: integer('suburbs_charge'),
  /** charge for each kg over the first (Flat Rate); 0: none */
  chargePerKg: integer('charge_per_kg').notNull().default(0),
  companyName: text('company_name').notNull(),
  companyEmail: text('company_email').notNull(),
  companyPhone: text('company_phone').notNull(),
  companyAddress: text('company_address').notNull(),
  companyWebsite: text('company_website').notNull(),
  /** when checkout asks for a code before a cash-on-delivery order: 'off', 'new' (first orders) or 'always' */
  orderCode: text('order_code').notNull().default('off'),
  /** the language of the customers' SMS: 'en' or 'bn' */
  smsLanguage: text('sms_language').notNull().default('en'),
  /** whether an exchange's new order charges its delivery (the pieces themselves are covered either way) */
  exchangeCharge: boolean('exchange_charge').notNull().default(true),
  /** a percent-off coupon above this many percent is the owner's to make or change (lib/server/coupons/desk.ts) */
  couponOwnerAbove: integer('coupon_owner_above').notNull().default(30),
  /** whether the shop takes and shows reviews; off, My Reviews keeps the spec's "under maintenance" */
  reviewsOn: boolean('reviews_on').notNull().default(false),
  /** a size and colour with this many pieces or fewer is in the owner's daily low-stock e-mail */
  lowStockAt: integer('low_stock_at').notNull().default(LOW_STOCK),
  /** the Dhaka day (YYYY-MM-DD) the last low-stock e-mail was written: one a day, across restarts */
  lowStockSentOn: text('low_stock_sent_on'),
  /** whether checkout offers paying the whole order now, through the gateways that are set up */
  payNow: boolean('pay_now').notNull().default(true),
  /** which orders pay their delivery charge ahead by bKash: 'outside-dhaka', 'first-order', 'released-phone' */
  advanceFor: text('advance_for')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Content of named pages, e.g. keyname 'shop': banner and title. */
export const pages = pgTable('pages', {
  keyname: text('keyname').primaryKey(),
  titleEn: text('title_en').notNull(),
  banner: text('banner'),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Uploaded or generated media, served at /media/{file}. */
export const media = pgTable('media', {
  file: text('file').primaryKey(),
  contentType: text('content_type').notNull(),
  body: bytea('body').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- catalogue

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  titleEn: text('title_en').notNull(),
  logo: text('logo').notNull(),
  /** A sentence or two under the collection's heading on its own page, and its pages' description. */
  description: text('description').notNull().default(''),
  /** The picture behind its heading (8:3); none: the shop's banner. */
  banner: text('banner'),
  sort: integer('sort').notNull().default(0),
});

/**
 * The owner's sizes, colours and styles (/admin/attributes), in her order (`sort`). A retired value stays on the
 * products and orders that have it, and cannot be picked for another product.
 */
export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  /** lib/size-groups.ts: letter, band_cup or one_size */
  group: text('group').$type<SizeGroup>().notNull().default('letter'),
  retired: boolean('retired').notNull().default(false),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  value: text('value').notNull(),
  sort: integer('sort').notNull().default(0),
  retired: boolean('retired').notNull().default(false),
});

export const styles = pgTable('styles', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  sort: integer('sort').notNull().default(0),
  retired: boolean('retired').notNull().default(false),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    desEn: text('des_en').notNull().default(''),
    featureEn: text('feature_en').notNull().default(''),
    image: text('image').notNull(),
    gallery: text('gallery')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    /** an offer: its price, the moment it starts (at once when null) and the moment it ends */
    offerPrice: integer('offer_price'),
    offerStartsAt: timestamp('offer_starts_at', { withTimezone: true }),
    offerEndsAt: timestamp('offer_ends_at', { withTimezone: true }),
    min: integer('min'),
    max: integer('max'),
    /** attribute ids in display order (the first colour is the one in the main image) */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    sizeIds: integer('size_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    colorIds: integer('color_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    styleIds: integer('style_ids')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** the group its sizes are of (lib/size-groups.ts); a one-size product has none */
    sizeGroup: text('size_group').$type<SizeGroup>().notNull().default('letter'),
    clearance: boolean('clearance').notNull().default(false),
    video: text('video'),
    /** the code its SKUs start with (lib/sku.ts); null only before migration 0021 filled it */
    code: text('code').unique(),
    /** grams a piece weighs packed, for the courier; null: the standard piece (lib/cart/shipping.ts) */
    weight: integer('weight'),
    sold: integer('sold').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    /**
     * The titles of the product's collections, colours and styles, which its search finds it by besides its
     * own title: kept by the database's triggers (migration 0008), whoever changes a product or renames a value.
     */
    searchTerms: text('search_terms').notNull().default(''),
    /** What search matches (lib/server/catalog/search.ts): the title's words weigh more than the terms'. */
    searchDoc: tsvector('search_doc').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, title_en), 'A') || setweight(to_tsvector('english'::regconfig, search_terms), 'B')`,
    ),
  },
  (t) => [
    // Ascending indexes on NOT NULL columns serve `order by … desc` by scanning backwards.
    index('products_newest_idx').on(t.createdAt, t.id),
    index('products_sold_idx').on(t.sold, t.id),
    // Title search (ilike '%…%') through trigrams (extension pg_trgm, created by migration 0000).
    index('products_title_trgm_idx').using('gin', t.titleEn.op('gin_trgm_ops')),
    // Search by words (full text), and by a word with a typo (trigrams of the title and terms together).
    index('products_search_doc_idx').using('gin', t.searchDoc),
    index('products_search_text_trgm_idx').using('gin', sql`(${t.titleEn} || ' ' || ${t.searchTerms}) gin_trgm_ops`),
    index('products_category_ids_idx').using('gin', t.categoryIds),
    index('products_size_ids_idx').using('gin', t.sizeIds),
    index('products_color_ids_idx').using('gin', t.colorIds),
    index('products_style_ids_idx').using('gin', t.styleIds),
    // The next moment a running offer ends (a listing's cached price-filter counts hold until then).
    index('products_offer_ends_idx')
      .on(t.offerEndsAt)
      .where(sql`${t.offerPrice} is not null`),
    // The next moment a planned offer starts (likewise).
    index('products_offer_starts_idx')
      .on(t.offerStartsAt)
      .where(sql`${t.offerPrice} is not null`),
  ],
);

/**
 * A product's photos, in the order staff arranged them: the first is its main image. A photo shows for one of
 * its colours, or for every colour (color_id null). products.image and gallery are kept from these rows.
 */
export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id'),
    /** the stored picture (media.file) */
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/**
 * Pieces in stock of each product in each size and colour. A product without sizes has size_id 0, one without
 * colours color_id 0. A missing row is none in stock. An order takes from it in its own transaction with a
 * conditional update (quantity >= n); a cancellation gives back, once.
 */
export const stock = pgTable(
  'stock',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull().default(0),
    colorId: integer('color_id').notNull().default(0),
    quantity: integer('quantity').notNull(),
    /** the size and colour's SKU (lib/sku.ts), unique in the shop; null only before migration 0021 filled it */
    sku: text('sku').unique(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.sizeId, t.colorId] }),
    check('stock_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/**
 * Every change of a stock row, written in the transaction that changes it (lib/server/catalog/stock-ledger.ts): which
 * size and colour, by how much, the pieces left after it, why (lib/stock-moves.ts), and the order or staff member
 * behind it, when any.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull(),
    colorId: integer('color_id').notNull(),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_moves_product_idx').on(t.productId, t.createdAt),
    index('stock_moves_newest_idx').on(t.createdAt, t.id),
    index('stock_moves_reason_idx').on(t.reason, t.createdAt),
  ],
);

/** A bundle (beside the spec): a set of products sold together at one price, a size and colour picked per piece. */
export const bundles = pgTable('bundles', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  price: integer('price').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** A bundle's pieces: one product each, in the order the bundle page shows them. */
export const bundlePieces = pgTable(
  'bundle_pieces',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => bundles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.position] })],
);

/** A shopper's wish to hear when a sold-out size and colour is back; sent by the notifications work. */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull().default(0),
    colorId: integer('color_id').notNull().default(0),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** when the shopper was told; open while null */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per address and variant: asking twice is the same request.
    uniqueIndex('back_in_stock_open_idx')
      .on(t.productId, t.sizeId, t.colorId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * One row (id = 1): a number that every change to products or categories raises (statement triggers of
 * migration 0003), so that a count kept for a listing is known to be still exact.
 */
export const catalogueState = pgTable('catalogue_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

// ---------------------------------------------------------------- content

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    titleEn: text('title_en').notNull(),
    desEn: text('des_en').notNull(),
    image: text('image'),
    meta: jsonb('meta').$type<{ banner?: string }>().notNull().default({}),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_posts_published_idx').on(t.publishedAt, t.id)],
);

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    email: text('email'),
    phone: text('phone'),
    countryCode: text('country_code').notNull().default('+88'),
    updateByEmail: boolean('update_by_email').notNull().default(false),
    updateBySms: boolean('update_by_sms').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('newsletter_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_phone_idx').on(t.countryCode, t.phone),
  ],
);

// ---------------------------------------------------------------- people

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** null for an account made with a verified phone: she may add one later */
    email: text('email'),
    contact: text('contact'),
    /** null until she sets a password (an account made with a phone signs in by code) */
    passwordHash: text('password_hash'),
    /**
     * her mobile number in E.164, once she has proved it with a code (lib/server/accounts/phone-codes.ts), or staff
     * made her account at it for an order they took (phone_verified_at null): one account's; she signs in by code to it
     */
    phone: text('phone'),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_idx').on(sql`lower(${t.email})`), uniqueIndex('users_phone_idx').on(t.phone)],
);

/** A customer's token: whose it is, only a hash of it (a leaked table opens nothing), when made, until when it works. */
const customerToken = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Sign-in sessions. */
export const sessions = pgTable('sessions', customerToken(), (t) => [index('sessions_user_idx').on(t.userId)]);

/** Attempts counted to slow down guessing: failed sign-ins and password-reset requests, by address and by account. */
export const signinAttempts = pgTable(
  'signin_attempts',
  {
    id: serial('id').primaryKey(),
    /** 'ip:…' or 'email:…' */
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('signin_attempts_subject_idx').on(t.subject, t.createdAt)],
);

/**
 * One-time codes sent by SMS: only a keyed hash of each, bound to its number and purpose, when it dies (used, five
 * wrong tries, five minutes) and who asked (the counts of the sending limits are read from these rows).
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    /** E.164 */
    phone: text('phone').notNull(),
    /** 'signin', 'verify' or 'order' */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    clientAddress: text('client_address').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** set once it is used or dead (five wrong tries, a newer code for the same number and purpose) */
    spentAt: timestamp('spent_at', { withTimezone: true }),
  },
  (t) => [
    index('phone_codes_phone_idx').on(t.phone, t.createdAt),
    index('phone_codes_address_idx').on(t.clientAddress, t.createdAt),
    index('phone_codes_created_idx').on(t.createdAt),
  ],
);

/** Keys the shop makes itself when the environment gives none (the one-time codes' hash key), kept by name. */
export const shopSecrets = pgTable('shop_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

// ---------------------------------------------------------------- promotions and orders

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  /** 'percent' or 'fixed' */
  kind: text('kind').notNull(),
  /** percent (1-100) or whole BDT */
  amount: integer('amount').notNull(),
  /** cap on a percent discount, in BDT */
  maxDiscount: integer('max_discount'),
  minCartValue: integer('min_cart_value').notNull().default(0),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** total uses across all customers */
  usageLimit: integer('usage_limit'),
  perUserLimit: integer('per_user_limit'),
  firstOrderOnly: boolean('first_order_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
  description: text('description').notNull().default(''),
});

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** the order number shown to the shopper */
    orderNo: text('order_no').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** null while pending; 1 Delivered … 7 Processing (spec section 4) */
    status: integer('status'),
    currency: text('currency').notNull().default(CURRENCY),
    subtotal: integer('subtotal').notNull(),
    charge: integer('charge').notNull(),
    /** the whole discount: the promo code's and staff's together */
    discount: integer('discount').notNull().default(0),
    /** the part of `discount` staff gave when they edited the order (BDT) */
    staffDiscount: integer('staff_discount').notNull().default(0),
    promoCode: text('promo_code'),
    total: integer('total').notNull(),
    method: text('method').notNull(),
    deliveryDate: text('delivery_date').notNull(),
    /** a client-chosen key so a double-submitted order is stored once */
    idempotencyKey: text('idempotency_key'),
    /** placed from a number she proved with a code: the orders the desk need not call first */
    phoneVerified: boolean('phone_verified').notNull().default(false),
    /** where it came from: 'website' (the checkout) or what staff chose when they took it (lib/order-source.ts) */
    source: text('source').notNull().default('website'),
    /** when it was delivered (in full or in part): the day its cash counts for */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** the cash recorded as collected at the door: null until delivered, or when nobody said how much */
    collected: integer('collected'),
    /** when a Returned order's pieces were back on the shelf: stock is given back once */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    /** counts the desk's edits of its lines, address and money: an edit from an older one is refused */
    version: integer('version').notNull().default(0),
    /** what is to be paid through a gateway before the order goes ahead (BDT): the total, its delivery charge, or 0 */
    payAhead: integer('pay_ahead').notNull().default(0),
    /** what its paid attempts brought (BDT): the rider collects the total less this */
    prepaid: integer('prepaid').notNull().default(0),
    /** an exchange's new order: the delivered order whose pieces it replaces (one exchange an order) */
    exchangeOf: integer('exchange_of').references((): AnyPgColumn => orders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
    // The order desk: newest first, all or by status (a pending order's status is null).
    index('orders_newest_idx').on(t.createdAt, t.id),
    index('orders_status_idx').on(t.status, t.createdAt, t.id),
    // The reports' cash by day: the delivered orders of a period, by the day of their delivery.
    index('orders_delivered_idx')
      .on(t.deliveredAt)
      .where(sql`${t.deliveredAt} is not null`),
    uniqueIndex('orders_exchange_of_idx').on(t.exchangeOf),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    titleEn: text('title_en').notNull(),
    image: text('image').notNull(),
    /** the unit price charged */
    price: integer('price').notNull(),
    mrp: integer('mrp'),
    quantity: integer('quantity').notNull(),
    attributePick: jsonb('attribute_pick').$type<AttributePick>().notNull().default({ size: null, color: null }),
    /** a bundle's line: which bundle, and its pieces as sold (each piece's stock is taken and given back) */
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    pieces: jsonb('pieces').$type<BundlePiece[]>(),
    /** of a Partial Delivered order: the pieces the customer kept (null until staff say) */
    kept: integer('kept'),
    /** the pieces the customer sent back for an exchange */
    exchanged: integer('exchanged').notNull().default(0),
    /** the pieces put back in stock after the order went out: a parcel back, exchanged pieces back */
    restocked: integer('restocked').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const orderAddresses = pgTable(
  'order_addresses',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the customer's phone for this order */
    contact: text('contact').notNull(),
    /** the phone of whoever receives the parcel, when the customer named someone else */
    receiverPhone: text('receiver_phone'),
    email: text('email'),
    country: text('country').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    zip: text('zip'),
    billingAddress: text('billing_address').notNull().default('same'),
  },
  // The order desk's search by phone, name or e-mail: any part of them.
  (t) => [
    index('order_addresses_contact_trgm_idx').using('gin', t.contact.op('gin_trgm_ops')),
    index('order_addresses_receiver_phone_trgm_idx').using('gin', t.receiverPhone.op('gin_trgm_ops')),
    index('order_addresses_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('order_addresses_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

// ---------------------------------------------------------------- back office

/** The shop's owner and staff: people apart from customers, with their own sign-in. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** 'owner' (everything) or 'staff' (the areas in `permissions`) */
    role: text('role').notNull(),
    /** the areas a 'staff' account may work in (lib/desk/permissions.ts) */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    passwordHash: text('password_hash').notNull(),
    /** a disabled account cannot sign in, and its sessions end */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_email_idx').on(sql`lower(${t.email})`)],
);

/** Back-office sessions: only a hash of the random token is stored, as for customers. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Phones whose new orders wait on Hold for a call (a repeat refuser, a prankster), as customer or receiver: kept in
 * their 11 local digits (lib/phone.ts), the form an order's phones are stored in.
 */
export const blockedPhones = pgTable('blocked_phones', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  reason: text('reason').notNull(),
  /** who blocked it */
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
  createdAt: createdAt(),
});

/**
 * Every change made in the back office, the notes staff write on orders, and a shopper's own cancellation of her
 * order: who, when, on what, and what it was before and after.
 */
export const history = pgTable(
  'history',
  {
    id: serial('id').primaryKey(),
    /** who made the change: a staff member, or (for her own order) the customer; exactly one of the two */
    staffId: integer('staff_id').references(() => staff.id),
    customerId: integer('customer_id').references(() => users.id),
    /** or a courier, whose status read back moved the order ('steadfast', 'pathao'), or a payment gateway ('bkash') */
    courier: text('courier'),
    /** what was changed: 'order', 'staff', 'customer', 'phone' (a blocked one) … (lib/types/history.ts) */
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    /** 'status', 'note', 'added', 'disabled', 'enabled' */
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('history_subject_idx').on(t.subject, t.subjectId, t.createdAt),
    index('history_newest_idx').on(t.createdAt, t.id),
    check('history_one_author', sql`num_nonnulls(${t.staffId}, ${t.customerId}, ${t.courier}) = 1`),
  ],
);

// ---------------------------------------------------------------- couriers

/**
 * An order's parcel at a courier: one per order. A row is 'booking' while its create is under way, 'lost' when the
 * create went unanswered (it may have reached the courier: the next try looks it up first), then 'booked'.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier').notNull(),
    /** 'booking', 'lost' or 'booked' */
    state: text('state').notNull().default('booking'),
    /** the order number, sent as the courier's invoice */
    invoice: text('invoice').notNull(),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** where the shopper follows the parcel (the courier's page), kept so messages and pages need no courier */
    trackingUrl: text('tracking_url'),
    /** the courier's own status word, as last read back */
    courierStatus: text('courier_status'),
    /** cash the rider is to collect */
    codAmount: integer('cod_amount').notNull(),
    /** cash the courier reports as collected */
    collected: integer('collected'),
    deliveryFee: integer('delivery_fee'),
    returnFee: integer('return_fee'),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
    /** when the courier said it was coming back for good (Returned): the day its fees count for */
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('shipments_courier_idx').on(t.courier, t.consignmentId), index('shipments_invoice_idx').on(t.courier, t.invoice)],
);

/** Webhooks as they came, stored before they are answered: a signal handled after, once per dedupe key. */
export const courierEvents = pgTable(
  'courier_events',
  {
    id: serial('id').primaryKey(),
    courier: text('courier').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    body: jsonb('body').$type<unknown>().notNull(),
    /** what the shop read in it: the parcel it names and the figures it claims */
    signal: jsonb('signal').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    /** what handling it did, or why it could not */
    outcome: text('outcome'),
  },
  (t) => [uniqueIndex('courier_events_dedupe_idx').on(t.courier, t.dedupeKey)],
);

/** Money a courier paid out to the shop: reported by the courier, or entered by the owner. */
export const courierPayouts = pgTable(
  'courier_payouts',
  {
    id: serial('id').primaryKey(),
    courier: text('courier').notNull(),
    /** YYYY-MM-DD, in Dhaka */
    paidOn: text('paid_on').notNull(),
    reference: text('reference').notNull(),
    amount: integer('amount').notNull(),
    /** who entered it; null when read from the courier */
    staffId: integer('staff_id').references(() => staff.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('courier_payouts_reference_idx').on(t.courier, t.reference)],
);

// ---------------------------------------------------------------- messages

/**
 * A link to choose a new password, asked for on the Forgot password tab: only a hash of its token is stored; it
 * works for 30 minutes and once.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    ...customerToken(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** the e-mail an account made by phone adds: hers only once the link proves she reads it */
    email: text('email'),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Every e-mail and SMS of the shop, written in the transaction that causes it (an order, a status change, a
 * reset request) and sent afterwards by the server's sender (lib/server/outbox).
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    /** 'email' or 'sms' */
    channel: text('channel').notNull(),
    /** what it is about: 'order-placed', 'new-order', 'order-status', 'password-reset', 'back-in-stock' */
    topic: text('topic').notNull(),
    /** an e-mail address, or a mobile number as +8801XXXXXXXXX */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    text: text('text').notNull(),
    html: text('html'),
    /**
     * 'pending' (due at next_attempt_at), 'sending' (claimed by a sender until next_attempt_at: past it, a sender
     * that ended mid-way is taken over), 'sent', 'failed' (retries used up: the owner's Retry), 'skipped' (can
     * never be sent: last_error says why)
     */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** how it went out: 'smtp', or the SMS driver's name ('bulksmsbd', 'sslwireless', 'alphasms', 'sms-http') */
    via: text('via'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} in ('pending', 'sending')`),
    index('outbox_newest_idx').on(t.createdAt, t.id),
  ],
);

// ---------------------------------------------------------------- reviews

/**
 * A verified buyer's review of a product: one per order line of a delivered order, shown once the owner approves it
 * ('pending' → 'approved' or 'hidden'), with the shop's reply under it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    /** 'small', 'true' or 'large' (lib/reviews.ts) */
    fit: text('fit').notNull(),
    /** the size bought, as the order line names it */
    size: text('size'),
    body: text('body').notNull().default(''),
    /** up to 3 stored pictures (media files) */
    photos: text('photos')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status').notNull().default('pending'),
    reply: text('reply'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_stars', sql`${t.stars} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- payments

/**
 * One try at paying (part of) an order through a gateway. Money in paisa. Its status only moves forward: created →
 * redirected → paid | failed | cancelled | expired, and paid → refunded (lib/server/payments/settle.ts).
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** 'bkash' or 'sslcommerz' */
    provider: text('provider').notNull(),
    /** 'order' (the whole order) or 'advance' (its delivery charge) */
    purpose: text('purpose').notNull(),
    /** our id of the attempt, sent as bKash's merchantInvoiceNumber and SSLCommerz's tran_id */
    invoice: text('invoice').notNull().unique(),
    /** the gateway's id of it: bKash's paymentID, SSLCommerz's tran_id; null until it is created there */
    providerRef: text('provider_ref'),
    /** the gateway's id of the money's move: bKash's trxID, SSLCommerz's val_id */
    providerTxn: text('provider_txn'),
    /** SSLCommerz's bank_tran_id, which its refunds name */
    bankTxn: text('bank_txn'),
    amountPaisa: integer('amount_paisa').notNull(),
    currency: text('currency').notNull().default(CURRENCY),
    status: text('status').notNull().default('created'),
    /** why it was not paid, or what did not match (a tampered amount) */
    problem: text('problem'),
    /** the gateway's answers, by step (create, execute, validate, ipn …), never our credentials */
    raw: jsonb('raw').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_attempts_ref_idx').on(t.provider, t.providerRef),
    uniqueIndex('payment_attempts_txn_idx').on(t.provider, t.providerTxn),
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_newest_idx').on(t.createdAt, t.id),
    // The expiry sweep: attempts still open.
    index('payment_attempts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('created', 'redirected')`),
  ],
);

/** Money given back through the gateway it came by, from one paid attempt. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id),
    amountPaisa: integer('amount_paisa').notNull(),
    reason: text('reason').notNull(),
    /** our id of the refund (SSLCommerz's refund_trans_id, bKash's sku) */
    reference: text('reference').notNull().unique(),
    /** the gateway's: bKash's refundTrxID, SSLCommerz's refund_ref_id */
    providerRef: text('provider_ref'),
    /** 'processing', 'refunded' or 'failed' */
    status: text('status').notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    raw: jsonb('raw').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [index('payment_refunds_attempt_idx').on(t.attemptId), check('payment_refunds_positive', sql`${t.amountPaisa} > 0`)],
);
