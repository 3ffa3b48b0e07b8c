import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** The back office: for staff only, never in a search engine (robots.txt disallows it too). */
export const metadata: Metadata = {
  title: { default: 'Back office', template: '%s | Back office' },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: ReactNode }) {
  return children;
}
