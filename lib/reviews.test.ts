import { fitSummary, formatStars } from './reviews';

describe('fitSummary', () => {
  it('names the fit most reviews say, the first of a tie, and nothing without reviews', () => {
    expect(fitSummary({ small: 1, true: 3, large: 0 })).toBe('Most say: true to size');
    expect(fitSummary({ small: 2, true: 0, large: 2 })).toBe('Most say: runs small');
    expect(fitSummary({ small: 0, true: 0, large: 0 })).toBeNull();
  });
  it('writes an average to one decimal', () => expect(formatStars(4.25)).toBe('4.3'));
});
