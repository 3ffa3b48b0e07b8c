/** Types of forgettable.mjs (server/index.mjs loads the plain JavaScript as it is). */
export function forgettable<M extends Map<string, unknown>>(store: M): M;
export function forgetAll(): void;
export const KEPT_MARK: string;
