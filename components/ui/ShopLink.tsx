import Link from 'next/link';
import type { ComponentProps } from 'react';

/** The links whose page FetchAhead fetches when the shopper reaches for them. */
export const FETCH_AHEAD_LINKS = 'a[data-fetch-ahead]';

/**
 * A link of the shop. Its page is fetched ahead when the shopper reaches for it (components/layout/FetchAhead),
 * not when it scrolls into view as next/link does by default: home showed some thirty links on a phone's first
 * screens and fetched a dozen pages ahead while it loaded, at the cost of the phone's main thread and a dozen
 * requests to the server for every visit (docs/performance.md).
 * `prefetch={false}` still means never.
 */
export function ShopLink({ prefetch, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} prefetch={false} data-fetch-ahead={prefetch === false ? undefined : true} />;
}
