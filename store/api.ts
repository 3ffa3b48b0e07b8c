import { isAnyOf, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { ListingPage, Page, ProductSummary } from '@/lib/types/catalog';
import type { BlogPostSummary } from '@/lib/types/content';
import type { CouponRequest, CouponResponse } from '@/lib/types/coupon';
import type {
  CreateOrderRequest,
  DeliveryDetails,
  OrderPayment,
  OrderView,
  PaymentChoices,
  PlacedOrderResponse,
} from '@/lib/types/order';
import type {
  CustomerUpdate,
  PasswordResetForm,
  PhoneCodeRequest,
  PhoneSigninRequest,
  PhoneVerifyRequest,
  ResetRequestForm,
  SigninForm,
  SignupForm,
} from '@/lib/validation/auth';
import type { BackInStockRequest } from '@/lib/validation/back-in-stock';
import type { NewsletterForm } from '@/lib/validation/newsletter';
import type { SessionUser } from '@/lib/types/user';
import { ORDER_STATUS } from '@/lib/order-status';
import type { StockMap } from '@/lib/stock';
import { sessionActions } from './session';
import { dynamicMiddleware, listenerMiddleware, rootReducer, type AppDispatch } from './store';

/**
 * The browser's typed client of the shop's API (its cache is not persisted). Importing this module adds its
 * cache and middleware to the store (store.ts): it is loaded by the screens that call the API as they load, or
 * by useApiCall when a shopper first does something that calls it; never with a page's first load.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' }),
  tagTypes: ['Orders'],
  endpoints: (build) => ({
    /**
     * One page of the shop listing (the first comes with the page's HTML; 'Load more' asks for the rest),
     * by its query string (lib/shop-url's listingApiQuery: kept out of here so every page's store stays small).
     */
    listProducts: build.query<ListingPage, string>({
      query: (queryString) => `/shop?${queryString}`,
    }),
    /** The `limit` best-selling products (the home page's carousel; its first view comes with the HTML). */
    bestsellers: build.query<{ data: ProductSummary[] }, number>({
      query: (limit) => `/shop?limit=${limit}`,
    }),
    /** Pieces left now of some products, by comma-separated ids (the cart checks its lines). */
    stock: build.query<{ data: Record<number, StockMap> }, string>({
      query: (ids) => `/shop/stock?ids=${ids}`,
      keepUnusedDataFor: 0,
    }),
    backInStock: build.mutation<{ status: 'success'; msg: string }, BackInStockRequest>({
      query: (body) => ({ url: '/shop/back-in-stock', method: 'POST', body }),
    }),
    /** One page of the blog list (the first comes with the page's HTML). */
    listBlogPosts: build.query<Page<BlogPostSummary>, number>({
      query: (page) => `/blog/all?page=${page}`,
    }),
    requestCoupon: build.mutation<CouponResponse, CouponRequest>({
      query: (body) => ({ url: '/coupon/request', method: 'POST', body }),
    }),
    signin: build.mutation<{ auth: true; msg: string; user: SessionUser }, SigninForm>({
      query: (body) => ({ url: '/public/signin', method: 'POST', body }),
    }),
    signup: build.mutation<{ action: true; msg: string; user: SessionUser }, SignupForm>({
      query: (body) => ({ url: '/public/signup', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<{ status: 'success'; msg: string }, ResetRequestForm>({
      query: (body) => ({ url: '/public/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<{ auth: true; msg: string; user: SessionUser }, PasswordResetForm>({
      query: (body) => ({ url: '/public/reset-password', method: 'POST', body }),
    }),
    /** Sends a one-time code by SMS (its wait before another, in seconds, comes back as retry_after). */
    phoneCode: build.mutation<{ status: 'success'; msg: string; retry_after: number }, PhoneCodeRequest>({
      query: (body) => ({ url: '/public/phone/code', method: 'POST', body }),
    }),
    phoneSignin: build.mutation<{ auth: true; msg: string; user: SessionUser }, PhoneSigninRequest>({
      query: (body) => ({ url: '/public/phone/signin', method: 'POST', body }),
    }),
    phoneVerify: build.mutation<{ status: 'success'; msg: string; phone: string }, PhoneVerifyRequest>({
      query: (body) => ({ url: '/public/phone/verify', method: 'POST', body }),
    }),
    signout: build.mutation<{ status: true; msg: string }, void>({
      query: () => ({ url: '/public/signout', method: 'POST', body: {} }),
    }),
    /**
     * The signed-in customer, whether their next order is their first (its shipping may be free), and whether it
     * needs a code from a number not yet proved.
     */
    session: build.query<{ auth: boolean; user: SessionUser | null; first_order: boolean; order_code: boolean }, void>({
      query: () => '/public/session',
      providesTags: ['Orders'],
    }),
    createOrder: build.mutation<PlacedOrderResponse, CreateOrderRequest>({
      query: (body) => ({ url: '/public/create-order', method: 'POST', body }),
      invalidatesTags: ['Orders'],
    }),
    /** The delivery details of the customer's latest order, which her checkout fills in. */
    lastDelivery: build.query<{ delivery: DeliveryDetails | null }, void>({
      query: () => '/public/last-delivery',
      providesTags: ['Orders'],
    }),
    /** the Payment step's choices for her and the district she chose */
    paymentChoices: build.query<PaymentChoices, string>({
      query: (city) => `/public/payment?city=${encodeURIComponent(city)}`,
      providesTags: ['Orders'],
    }),
    /** what one of her orders paid ahead, and what is left in cash */
    orderPayment: build.query<OrderPayment, string>({
      query: (orderid) => `/public/payment?orderid=${encodeURIComponent(orderid)}`,
      keepUnusedDataFor: 0,
    }),
    orderList: build.query<{ orders: Page<OrderView> }, number>({
      query: (page) => `/public/order-list?page=${page}`,
      providesTags: ['Orders'],
    }),
    cancelOrder: build.mutation<{ status: string; msg: string }, number>({
      query: (id) => ({
        url: '/public/order-status',
        method: 'POST',
        body: { id, type: 'cancel', status: ORDER_STATUS.canceled },
      }),
      invalidatesTags: ['Orders'],
    }),
    updateCustomer: build.mutation<{ status: boolean; msg: string; user: SessionUser }, CustomerUpdate>({
      query: (body) => ({ url: '/public/customer', method: 'POST', body }),
    }),
    subscribeNewsletter: build.mutation<{ status: 'success' | 'exist'; msg: string }, NewsletterForm>({
      query: (body) => ({ url: '/subscription/newsletter', method: 'POST', body }),
    }),
  }),
});

rootReducer.inject(api);
dynamicMiddleware.addMiddleware(api.middleware);

/** Answers cached for one customer (their orders, whether the next one is their first) go when the customer does. */
listenerMiddleware.startListening({
  matcher: isAnyOf(sessionActions.signedIn, sessionActions.signedOut),
  effect: (action, { dispatch, getOriginalState }) => {
    const before = (getOriginalState() as { session: { user: { id: number } | null } }).session.user?.id;
    const after = sessionActions.signedIn.match(action) ? action.payload.id : undefined;
    if (before !== after) dispatch(api.util.resetApiState());
  },
});

export type Api = typeof api;

/** The store's state as the API's thunks read it: with the API's cache, which is there once this module has loaded. */
export type ApiState = { [api.reducerPath]: ReturnType<typeof api.reducer> };

/** Any action makes the store's reducer create the state of the cache injected above; queries need it there. */
const attach = { type: `${api.reducerPath}/attach` };

/**
 * The store's dispatch, typed for the API's thunks (the store's own type leaves the lazily added cache optional),
 * once the store holds the API's cache.
 */
export function apiDispatch(dispatch: AppDispatch) {
  dispatch(attach);
  return dispatch as unknown as ThunkDispatch<ApiState, unknown, UnknownAction>;
}

export const {
  useCreateOrderMutation,
  useSessionQuery,
  useOrderListQuery,
  useCancelOrderMutation,
  useLastDeliveryQuery,
  usePaymentChoicesQuery,
  useOrderPaymentQuery,
} = api;
