/** One call the fake received (control calls aside): what the tests check a booking by. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

export interface SteadfastParcel {
  consignment_id: number;
  invoice: string;
  tracking_code: string;
  recipient_name: string;
  recipient_phone: string;
  alternative_phone: string | null;
  recipient_address: string;
  cod_amount: number;
  note: string | null;
  item_description: string | null;
  total_lot: number | null;
  delivery_type: number;
  /** Steadfast's delivery_status */
  status: string;
  delivery_charge: number;
  /** cash collected, once delivered */
  collected: number;
  created_at: string;
  updated_at: string;
}

export function startSteadfast(options: {
  port?: number;
  apiKey: string;
  secretKey: string;
  webhookUrl?: string;
  webhookToken?: string;
}): Promise<{ url: string; port: number; log: FakeCall[]; parcels: SteadfastParcel[]; close(): Promise<void> }>;
