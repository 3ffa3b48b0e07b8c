import { clampView, FIT, keyView, viewToward, ZOOM_MAX, ZOOM_SCALE, zoomAbout } from './zoom-view';

const frame = { width: 400, height: 500 };

describe('the zoom view', () => {
  it('keeps the picture covering its frame, between 1× and the most', () => {
    expect(clampView({ scale: 2, x: 900, y: -900 }, frame)).toEqual({ scale: 2, x: 200, y: -250 });
    expect(clampView({ scale: 0.5, x: 10, y: 10 }, frame)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(clampView({ scale: 9, x: 0, y: 0 }, frame).scale).toBe(ZOOM_MAX);
  });

  it('follows the pointer: the centre shows the centre, a corner shows that corner', () => {
    expect(viewToward(ZOOM_SCALE, 0.5, 0.5, frame)).toEqual({ scale: ZOOM_SCALE, x: 0, y: 0 });
    // Top left: the picture moves right and down as far as it may (its own top left corner shows).
    expect(viewToward(ZOOM_SCALE, 0, 0, frame)).toEqual({ scale: ZOOM_SCALE, x: 300, y: 375 });
    expect(viewToward(ZOOM_SCALE, 1, 1, frame)).toEqual({ scale: ZOOM_SCALE, x: -300, y: -375 });
  });

  it('zooms about a point, which stays where it is on the screen', () => {
    const view = { scale: 2, x: 40, y: -20 };
    const point = { x: 100, y: 60 };
    const next = zoomAbout(view, 3, point.x, point.y, frame);
    // The picture's point under (100, 60) before: (point - shift) / scale; after, drawn at shift + scale * it.
    const picture = { x: (point.x - view.x) / view.scale, y: (point.y - view.y) / view.scale };
    expect(next.x + next.scale * picture.x).toBeCloseTo(point.x);
    expect(next.y + next.scale * picture.y).toBeCloseTo(point.y);
  });

  it('moves nothing when asked past the most', () => {
    const view = { scale: ZOOM_MAX, x: 120, y: -80 };
    expect(zoomAbout(view, ZOOM_MAX * 1.5, 0, 0, frame)).toEqual(view);
  });

  it('answers the keyboard: + and - zoom, 0 fits, arrows pan within the frame; other keys are not its', () => {
    const zoomed = keyView(FIT, '+', frame)!;
    expect(zoomed.scale).toBe(1.5);
    expect(keyView(zoomed, '-', frame)).toEqual(FIT);
    expect(keyView(FIT, '-', frame)).toEqual(FIT);
    expect(keyView(zoomed, '0', frame)).toEqual(FIT);
    expect(keyView(zoomed, 'ArrowLeft', frame)).toEqual({ scale: 1.5, x: 40, y: 0 });
    expect(keyView(zoomed, 'ArrowDown', frame)).toEqual({ scale: 1.5, x: 0, y: -50 });
    // At 1× there is nothing to move.
    expect(keyView(FIT, 'ArrowRight', frame)).toEqual({ scale: 1, x: 0, y: 0 });
    expect(keyView(zoomed, 'Tab', frame)).toBeNull();
  });
});
