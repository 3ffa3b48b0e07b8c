/**
 * Where the zoomed picture sits in its frame: its scale and its shift from the centre (px), with the picture
 * drawn by `translate(x, y) scale(scale)` about the frame's centre. One set of rules for the pointer, a pinch and
 * the keyboard; the picture always covers its frame (no edge is pulled inside it).
 */
export interface ZoomView {
  scale: number;
  x: number;
  y: number;
}

/** The scale a zoom opens at on a desktop and a tap or click toggles to; the least and the most. */
export const ZOOM_SCALE = 2.5;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;
/** A step of zoom in or out (a key, a button) multiplies or divides the scale by this; an arrow moves a tenth of the frame. */
export const ZOOM_STEP = 1.5;
const KEY_PAN = 0.1;

export const FIT: ZoomView = { scale: 1, x: 0, y: 0 };

/** The frame's size in px. */
export interface Frame {
  width: number;
  height: number;
}

/** `value` kept to ±limit (never -0, so that views compare equal). */
const within = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value)) || 0;

/** The view kept to the allowed scales and to shifts that leave the frame covered. */
export function clampView(view: ZoomView, frame: Frame): ZoomView {
  const scale = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.scale));
  return {
    scale,
    x: within(view.x, ((scale - 1) * frame.width) / 2),
    y: within(view.y, ((scale - 1) * frame.height) / 2),
  };
}

/**
 * The view at `scale` that shows the part of the picture under the pointer, the pointer given as fractions of the
 * frame (0 to 1 from its top left): at the left edge the picture's left edge shows, and so on.
 */
export function viewToward(scale: number, fx: number, fy: number, frame: Frame): ZoomView {
  return clampView({ scale, x: (0.5 - fx) * (scale - 1) * frame.width, y: (0.5 - fy) * (scale - 1) * frame.height }, frame);
}

/** The view scaled to `scale` about a point (px from the frame's centre), which stays where it is. */
export function zoomAbout(view: ZoomView, scale: number, cx: number, cy: number, frame: Frame): ZoomView {
  // The scale kept to its bounds first: at the most, a further zoom in moves nothing.
  const kept = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
  const k = kept / view.scale;
  return clampView({ scale: kept, x: cx - (cx - view.x) * k, y: cy - (cy - view.y) * k }, frame);
}

/** What a key does: + and - zoom about the centre, 0 fits, the arrows move the picture; null for any other key. */
export function keyView(view: ZoomView, key: string, frame: Frame): ZoomView | null {
  const pan = (dx: number, dy: number) =>
    clampView({ ...view, x: view.x + dx * KEY_PAN * frame.width, y: view.y + dy * KEY_PAN * frame.height }, frame);
  switch (key) {
    case '+':
    case '=':
      return zoomAbout(view, view.scale * ZOOM_STEP, 0, 0, frame);
    case '-':
      return zoomAbout(view, view.scale / ZOOM_STEP, 0, 0, frame);
    case '0':
      return FIT;
    // An arrow shows more of the picture on its side.
    case 'ArrowLeft':
      return pan(1, 0);
    case 'ArrowRight':
      return pan(-1, 0);
    case 'ArrowUp':
      return pan(0, 1);
    case 'ArrowDown':
      return pan(0, -1);
    default:
      return null;
  }
}
