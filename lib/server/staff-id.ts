import 'server-only';
import { z } from 'zod';
import { INTEGER_MAX } from '../patterns';
import { wholeNumber } from '../query-params';
import { validated } from './http';

export type StaffContext = { params: Promise<{ id: string }> };

/** The staff account id of a back-office address (/api/admin/staff/{id}/…). */
export async function staffId({ params }: StaffContext): Promise<number> {
  return validated(z.object({ id: wholeNumber('id', 1, INTEGER_MAX) }), await params).id;
}
