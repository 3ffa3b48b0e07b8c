const amount = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 });

/** A price as the shop shows it everywhere: '৳ 1,250'. */
export function formatPrice(value: number): string {
  return `৳ ${amount.format(value)}`;
}

/** The address of a stored media file (spec: the API host plus /media/{file}). */
export function mediaUrl(file: string): string {
  return `/media/${encodeURIComponent(file)}`;
}
