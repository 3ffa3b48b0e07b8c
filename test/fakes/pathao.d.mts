/** One call the fake received (control calls aside): what the tests check a booking and the token requests by. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export interface PathaoParcel {
  /** DL, the day (ddmmyy) and a counter */
  consignment_id: string;
  merchant_order_id: string | null;
  store_id: number;
  recipient_name: string;
  recipient_phone: string;
  recipient_secondary_phone: string | null;
  recipient_address: string;
  recipient_city: number | null;
  recipient_zone: number | null;
  recipient_area: number | null;
  delivery_type: number;
  item_type: number;
  special_instruction: string | null;
  item_quantity: number;
  item_weight: number;
  item_description: string | null;
  amount_to_collect: number;
  order_status: string;
  order_status_slug: string;
  delivery_fee: number;
  collected_amount: number;
  created_at: string;
  updated_at: string;
}

export function startPathao(options: {
  port?: number;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  webhookUrl?: string;
  webhookSecret?: string;
  /** how long a token lives (Pathao's: 432000, five days) */
  tokenTtlSeconds?: number;
}): Promise<{ url: string; port: number; log: FakeCall[]; parcels: PathaoParcel[]; close(): Promise<void> }>;
