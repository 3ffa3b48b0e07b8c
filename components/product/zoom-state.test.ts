import { zoomReducer, type ZoomEvent, type ZoomState } from './zoom-state';

const STATES: ZoomState[] = ['unloaded', 'loading', 'loaded', 'unloading'];
const EVENTS: ZoomEvent[] = ['open', 'loaded', 'close', 'closed'];

/** Every state and event; what is not listed keeps its state. */
const EXPECTED: Record<ZoomState, Record<ZoomEvent, ZoomState>> = {
  unloaded: { open: 'loading', loaded: 'unloaded', close: 'unloaded', closed: 'unloaded' },
  loading: { open: 'loading', loaded: 'loaded', close: 'unloading', closed: 'loading' },
  loaded: { open: 'loaded', loaded: 'loaded', close: 'unloading', closed: 'loaded' },
  unloading: { open: 'unloading', loaded: 'unloading', close: 'unloading', closed: 'unloaded' },
};

describe('zoomReducer', () => {
  const cases = STATES.flatMap((state) => EVENTS.map((event) => [state, event, EXPECTED[state][event]] as const));

  it.each(cases)('%s + %s → %s', (state, event, next) => {
    expect(zoomReducer(state, event)).toBe(next);
  });

  it('runs the whole cycle of the spec', () => {
    const states = (['open', 'loaded', 'close', 'closed'] as const).reduce<ZoomState[]>(
      (seen, event) => [...seen, zoomReducer(seen[seen.length - 1], event)],
      ['unloaded'],
    );
    expect(states).toEqual(['unloaded', 'loading', 'loaded', 'unloading', 'unloaded']);
  });
});
