import { z } from 'zod';
import { AUTH_MESSAGES, PASSWORD_MIN } from '../auth-messages';
import { EMAIL_PATTERN } from '../patterns';
import { localPhone, parsePhone, phoneDigits } from '../phone';
import { recordId } from './record-id';

const required = (message: string) => z.string({ error: message }).trim().min(1, { error: message });
/** An e-mail address, required (`message` when empty), stored in lower case. */
export const emailAddress = (message: string) =>
  required(message)
    .max(200)
    .regex(EMAIL_PATTERN, { error: AUTH_MESSAGES.emailInvalid })
    .transform((e) => e.toLowerCase());
const password = (message: string) => z.string({ error: message }).min(1, { error: message }).max(200);

export const signinSchema = z.object({
  email: emailAddress(AUTH_MESSAGES.signinEmail),
  password: password(AUTH_MESSAGES.signinPassword),
  /** a non-browser client asks for its token in the answer; browsers keep it in a cookie only */
  issue_token: z.boolean().optional(),
});

export const signupSchema = z.object({
  fullname: required(AUTH_MESSAGES.signupName).max(100),
  email: emailAddress(AUTH_MESSAGES.signupEmail),
  password: password(AUTH_MESSAGES.passwordShort).min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordShort }),
});

/** The Forgot password tab: the e-mail of the account. */
export const resetRequestSchema = z.object({ email: emailAddress(AUTH_MESSAGES.signinEmail) });

/** The reset page: the link's token and the new password twice, under the sign-up rules. */
export const passwordResetSchema = z
  .object({
    token: z.string({ error: AUTH_MESSAGES.resetLinkInvalid }).min(1, { error: AUTH_MESSAGES.resetLinkInvalid }).max(200),
    password: password(AUTH_MESSAGES.passwordShort).min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordShort }),
    confirm_password: z.string({ error: AUTH_MESSAGES.passwordsDiffer }).max(200),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: AUTH_MESSAGES.passwordsDiffer,
    path: ['confirm_password'],
  });

/**
 * A Bangladeshi mobile number however it is written (lib/phone.ts), kept in its 11 local digits, the form a contact
 * holds (spec: at most 11); refused with the rule's message, named by `label`.
 */
export const mobileNumber = (label: string) =>
  z
    .string()
    .trim()
    .transform((raw, ctx) => {
      const parsed = parsePhone(raw, label);
      if ('phone' in parsed) return localPhone(parsed.phone)!;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    });

export const contactSchema = mobileNumber('Contact');

/** An edited field left empty: the same as not edited (spec section 7: it falls back to the current value). */
export const unlessEmpty = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullish());

/** POST /public/customer: the fields a customer edits; name and contact fall back to the current ones. */
export const customerUpdateSchema = z.object({
  name: unlessEmpty(z.string().trim().max(100)),
  contact: unlessEmpty(contactSchema),
  /** an account made with a phone adds its e-mail */
  email: unlessEmpty(emailAddress(AUTH_MESSAGES.signupEmail)),
  password: z.string().min(PASSWORD_MIN, { error: AUTH_MESSAGES.passwordShort }).max(200).nullish(),
  /** needed with a new password */
  current_password: z.string().max(200).nullish(),
  id: recordId('id must be a customer id').optional(),
  api_token: z.string().max(200).optional(),
});

export type CustomerUpdate = z.input<typeof customerUpdateSchema>;
export type SigninForm = z.input<typeof signinSchema>;
export type SignupForm = z.input<typeof signupSchema>;
export type ResetRequestForm = z.input<typeof resetRequestSchema>;
export type PasswordResetForm = z.input<typeof passwordResetSchema>;

/** What a one-time code is for: signing in, proving a number for an account, or an order. */
export const CODE_PURPOSES = ['signin', 'verify', 'order'] as const;

const phoneText = z.string({ error: 'Phone must be filled out' }).max(40);

/** POST /public/phone/code: a number however written (lib/phone.ts checks it) and what the code is for. */
export const phoneCodeSchema = z.object({
  phone: phoneText,
  purpose: z.enum(CODE_PURPOSES, { error: 'purpose must be signin, verify or order' }),
});

const CODE_PROBLEM = 'Enter the 6-digit code';

/** The 6-digit code sent by SMS, as typed (Bangla digits and spaces too). */
export const smsCode = () =>
  z
    .string({ error: CODE_PROBLEM })
    .max(40)
    .transform(phoneDigits)
    .pipe(z.string().regex(/^\d{6}$/, { error: CODE_PROBLEM }));

/** POST /public/phone/verify: the number and the 6-digit code sent to it. */
export const phoneVerifySchema = z.object({ phone: phoneText, code: smsCode() });

/** POST /public/phone/signin: the number, its code, and her name the first time (a new account). */
export const phoneSigninSchema = z.object({
  phone: phoneText,
  code: smsCode(),
  name: unlessEmpty(z.string().trim().max(100)),
});
export type PhoneCodeRequest = z.input<typeof phoneCodeSchema>;
export type PhoneVerifyRequest = z.input<typeof phoneVerifySchema>;
export type PhoneSigninRequest = z.input<typeof phoneSigninSchema>;
