import 'server-only';
import { z } from 'zod';
import { INTEGER_MAX } from '../../patterns';
import { wholeNumber } from '../../query-params';
import { validated } from './http';

/** The context of a route under an `[id]` folder. */
export type IdContext = { params: Promise<{ id: string }> };

/** The record id of a back-office address (/api/admin/staff/{id}/…, /api/admin/products/{id}/…). */
export async function routeId({ params }: IdContext): Promise<number> {
  return validated(z.object({ id: wholeNumber('id', 1, INTEGER_MAX) }), await params).id;
}
