import type { Page } from '../../types/catalog';

/** Wraps one page of rows in the API's pagination fields (last_page is 1 for an empty list). */
export function pageOf<T>(data: T[], { page, perPage, total }: { page: number; perPage: number; total: number }): Page<T> {
  return {
    data,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
  };
}
