'use client';

import dynamic from 'next/dynamic';

/** The toast container, loaded after the page so that its library stays out of the first load. */
export const Toasts = dynamic(() => import('./ToastHost'), { ssr: false });
