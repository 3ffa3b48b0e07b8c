/** The newsletter's texts (spec sections 5 and 8) and its one country code, without the validation library. */

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email must be filled out',
  phoneRequired: 'Phone must be filled out',
  oneRequired: 'Email or Phone must be filled out',
  emailInvalid: 'Please enter a valid email address',
  subscribed: 'Thank you for staying with us.',
  exists: 'You are already subscribed.',
} as const;

/** The newsletter's welcome discount on a first purchase, in percent (spec sections 1 and 9). */
const WELCOME_PERCENT = 15;

/**
 * The newsletter's welcome gift: its percentage off, the seeded code that keeps it (named by it: WELCOME15) and
 * its cap. Every page, policy text and the seed read it from here.
 */
export const NEWSLETTER_OFFER = { code: `WELCOME${WELCOME_PERCENT}`, percent: WELCOME_PERCENT, maxDiscount: 1500 } as const;

/** The only country code offered (spec): Bangladesh. */
export const COUNTRY_CODE = '+88';
