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
  // The auth panel's links use these shorter addresses of the policy pages (spec: Route table).
  async redirects() {
    return [
      { source: '/privacy-policy', destination: '/privacy-and-policy', permanent: true },
      { source: '/terms-condition', destination: '/terms-and-conditions', permanent: true },
    ];
  },
};

export default nextConfig;
