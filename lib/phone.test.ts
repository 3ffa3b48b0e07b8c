import { bangladeshMobile, segmentLimit } from './sms';

describe('bangladeshMobile', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['01712-345678', '+8801712345678'],
    ['017 1234 5678', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['8801912345678', '+8801912345678'],
    ['+880 1312 345678', '+8801312345678'],
    ['(017) 1234-5678', '+8801712345678'],
    ['1712345678', '+8801712345678'],
  ])('%s is %s', (raw, expected) => expect(bangladeshMobile(raw)).toBe(expected));

  it.each([
    ['', 'empty'],
    [null, 'missing'],
    ['01212345678', 'no operator has 012'],
    ['0171234567', 'a digit short'],
    ['017123456789', 'a digit long'],
    ['+4407123456789', 'foreign'],
    ['029123456', 'a Dhaka land line'],
    ['0171234567a', 'a letter'],
  ])('%s is not one (%s)', (raw, _why) => expect(bangladeshMobile(raw)).toBeNull());
});

describe('segmentLimit', () => {
  it('is 160 for GSM-7 text and 70 once a character is not', () => {
    expect(segmentLimit('Order LI12345678 placed. Pay BDT 1,250 in cash.')).toBe(160);
    expect(segmentLimit('Order placed – thank you')).toBe(70);
    expect(segmentLimit('অর্ডার')).toBe(70);
  });
});
