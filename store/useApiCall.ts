'use client';

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import type { Api, ApiState } from './api';
import { useAppDispatch } from './hooks';

/**
 * Calls the shop's API from an event handler (a submit, 'Load more', Sign Out), loading the API client when it
 * is first needed rather than with the page. Gives the call and whether one is under way; a call's answer has the
 * shape of RTK Query's own (`{ data }` or `{ error }`).
 */
export function useApiCall() {
  const dispatch = useAppDispatch();
  const [pending, setPending] = useState(0);
  const call = useCallback(
    async <R>(request: (api: Api) => ThunkAction<R, ApiState, unknown, UnknownAction>): Promise<Awaited<R>> => {
      setPending((n) => n + 1);
      try {
        const { api, apiDispatch } = await import('./api');
        return await apiDispatch(dispatch)(request(api));
      } finally {
        setPending((n) => n - 1);
      }
    },
    [dispatch],
  );
  return [call, pending > 0] as const;
}
