import { courierStep } from './status-map';

const before = { pickedUp: false };
const after = { pickedUp: true };

describe('Steadfast delivery_status', () => {
  it.each([
    ['in_review', before, 'booked', false],
    ['in_review', after, 'booked', false],
    ['pending', before, 'onTheWay', false],
    ['pending', after, 'onTheWay', false],
    ['hold', after, 'hold', false],
    ['delivered', after, 'delivered', false],
    ['delivered_approval_pending', after, 'delivered', true],
    ['partial_delivered', after, 'partialDelivered', false],
    ['partial_delivered_approval_pending', after, 'partialDelivered', true],
    ['cancelled', before, 'canceled', false],
    ['cancelled_approval_pending', before, 'canceled', true],
    ['cancelled', after, 'returned', false],
    ['cancelled_approval_pending', after, 'returned', true],
  ] as const)('%s (%o) is %s, provisional %s', (status, pickup, step, provisional) => {
    expect(courierStep('steadfast', status, pickup)).toEqual({ step, provisional });
  });

  it.each(['unknown', 'unknown_approval_pending', 'constructor', ''])('%j moves nothing', (status) => {
    expect(courierStep('steadfast', status, after)).toBeNull();
  });

  it('reads a word however it is cased or spaced', () => {
    expect(courierStep('steadfast', 'Partial Delivered', after)).toEqual({ step: 'partialDelivered', provisional: false });
  });
});

describe('Pathao order_status_slug and events', () => {
  it.each([
    ['pending', 'booked'],
    ['created', 'booked'],
    ['pickup-requested', 'booked'],
    ['assigned-for-pickup', 'booked'],
    ['picked', 'onTheWay'],
    ['at-the-sorting-hub', 'onTheWay'],
    ['in-transit', 'onTheWay'],
    ['received-at-last-mile-hub', 'onTheWay'],
    ['assigned-for-delivery', 'onTheWay'],
    ['on-hold', 'hold'],
    ['delivery-failed', 'hold'],
    ['pickup-failed', 'hold'],
    ['delivered', 'delivered'],
    ['partial-delivery', 'partialDelivered'],
    ['pickup-cancelled', 'canceled'],
    ['returned', 'returning'],
    ['return', 'returning'],
    ['return-in-transit', 'returning'],
    ['returned-to-merchant', 'returned'],
  ] as const)('%s is %s, whether picked up or not', (status, step) => {
    expect(courierStep('pathao', status, before)).toEqual({ step, provisional: false });
    expect(courierStep('pathao', status, after)).toEqual({ step, provisional: false });
  });

  it.each(['updated', 'paid', 'paid-return', 'exchanged', 'return-id-created', 'in_review'])('%s moves nothing', (status) => {
    expect(courierStep('pathao', status, after)).toBeNull();
  });

  it('reads the plugin’s spelling of a status (At_the_Sorting_HUB)', () => {
    expect(courierStep('pathao', 'At_the_Sorting_HUB', after)).toEqual({ step: 'onTheWay', provisional: false });
  });
});
