'use client';

import dynamic from 'next/dynamic';
import { useSyncExternalStore } from 'react';
import { toastsWanted } from './notify';

const ToastHost = dynamic(() => import('./ToastHost'), { ssr: false });

/**
 * The toast container, mounted with the page's first message: until then neither its library nor its styles cost
 * the page anything (on a phone, mounting it right after the page took a task of its own while the page loaded).
 */
export function Toasts() {
  const wanted = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.now, toastsWanted.never);
  return wanted ? <ToastHost /> : null;
}
