import { NextResponse, type NextRequest } from 'next/server';
import { listingRenderUrl } from '@/lib/listing-path.mjs';

/**
 * `/shop?…` and `/clearance-sale?…` are served by the page rendered for their query (app/(shop)/listing): kept and
 * regenerated like a static page, so a listing costs one render a minute however many shoppers ask for it; the
 * address in the browser stays as it was. The production server (server/index.mjs) does this before Next.js routes a
 * request; this covers `next dev`.
 */
export function proxy(request: NextRequest) {
  const target = listingRenderUrl(request.nextUrl.pathname, request.nextUrl.search);
  return target ? NextResponse.rewrite(new URL(target, request.url)) : NextResponse.next();
}

export const config = { matcher: ['/shop', '/clearance-sale'] };
