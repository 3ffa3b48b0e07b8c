/**
 * The browser security headers of every answer (pages, API, media, static files), one static set so that
 * catalogue pages stay cacheable (a per-request nonce would make every page dynamic). Plain JavaScript: read
 * by next.config.mjs and by the server's own refusals.
 *
 * Scripts, styles, images, fonts and connections come from this site only. Inline scripts are allowed because
 * Next.js streams each page's data as inline scripts whose content differs per page; the external scripts carry
 * Subresource Integrity hashes (next.config.mjs). The size-guide video is the only thing framed, from YouTube's
 * privacy-enhanced address, the only one the product form stores.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "media-src 'self'",
  'frame-src https://www.youtube-nocookie.com',
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The policy of every answer but a media file's, which sets a stricter one of its own (an image runs nothing). */
export const CSP_HEADER = { key: 'Content-Security-Policy', value: CONTENT_SECURITY_POLICY };

/** @type {{ key: string, value: string }[]} */
export const SECURITY_HEADERS = [
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()' },
];

/** Sent only when the shopper's connection is https (as the proxy in front reports it): browsers then keep to https. */
const HSTS_HEADER = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

/**
 * The rules of next.config's `headers()`: all of the above on every answer, the CSP on all but media files.
 * @public (read by next.config.mjs, which the unused-code check does not follow)
 */
export const HEADER_RULES = [
  { source: '/:path*', headers: SECURITY_HEADERS },
  { source: '/:path((?!media/).*)', headers: [CSP_HEADER] },
  { source: '/:path*', has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }], headers: [HSTS_HEADER] },
];
