'use client';

import { useState } from 'react';
import type { Page } from '@/lib/types/catalog';

/** Page 1 as the server rendered it, then each 'Load more' appends the next page until the last (spec: Pagination). */
export function useMorePages<T>(firstPage: Page<T>, fetchPage: (page: number) => Promise<Page<T>>) {
  const [morePages, setMorePages] = useState<Page<T>[]>([]);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const last = morePages.at(-1) ?? firstPage;

  const loadMore = async () => {
    setStatus('loading');
    try {
      const page = await fetchPage(last.current_page + 1);
      setMorePages((pages) => [...pages, page]);
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  return {
    items: [firstPage, ...morePages].flatMap((page) => page.data),
    hasMore: last.current_page < last.last_page,
    loading: status === 'loading',
    failed: status === 'failed',
    loadMore,
  };
}
