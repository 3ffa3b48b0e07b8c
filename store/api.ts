import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { CouponRequest, CouponResponse } from '@/lib/types/coupon';
import type { NewsletterForm } from '@/lib/validation/newsletter';

/** The browser's typed client of the shop's API (its cache is not persisted). */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  endpoints: (build) => ({
    requestCoupon: build.mutation<CouponResponse, CouponRequest>({
      query: (body) => ({ url: '/coupon/request', method: 'POST', body }),
    }),
    subscribeNewsletter: build.mutation<{ status: 'success' | 'exist'; msg: string }, NewsletterForm>({
      query: (body) => ({ url: '/subscription/newsletter', method: 'POST', body }),
    }),
  }),
});

export const { useRequestCouponMutation, useSubscribeNewsletterMutation } = api;

/** The `msg` of an API answer, success or failure, with a fallback for a failed network call. */
export function apiMessage(result: { data?: unknown; error?: unknown }, fallback = 'Something went wrong. Please try again.'): string {
  const body = (result.data ?? (result.error as { data?: unknown } | undefined)?.data) as { msg?: unknown } | undefined;
  return typeof body?.msg === 'string' ? body.msg : fallback;
}
