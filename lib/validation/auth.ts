import { z } from 'zod';

/** The texts of spec sections 5 and 8 for signing up and in, written once for the forms and the API. */
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
  signedOut: 'You are signed out',
  tooManyAttempts: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  nothingEdited: 'No item was editable',
  saved: 'Your account has been updated',
} as const;

export const PASSWORD_MIN = 6;

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
const email = (message: string) =>
  required(message)
    .max(200)
    .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }))
    .transform((e) => e.toLowerCase());
const password = (message: string) => z.string({ error: message }).min(1, { error: message }).max(200);

export const signinSchema = z.object({
  email: email(AUTH_MESSAGES.signinEmail),
  password: password(AUTH_MESSAGES.signinPassword),
  /** a non-browser client asks for its token in the answer; browsers keep it in a cookie only */
  issue_token: z.boolean().optional(),
});

export const signupSchema = z.object({
  fullname: required(AUTH_MESSAGES.signupName).max(100),
  email: email(AUTH_MESSAGES.signupEmail),
  password: password(AUTH_MESSAGES.passwordShort).min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordShort }),
});

/** A Bangladeshi mobile number as typed: 11 digits starting 01 (spec: contact holds at most 11). */
export const contactSchema = z
  .string()
  .trim()
  .regex(/^01\d{9}$/, { error: 'Contact must be an 11-digit mobile number, e.g. 01712345678' });

/** POST /public/customer: the fields a customer edits; name and contact fall back to the current ones. */
export const customerUpdateSchema = z.object({
  name: z.string().trim().min(1, { error: AUTH_MESSAGES.signupName }).max(100).nullish(),
  contact: contactSchema.nullish(),
  password: z.string().min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordShort }).max(200).nullish(),
  id: z.number().int().positive().optional(),
  api_token: z.string().max(200).optional(),
});

export type CustomerUpdate = z.input<typeof customerUpdateSchema>;
export type SigninForm = z.input<typeof signinSchema>;
export type SignupForm = z.input<typeof signupSchema>;
