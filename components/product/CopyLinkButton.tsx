'use client';

import { notify } from '@/components/ui/notify';

/** Copies the page's address to the clipboard and says so. */
export function CopyLinkButton({ url, className }: { url: string; className?: string }) {
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied');
    } catch {
      notify.error('The link could not be copied');
    }
  }
  return (
    <button type="button" className={className} onClick={copy}>
      Copy link
    </button>
  );
}
