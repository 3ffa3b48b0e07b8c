/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite loads its WebAssembly and data files from its own package folder at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  // ESM-only: compiled for Jest too (next/jest reads this list).
  transpilePackages: ['swiper'],
  poweredByHeader: false,
  experimental: {
    // The embedded database admits one process per folder: prerender pages in one worker.
    cpus: 1,
  },
  reactStrictMode: true,
};

export default nextConfig;
