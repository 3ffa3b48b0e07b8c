/** The newsletter's texts (spec sections 5 and 8) and its one country code, without the validation library. */

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email must be filled out',
  phoneRequired: 'Phone must be filled out',
  oneRequired: 'Email or Phone must be filled out',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter an 11-digit mobile number, e.g. 01712345678',
  subscribed: 'Thank you for staying with us.',
  exists: 'You are already subscribed.',
} as const;

/** The newsletter's welcome gift (spec sections 1 and 9: 15% off a first purchase): the seeded code that keeps it. */
export const NEWSLETTER_OFFER = { code: 'WELCOME15', percent: 15, maxDiscount: 1500 } as const;

/** The only country code offered (spec): Bangladesh. */
export const COUNTRY_CODE = '+88';
