import { MENU_SIGNED_OUT } from './menu-signed-out';

/** How long a password-reset link works. */
export const RESET_MINUTES = 30;
/** How long a one-time code sent by SMS works. */
export const CODE_MINUTES = 5;
/** Checkout's word, and the API's refusal, where the shop asks for a code before a cash-on-delivery order. */
export const ORDER_CODE_NEEDED = 'Confirm your phone number with the code we send to it, then Complete Order.';

/** The texts of spec sections 5 and 8 for signing up and in, written once for the forms and the API
 * (apart from the schemas, so that a page can show them without loading zod). */
export const AUTH_MESSAGES = {
  signinEmail: 'Email must have filled out',
  signinPassword: 'Password must have filled out',
  signupName: 'Name must be filled out',
  signupEmail: 'Email must be filled out',
  emailInvalid: 'Please enter a valid email address',
  passwordShort: 'Password must be at least 6 characters',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'Email already exist',
  signedIn: 'Signin success',
  registered: 'Registration success',
  /** Manage Account's Sign Out and 'Sign in to another account', and the API's answer */
  signedOut: 'You are signed out',
  /** the header menu's Sign Out */
  menuSignedOut: MENU_SIGNED_OUT,
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  nothingEdited: 'No item was editable',
  currentPasswordWrong: 'Your current password is not correct',
  saved: 'Your account has been updated',
  /** the Forgot password tab's one answer, whether or not the address has an account */
  resetRequested: `If an account uses that e-mail, a link to choose a new password is on its way to it. The link works for ${RESET_MINUTES} minutes.`,
  resetTooMany: 'Too many requests for a new password. Please wait 15 minutes and try again.',
  resetLinkInvalid: 'This link has expired or was already used. Ask for a new one on the Forgot password tab.',
  passwordsDiffer: 'The two passwords are not the same',
  passwordReset: 'Your new password is saved and you are signed in',
  hasEmail: 'Your account already has an e-mail address.',
  emailLinkSent: (email: string) =>
    `We sent a link to ${email}. Open it to confirm the address and choose a password; until then your account keeps signing in by phone.`,
} as const;

/** The shortest password accepted (spec section 5: sign up). */
export const PASSWORD_MIN = 6;
