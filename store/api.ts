import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { listingApiQuery, type ListingRequest } from '@/lib/shop-url';
import type { Page, ProductSummary } from '@/lib/types/catalog';
import type { CouponRequest, CouponResponse } from '@/lib/types/coupon';

/** The browser's typed client of the shop's API (its cache is not persisted). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  endpoints: (build) => ({
    /** One page of the shop listing (the first comes with the page's HTML; 'Load more' asks for the rest). */
    listProducts: build.query<Page<ProductSummary>, ListingRequest>({
      query: (request) => `/shop?${listingApiQuery(request)}`,
    }),
    requestCoupon: build.mutation<CouponResponse, CouponRequest>({
      query: (body) => ({ url: '/coupon/request', method: 'POST', body }),
    }),
  }),
});

export const { useLazyListProductsQuery, useRequestCouponMutation } = api;

/** The `msg` of an API answer, success or failure, with a fallback for a failed network call. */
export function apiMessage(result: { data?: unknown; error?: unknown }, fallback = 'Something went wrong. Please try again.'): string {
  const body = (result.data ?? (result.error as { data?: unknown } | undefined)?.data) as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg : fallback;
}
