import type { ReactNode } from 'react';
import type { DeskOrder } from '@/lib/types/order-desk';

/** Where a parcel goes: name, street, city and district with the post code (the phones are the caller's to add). */
export function AddressLines({ address, name = address.name }: { address: NonNullable<DeskOrder['address']>; name?: ReactNode }) {
  return (
    <>
      {name}
      <br />
      {address.address}
      <br />
      {address.city}, {address.district}
      {address.zip && ` ${address.zip}`}
    </>
  );
}
