'use client';

import { useMemo, useSyncExternalStore } from 'react';
import { parseLocal, subscribeLocal, type LOCAL_KEYS } from '@/lib/browser/local-keys';

/**
 * A value saved in localStorage, kept current: undefined while the page renders on the server and
 * hydrates (the server cannot know it), then the saved value or null.
 */
export function useLocal<T>(key: (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS]): T | null | undefined {
  const text = useSyncExternalStore(
    subscribeLocal,
    () => localStorage.getItem(key),
    () => undefined,
  );
  return useMemo(() => (text === undefined ? undefined : parseLocal<T>(text)), [text]);
}
