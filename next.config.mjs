import { createRequire } from 'node:module';
import { markCompileHints } from './server/compile-hints.mjs';
import { HEADER_RULES } from './lib/security-headers.mjs';

const require = createRequire(import.meta.url);

/** @type {import('next').NextConfig} */
const nextConfig = {
  // No ETag on pages: hashing every page's HTML on every request costs a quarter of a kept page's throughput, and
  // kept pages are revalidated by their age (s-maxage), not by ETag. (Media files keep theirs: app/media.)
  generateEtags: false,
  // PGlite loads its WebAssembly and data files from its own package folder at run time; the folder lock is a
  // native addon. Mail is sent by nodemailer as Node.js loads it, and so is opentype.js (its package names a CommonJS
  // build for Node.js and an ES module with other exports for bundlers; the seed's wordmark reads a font with it).
  serverExternalPackages: ['@electric-sql/pglite', 'fs-native-extensions', 'nodemailer', 'opentype.js'],
  // ESM-only: compiled for Jest too (next/jest reads this list).
  transpilePackages: ['swiper'],
  poweredByHeader: false,
  // server/index.mjs compresses every answer, with Brotli where the browser takes it (server/compression.mjs).
  compress: false,
  images: {
    // Only the shop's stored pictures (app/media), as WebP at the width a screen shows them.
    localPatterns: [{ pathname: '/media/**', search: '' }],
    // WebP only: AVIF is about a third smaller, but took three times as long to decode, and the decode holds the
    // first paint of the picture a page opens on (docs/performance.md).
    formats: ['image/webp'],
    // Few widths: each is a line of srcset in every page's HTML. A phone (390 px at 2-3x), a tablet, a desktop.
    deviceSizes: [390, 640, 828, 1080, 1440, 1920],
    imageSizes: [96, 192, 256],
    // A stored picture never changes (a new one gets a new name), so its renditions are kept for a year.
    minimumCacheTTL: 31_536_000,
    // Renditions are kept on disk, at most this much, least recently used out first.
    maximumDiskCacheSize: 256 * 1024 * 1024,
  },
  reactStrictMode: true,
  compiler: {
    // Each browser script gets V8's compile hint, so Chromium compiles it off the main thread as it downloads.
    runAfterProductionCompile: ({ distDir }) => {
      const { scripts, manifests } = markCompileHints(distDir);
      console.log(`Compile hints: ${scripts} scripts marked, ${manifests} integrity manifests updated`);
    },
  },
  // Rendered pages and cached data live in a bounded cache in memory, never on disk (server/page-cache.mjs).
  cacheHandler: require.resolve('./server/page-cache.mjs'),
  cacheMaxMemorySize: 0,
  // A CDN may serve a page at most a day past its revalidation while it fetches a fresh one.
  expireTime: 24 * 60 * 60,
  experimental: {
    // forbidden(): a back-office page an account may not use answers 403 (lib/server/routes/staff-page.ts).
    authInterrupts: true,
    // An address no route matches gets app/global-not-found.tsx, a document of its own, instead of a root
    // not-found.tsx that every page would carry, unseen, in its data.
    globalNotFound: true,
    // Integrity hashes on the script files a page names (Next.js leaves them off a few of its own chunks), so a
    // tampered file is refused (see lib/security-headers.mjs).
    sri: { algorithm: 'sha256' },
    // A page's CSS comes in three or four stylesheet files, the shop's shared styles in one that every shop page
    // names, kept a year by the browser. Inlined (experimental.inlineCss), a page carried its CSS twice, in a
    // <style> and again in its React data, and a phone parsed both on every page (docs/performance.md). A
    // request counted as worth much CSS, so a page names few files; the back office's styles still stay in files of
    // their own.
    cssChunking: { type: 'graph', requestCost: 400_000 },
    // Fewer, larger script files on a page's first load: over HTTP/1.1 a phone
    // fetches six files at a time, and each file past those waits a round trip. Big shared files (React, the router)
    // stay apart, so they are cached once for every page.
    turbopackChunking: { minChunkSize: 300_000, maxChunkCountPerGroup: 3 },
  },
  async headers() {
    return HEADER_RULES;
  },
  // The auth panel's links use these shorter addresses of the policy pages (spec: Route table).
  async redirects() {
    return [
      { source: '/privacy-policy', destination: '/privacy-and-policy', permanent: true },
      { source: '/terms-condition', destination: '/terms-and-conditions', permanent: true },
    ];
  },
};

export default nextConfig;
