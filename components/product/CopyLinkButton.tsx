'use client';

import { copyText } from '@/components/ui/copy-text';

/** Copies the page's address to the clipboard and says so. */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  return (
    <button type="button" className={className} onClick={() => copyText(url, 'Link copied', 'The link could not be copied')}>
      Copy link
    </button>
  );
}
