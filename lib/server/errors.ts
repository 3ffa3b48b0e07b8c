import 'server-only';

/**
 * Why the shop refuses a request, in its own terms. Services throw a DomainError; the API edge
 * (`handle` in http.ts) answers it with the matching status and `{ status: 'error', msg }`.
 */
export type Refusal =
  /** the input breaks a rule */
  | 'invalid'
  /** no live session */
  | 'signed-out'
  /** signed in, but not allowed */
  | 'forbidden'
  | 'not-found'
  /** the thing is not in a state that allows it (an order no longer pending, an e-mail taken) */
  | 'conflict'
  /** understood and well formed, but the shop cannot do it (a promo code that does not apply) */
  | 'unprocessable'
  /** too many attempts; wait */
  | 'too-many';

export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    /** the input field the refusal is about, when it is about one (a form shows the message next to it) */
    readonly field?: string,
    /** for 'too-many': the seconds to wait before trying again */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}
