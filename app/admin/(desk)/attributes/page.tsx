import type { Metadata } from 'next';
import { AttributesDesk } from '@/components/admin/attributes/AttributesDesk';
import { listDeskAttributes } from '@/lib/server/catalog/attributes';
import { getDb } from '@/lib/server/db';
import { staffPage } from '@/lib/server/routes/staff-page';

export const metadata: Metadata = { title: 'Attributes' };

export default async function AttributesPage() {
  await staffPage('/admin/attributes', 'catalogue');
  return <AttributesDesk attributes={await listDeskAttributes(await getDb())} />;
}
