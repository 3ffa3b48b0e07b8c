import { displayPhone, localPhone, normalisePhone, parsePhone, PHONE_MESSAGES, phoneSearchDigits, typedPhone } from './phone';

describe('parsePhone', () => {
  it.each([
    ['01712345678', '+8801712345678'],
    ['01712-345678', '+8801712345678'],
    ['017 1234 5678', '+8801712345678'],
    ['(017) 1234-5678', '+8801712345678'],
    ['017.1234.5678', '+8801712345678'],
    [' 01712345678 ', '+8801712345678'],
    ['+8801712345678', '+8801712345678'],
    ['+880 1712-345678', '+8801712345678'],
    ['8801712345678', '+8801712345678'],
    ['008801712345678', '+8801712345678'],
    ['1712345678', '+8801712345678'],
    ['০১৭১২৩৪৫৬৭৮', '+8801712345678'],
    ['+৮৮০ ১৭১২-৩৪৫৬৭৮', '+8801712345678'],
    ['০১৭১২-345678', '+8801712345678'],
    ['01312345678', '+8801312345678'],
    ['01412345678', '+8801412345678'],
    ['01512345678', '+8801512345678'],
    ['01612345678', '+8801612345678'],
    ['01812345678', '+8801812345678'],
    ['01912345678', '+8801912345678'],
  ])('%s is %s', (raw, phone) => expect(parsePhone(raw)).toEqual({ phone }));

  it.each([
    ['01112345678', 'closed', "Citycell's 011 closed in 2016"],
    ['+8801112345678', 'closed', '011 with the country code'],
    ['01212345678', 'closed', 'no operator has 012'],
    ['01012345678', 'invalid', 'no 010'],
    ['0171234567', 'invalid', 'a digit short'],
    ['017123456789', 'invalid', 'a digit long'],
    ['+4407123456789', 'invalid', 'foreign'],
    ['029123456', 'invalid', 'a Dhaka land line'],
    ['0171234567a', 'invalid', 'a letter'],
    ['', 'invalid', 'empty'],
    ['+88 01712345678 9', 'invalid', 'a digit past a whole number'],
  ] as const)('%s is refused as %s (%s)', (raw, why, _reason) =>
    expect(parsePhone(raw, 'Contact')).toEqual({ problem: PHONE_MESSAGES[why]('Contact') }),
  );

  it('says what a refused number should look like, by its field', () => {
    expect(parsePhone('123', 'Receiver phone')).toEqual({
      problem: 'Receiver phone must be a Bangladeshi mobile number, e.g. 01712-345678',
    });
    expect(parsePhone('01112345678')).toEqual({ problem: 'Phone cannot start with 011 or 012: no mobile number does' });
  });
});

describe('the forms of a number', () => {
  it('keeps E.164, fills a contact with 11 digits and shows 01XXX-XXXXXX', () => {
    expect(normalisePhone('+880 1712-345678')).toBe('+8801712345678');
    expect(normalisePhone(null)).toBeNull();
    expect(localPhone('+8801712345678')).toBe('01712345678');
    expect(localPhone('01112345678')).toBeNull();
    expect(displayPhone('+8801712345678')).toBe('01712-345678');
    expect(displayPhone('029123456')).toBe('029123456');
  });

  it('keeps a field within its 11 characters however the number is typed or pasted', () => {
    expect(typedPhone('01712-34')).toBe('0171234');
    expect(typedPhone('+8801')).toBe('01');
    expect(typedPhone('+880 1712-345678')).toBe('01712345678');
    expect(typedPhone('00880 1712 345678')).toBe('01712345678');
    expect(typedPhone('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(typedPhone('1712345678')).toBe('01712345678');
    expect(typedPhone('+88')).toBe('+88');
  });
});

describe('a search for a phone', () => {
  it.each([
    ['01712345678', '1712345678'],
    ['01712-345678', '1712345678'],
    ['+8801712345678', '1712345678'],
    ['+880 1712-345678', '1712345678'],
    ['০১৭১২৩৪৫৬৭৮', '1712345678'],
    ['345678', '345678'],
    ['0171', '0171'],
  ])('%s looks for %s', (q, digits) => expect(phoneSearchDigits(q)).toBe(digits));

  it.each(['017', 'Nadia', 'LI12345678', 'nadia@example.com', ''])('%s is not a phone', (q) =>
    expect(phoneSearchDigits(q)).toBeNull(),
  );
});
