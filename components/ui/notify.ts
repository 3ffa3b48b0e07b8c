/** Toast durations of spec section 9, in ms. */
export const TOAST_MS = { default: 5000, cart: 1000, pickBoth: 3000, promoRemoved: 6000 } as const;

type Kind = 'default' | 'error' | 'warning' | 'info';

/**
 * react-toastify is not part of a page's first load: it comes with the first message (or right after the page,
 * with the container). A message sent before the container is there waits in react-toastify's queue.
 */
const show =
  (kind: Kind) =>
  (message: string, ms: number = TOAST_MS.default): void => {
    void import('react-toastify').then(({ toast }) => (kind === 'default' ? toast : toast[kind])(message, { autoClose: ms }));
  };

/** The shop's toasts: successes in the default (black) style, problems in red, cautions in orange. */
export const notify = {
  success: show('default'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
