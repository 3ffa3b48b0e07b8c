import 'server-only';
import { notFound } from 'next/navigation';
import { DomainError } from '../errors';

/** What `load` gives, or the page's 404 when it refuses (an unknown or malformed id in the address). */
export async function orNotFound<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
}
