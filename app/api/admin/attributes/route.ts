import { listDeskAttributes } from '@/lib/server/catalog/attributes';
import { handleStaff, json, methods } from '@/lib/server/routes/http';

/** Every size (with its group), colour (with its swatch) and style, retired ones too, in the owner's order. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json(await listDeskAttributes(db)), { area: 'catalogue' }),
});
