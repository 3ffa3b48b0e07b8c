import { segmentLimit } from './sms-length';

describe('segmentLimit', () => {
  it('is 160 for GSM-7 text and 70 once a character is not', () => {
    expect(segmentLimit('Order LI12345678 placed. Pay BDT 1,250 in cash.')).toBe(160);
    expect(segmentLimit('Order placed – thank you')).toBe(70);
    expect(segmentLimit('অর্ডার')).toBe(70);
  });
});
