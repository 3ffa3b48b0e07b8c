import { courierStep } from './status-map';

describe('Steadfast delivery_status', () => {
  it.each([
    ['in_review', 'booked', false],
    ['pending', 'onTheWay', false],
    ['hold', 'hold', false],
    ['delivered', 'delivered', false],
    ['delivered_approval_pending', 'delivered', true],
    ['partial_delivered', 'partialDelivered', false],
    ['partial_delivered_approval_pending', 'partialDelivered', true],
    ['cancelled', 'returned', false],
    ['cancelled_approval_pending', 'returned', true],
  ] as const)('%s is %s, provisional %s', (status, step, provisional) => {
    expect(courierStep('steadfast', status)).toEqual({ step, provisional });
  });

  it.each(['unknown', 'unknown_approval_pending', 'constructor', ''])('%j moves nothing', (status) => {
    expect(courierStep('steadfast', status)).toBeNull();
  });

  it('reads a word however it is cased or spaced', () => {
    expect(courierStep('steadfast', 'Partial Delivered')).toEqual({ step: 'partialDelivered', provisional: false });
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
    expect(courierStep('pathao', status)).toEqual({ step, provisional: false });
    expect(courierStep('pathao', status)).toEqual({ step, provisional: false });
  });

  it.each(['updated', 'paid', 'paid-return', 'exchanged', 'return-id-created', 'in_review'])('%s moves nothing', (status) => {
    expect(courierStep('pathao', status)).toBeNull();
  });

  it('reads the plugin’s spelling of a status (At_the_Sorting_HUB)', () => {
    expect(courierStep('pathao', 'At_the_Sorting_HUB')).toEqual({ step: 'onTheWay', provisional: false });
  });
});
