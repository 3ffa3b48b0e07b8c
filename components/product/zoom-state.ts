/**
 * The zoom modal's life (spec section 4): unloaded → loading → loaded → unloading → unloaded.
 * `open` starts it, `loaded` says the large image is shown, `close` starts the closing motion (from loading
 * too: the shopper may leave before the image arrives), `closed` says that motion has ended.
 * Any other event leaves the state as it is.
 */
export type ZoomState = 'unloaded' | 'loading' | 'loaded' | 'unloading';
export type ZoomEvent = 'open' | 'loaded' | 'close' | 'closed';

const TRANSITIONS: Record<ZoomState, Partial<Record<ZoomEvent, ZoomState>>> = {
  unloaded: { open: 'loading' },
  loading: { loaded: 'loaded', close: 'unloading' },
  loaded: { close: 'unloading' },
  unloading: { closed: 'unloaded' },
};

export function zoomReducer(state: ZoomState, event: ZoomEvent): ZoomState {
  return TRANSITIONS[state][event] ?? state;
}

/** Vertical travel of a touch, in px, beyond which the zoom closes (spec section 9). */
export const ZOOM_SWIPE_THRESHOLD = 10;
