/**
 * The signed-in customer as the API answers and the browser keeps them (spec section 3, User): never a
 * password. `api_token` is there only in the sign-in answer of a client that asked for one.
 */
export interface SessionUser {
  id: number;
  name: string;
  /** null for an account made with a verified phone, until she adds one */
  email: string | null;
  contact: string | null;
  /** her verified mobile number in E.164, or null (not in the spec's User: beside it) */
  phone: string | null;
  api_token?: string;
}
