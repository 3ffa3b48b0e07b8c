'use client';

import { useEffect, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { apiMessage } from '@/lib/api-message';
import type { PhoneCodeRequest } from '@/lib/validation/auth';
import { useApiCall } from '@/store/useApiCall';

/**
 * Sends a one-time code to a number for a purpose, keeps whether one went (the form then asks for it), and counts
 * down the wait before another may be asked for (the server's retry_after, after a send or a refusal for sending too
 * often). `reset` starts again with another number.
 */
export function useCodeSender(purpose: PhoneCodeRequest['purpose']) {
  const [callApi, sending] = useApiCall();
  const [wait, setWait] = useState(0);
  const [sent, setSent] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  async function send(phone: string): Promise<void> {
    const result = await callApi((api) => api.endpoints.phoneCode.initiate({ phone, purpose }));
    const retryAfter = (result.data ?? (result.error as { data?: { retry_after?: number } })?.data)?.retry_after;
    if (typeof retryAfter === 'number') setWait(retryAfter);
    if (!result.data) return notify.error(apiMessage(result));
    notify.success(result.data.msg);
    setSent(true);
  }

  /** The send button's words: what it does, or how long until it may. */
  const label = wait > 0 ? `Send code in ${wait} s` : sending ? 'Sending the code' : 'Send code';
  return { send, sent, reset: () => setSent(false), wait, label, idle: sending || wait > 0 };
}

export type CodeSender = ReturnType<typeof useCodeSender>;
