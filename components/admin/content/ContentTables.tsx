import Link from 'next/link';
import { MediaImage } from '@/components/ui/MediaImage';
import { formatDateTime } from '@/lib/format';
import type { CollectionFormValues, PostFormValues } from '@/lib/types/content-desk';
import { dhakaMomentOf } from '@/lib/validation/form-fields';
import { countOf, RecordTable } from '../ui/RecordTable';

/** The collections in the menu's order (a small card each on a phone): logo, title, address and place. */
export function CollectionTable({ rows }: { rows: CollectionFormValues[] }) {
  return (
    <RecordTable caption={countOf(rows.length, 'collection')} columns={['Logo', 'Title', 'Address', 'Order']}>
      {rows.map((c) => (
        <tr key={c.id} data-testid="collection-row">
          <td>
            <MediaImage file={c.logo} alt="" width={48} height={48} />
          </td>
          <td data-label="Title">
            <Link href={`/admin/content/collections/${c.id}`}>{c.title}</Link>
          </td>
          <td data-label="Address">/shop?category={c.slug}</td>
          <td data-label="Order">{c.sort}</td>
        </tr>
      ))}
    </RecordTable>
  );
}

/** The blog's posts, newest first: title, address and when each shows (those still to come say so). */
export function PostTable({ rows, now }: { rows: PostFormValues[]; now: Date }) {
  return (
    <RecordTable caption={countOf(rows.length, 'post')} columns={['Title', 'Address', 'Published']}>
      {rows.map((p) => {
        const moment = dhakaMomentOf(p.published_at);
        return (
          <tr key={p.id} data-testid="post-row">
            <td>
              <Link href={`/admin/content/posts/${p.id}`}>{p.title}</Link>
            </td>
            <td data-label="Address">/blog/{p.slug}</td>
            <td data-label="Published">
              {formatDateTime(moment.toISOString())}
              {moment > now ? ' (scheduled)' : ''}
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
