'use client';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { postAdmin, type AdminAnswer } from '@/lib/desk/api';

export type Outcome = { ok: boolean; msg: string } | null;

/**
 * A back-office change from a form: posts it, says how it went, and reloads the page's data from the server (the
 * pages are rendered from the database, so there is no client copy to update). Also after a refusal: it may say
 * that someone else changed the thing meanwhile, and the page then shows what it is now.
 */
export function useAdminAction() {
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  const [refreshing, startTransition] = useTransition();

  async function run<T>(path: string, body: unknown, after?: (answer: AdminAnswer<T>) => void) {
    setBusy(true);
    const answer = await postAdmin<T>(path, body);
    setBusy(false);
    setOutcome({ ok: answer.ok, msg: answer.msg });
    after?.(answer);
    startTransition(() => router.refresh());
    return answer;
  }

  return { run, outcome, pending: busy || refreshing };
}
