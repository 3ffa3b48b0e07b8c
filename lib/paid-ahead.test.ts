import { collectText, paidAheadText } from './paid-ahead';

it('says what was paid ahead and what is left to collect', () => {
  expect(paidAheadText({ prepaid: 120, paid_by: 'bkash' })).toBe('Paid BDT 120 by bKash');
  expect(paidAheadText({ prepaid: 0, paid_by: 'bkash' })).toBeNull();
  expect(collectText({ total: 1270, prepaid: 120 })).toBe('Collect BDT 1,150');
  expect(collectText({ total: 500, prepaid: 600 })).toBe('Collect BDT 0');
});
