/** Toast durations of spec section 9, in ms. */
export const TOAST_MS = { default: 5000, cart: 1000, pickBoth: 3000, promoRemoved: 6000 } as const;

type Kind = 'default' | 'error' | 'warning' | 'info';

/** Whether a message has been sent on this page yet: the container (Toasts) is mounted from the first one on. */
let sent = false;
const listeners = new Set<() => void>();

/** The toast container's view of `sent` (useSyncExternalStore). */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  now: () => sent,
  never: () => false,
};

/**
 * react-toastify is not part of a page's first load, nor is its container: both come with the first message,
 * which waits in react-toastify's queue until the container is there.
 */
const show =
  (kind: Kind) =>
  (message: string, ms: number = TOAST_MS.default): void => {
    if (!sent) {
      sent = true;
      for (const listener of listeners) listener();
    }
    void import('react-toastify').then(({ toast }) => (kind === 'default' ? toast : toast[kind])(message, { autoClose: ms }));
  };

/** The shop's toasts: successes in the default (black) style, problems in red, cautions in orange. */
export const notify = {
  success: show('default'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
  /** Takes every toast down (what they said no longer holds: a problem put right). */
  clear: () => {
    if (sent) void import('react-toastify').then(({ toast }) => toast.dismiss());
  },
};
