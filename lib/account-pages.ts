/** The account area's pages (spec: Account area): one list for its tabs, the header's menu and links elsewhere. */
export const ACCOUNT_PATHS = {
  account: '/user/my-account',
  orders: '/user/my-order',
  wishlist: '/user/my-wishlist',
  reviews: '/user/my-reviews',
} as const;

/** The account area's tabs and the header menu's links: the spec names the first one differently in each. */
export const ACCOUNT_LINKS = [
  { href: ACCOUNT_PATHS.account, tab: 'Manage Account', menu: 'My Account' },
  { href: ACCOUNT_PATHS.orders, tab: 'My Order', menu: 'My Order' },
  { href: ACCOUNT_PATHS.wishlist, tab: 'My Wishlist', menu: 'My Wishlist' },
] as const;

/** The Forgot password tab's query value: `/signin?tab=forgot` opens it (Manage Account's Forgot Password link). */
export const FORGOT_TAB = 'forgot';
export const FORGOT_PASSWORD_PATH = `/signin?tab=${FORGOT_TAB}`;
