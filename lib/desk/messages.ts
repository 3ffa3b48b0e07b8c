/** The back office's refusals, as the API says them and the pages show them. */
export const ADMIN_MESSAGES = {
  signIn: 'Sign in to the back office',
  ownerOnly: 'Only the owner can do this',
  notYourArea: (area: string) => `Your account has no access to ${area}`,
  pricesKept: 'Your account has no access to Prices and offers: leave this as it was',
  couponOwnerAbove: (limit: number) => `A coupon above ${limit}% off needs the owner: give ${limit}% or less, or ask her`,
  noAccess: 'Your account has no access to this page. The owner chooses what each account may use.',
} as const;
