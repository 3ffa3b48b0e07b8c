import { toast } from 'react-toastify';

/** Toast durations of spec section 9, in ms. */
export const TOAST_MS = { default: 5000, cart: 1000, pickBoth: 3000, promoRemoved: 6000 } as const;

/** The shop's toasts: successes in the default (black) style, problems in red, cautions in orange. */
export const notify = {
  success: (message: string, ms: number = TOAST_MS.default) => toast(message, { autoClose: ms }),
  error: (message: string, ms: number = TOAST_MS.default) => toast.error(message, { autoClose: ms }),
  warning: (message: string, ms: number = TOAST_MS.default) => toast.warning(message, { autoClose: ms }),
  info: (message: string, ms: number = TOAST_MS.default) => toast.info(message, { autoClose: ms }),
};
