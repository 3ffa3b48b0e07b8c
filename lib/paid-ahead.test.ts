import { collectText, paidAheadText } from './paid-ahead';

it('says what was paid ahead and what is left to collect', () => {
  expect(paidAheadText({ prepaid: 120, method: 'COD' })).toBe('Paid BDT 120 by bKash');
  expect(paidAheadText({ prepaid: 1270, method: 'sslcommerz' })).toBe('Paid BDT 1,270 by SSLCommerz');
  expect(paidAheadText({ prepaid: 0, method: 'COD' })).toBeNull();
  expect(collectText({ total: 1270, prepaid: 120 })).toBe('Collect BDT 1,150');
  expect(collectText({ total: 500, prepaid: 600 })).toBe('Collect BDT 0');
});
