'use client';

import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Page } from '@/lib/types/catalog';

/** What a list had loaded when the shopper left it: its later pages, how far down she was, and its size then. */
interface Kept<T> {
  pages: Page<T>[];
  scrollY: number;
  total: number;
}

const KEEP_PREFIX = 'more-pages:';
const here = () => `${KEEP_PREFIX}${location.pathname}${location.search}`;

/** The address the shopper last came to by Back or Forward in this tab, and when (the app then renders that page). */
let cameBack: { to: string; at: number } | null = null;
if (typeof window !== 'undefined') addEventListener('popstate', () => (cameBack = { to: here(), at: performance.now() }));
/** A list that mounts this long after a Back or Forward to its address is taken to be its answer. */
const HISTORY_MOVE_MS = 3000;

/**
 * The list kept for this address when the shopper has just come back to it (once: a later change of the list starts
 * afresh), and only while it is the same size (else its pages would not follow page 1); else nothing.
 */
function keptHere<T>(total: number): Kept<T> | null {
  if (typeof window === 'undefined' || !cameBack || cameBack.to !== here()) return null;
  const recent = performance.now() - cameBack.at < HISTORY_MOVE_MS;
  cameBack = null;
  if (!recent) return null;
  try {
    const kept = JSON.parse(sessionStorage.getItem(here()) ?? 'null') as Kept<T> | null;
    return kept?.total === total ? kept : null;
  } catch {
    return null;
  }
}

/**
 * Page 1 as the server rendered it, then each 'Load more' appends the next page until the last (spec: Pagination).
 * Leaving the list keeps what it loaded and the scroll position for this tab (session storage, per address), and
 * coming Back to it shows them again, so a shopper returning from a product finds her place.
 */
export function useMorePages<T>(firstPage: Page<T>, fetchPage: (page: number) => Promise<Page<T>>) {
  const [kept] = useState(() => keptHere<T>(firstPage.total));
  const [morePages, setMorePages] = useState<Page<T>[]>(kept?.pages ?? []);
  const [status, setStatus] = useState<'idle' | 'loading' | 'failed'>('idle');
  const last = morePages.at(-1) ?? firstPage;
  const loaded = useRef(morePages);
  useEffect(() => {
    loaded.current = morePages;
  }, [morePages]);

  const total = firstPage.total;
  useLayoutEffect(() => {
    const key = here();
    if (kept) scrollTo(0, kept.scrollY);
    // A layout effect's cleanup runs before the next page scrolls to its top: scrollY is still this list's.
    return () => {
      try {
        sessionStorage.setItem(key, JSON.stringify({ pages: loaded.current, scrollY, total } satisfies Kept<T>));
      } catch {
        // Storage full or refused: coming back starts at page 1, as without it.
      }
    };
  }, [kept, total]);

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
