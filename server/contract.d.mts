/** Types of contract.mjs, the one file of server/ that the app imports. */
export function tick(): number;
export function expiredAt(tag: string): number;
export function expireTags(tags: string[]): void;
