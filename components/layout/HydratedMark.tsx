'use client';

import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has hydrated the document (an effect runs after the hydration's commit),
 * so that tests and the bench's interaction-ready time can tell a page that answers from one only painted.
 */
export function HydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
