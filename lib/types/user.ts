/**
 * The signed-in customer as the API answers and the browser keeps them (spec section 3, User): never a
 * password. `api_token` is there only in the sign-in answer of a client that asked for one.
 */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  contact: string | null;
  api_token?: string;
}
