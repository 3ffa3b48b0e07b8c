/** Types of bounded-store.mjs (server/index.mjs loads the plain JavaScript as it is). */
export class BoundedStore<K, V> extends Map<K, V> {
  bytes: number;
  constructor(sizeOf: (key: K, value: V) => number);
  touch(key: K): V | undefined;
  trim(budgetBytes: number, most?: number): void;
  keep(key: K, value: V, budgetBytes: number, most?: number): boolean;
}
export function budgetFromEnv(name: string, fallbackMb: number): number;
