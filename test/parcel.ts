import type { Parcel } from '@/lib/server/couriers/courier';

/** A parcel of an order in Dhaka as the couriers' clients get it, for their tests; `more` changes what a test needs. */
export const parcelFor = (invoice: string, more: Partial<Parcel> = {}): Parcel => ({
  invoice,
  name: 'Nadia Rahman',
  phone: '01712345678',
  altPhone: null,
  address: 'House 12, Road 5, Dhanmondi, Dhaka',
  city: 'Dhanmondi',
  district: 'Dhaka',
  cod: 1450,
  note: null,
  pieces: 2,
  weightKg: 0.4,
  ...more,
});
