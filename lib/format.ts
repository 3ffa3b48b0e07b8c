const amount = new Intl.NumberFormat('en-BD', { maximumFractionDigits: 0 });

/** A price as the shop shows it everywhere: 'BDT 1,250' (the currency code renders in every font). */
export function formatPrice(value: number): string {
  return `BDT ${amount.format(value)}`;
}

/** The address of a stored media file (spec: the API host plus /media/{file}). */
export function mediaUrl(file: string): string {
  return `/media/${encodeURIComponent(file)}`;
}

const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Dhaka' });

/** A date as the shop shows it: '23 Nov 2026', in Bangladesh's time. */
export function formatDate(iso: string): string {
  return day.format(new Date(iso));
}

/** The social preview (JPEG 1200 x 630) stored beside a picture: `product-x-1.webp` → `product-x-1.preview.jpg`. */
export function previewFile(file: string): string {
  return `${file.replace(/\.[a-z0-9]+$/i, '')}.preview.jpg`;
}

const dayAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: 'Asia/Dhaka',
});

/** A moment as the back office shows it: '23 Nov 2026, 14:05', in Bangladesh's time. */
export function formatDateTime(iso: string): string {
  return dayAndTime.format(new Date(iso));
}
