import { smsParts } from '../../sms-parts';
import { smsText } from './sms-texts';

/** An order as a real shop sends it: the seed's store name, a long total and the shop's own address. */
const order = { shop: 'Lumière Intimates', orderNo: 'LI12345678', total: 12_345 };
const link = 'https://lumiere-intimates.com.bd/user/my-order';
const code = { code: '123456', minutes: 5 };

describe('smsText', () => {
  it.each([
    ['the code in English', smsText('en', 'code', code), 'Lumière: your code is 123456. It expires in 5 minutes.', 1],
    ['the code in Bangla', smsText('bn', 'code', code), 'Lumière: আপনার কোড 123456। এটি 5 মিনিট পর্যন্ত কার্যকর।', 1],
    [
      'an order placed in English',
      smsText('en', 'placed', { ...order, link }),
      `Lumière Intimates: order LI12345678 placed. Pay BDT 12,345 in cash on delivery. We will call you to confirm it. Your orders: ${link}`,
      2,
    ],
    [
      'an order placed in Bangla',
      smsText('bn', 'placed', { ...order, link }),
      `Lumière Intimates: অর্ডার LI12345678 নেওয়া হয়েছে। ক্যাশ অন ডেলিভারি: ৳12,345। ${link}`,
      2,
    ],
    [
      'on the way in English',
      smsText('en', 'onTheWay', order),
      'Lumière Intimates: order LI12345678 is on its way. Please keep BDT 12,345 ready in cash for the courier.',
      1,
    ],
    [
      'on the way in Bangla',
      smsText('bn', 'onTheWay', order),
      'Lumière Intimates: অর্ডার LI12345678 পথে আছে। ৳12,345 নগদ রেডি রাখুন।',
      1,
    ],
    [
      'on the way with its tracking link',
      smsText('en', 'onTheWay', { ...order, link: 'https://steadfast.com.bd/t/SF1000001' }),
      'Lumière Intimates: order LI12345678 is on its way. Please keep BDT 12,345 ready in cash for the courier. Track it: https://steadfast.com.bd/t/SF1000001',
      1,
    ],
    [
      'on the way in Bangla with its tracking link',
      smsText('bn', 'onTheWay', { ...order, link: 'https://steadfast.com.bd/t/SF1000001' }),
      'Lumière Intimates: অর্ডার LI12345678 পথে আছে। ৳12,345 নগদ রেডি রাখুন। https://steadfast.com.bd/t/SF1000001',
      2,
    ],
    [
      'delivered in English',
      smsText('en', 'delivered', order),
      'Lumière Intimates: order LI12345678 is delivered. Thank you for shopping with us!',
      1,
    ],
    ['delivered in Bangla', smsText('bn', 'delivered', order), 'Lumière Intimates: অর্ডার LI12345678 ডেলিভারি হয়েছে। ধন্যবাদ!', 1],
    [
      'an order changed at the desk in English',
      smsText('en', 'edited', order),
      'Lumière Intimates: order LI12345678 is changed as agreed. The new total is BDT 12,345, paid in cash on delivery.',
      1,
    ],
    [
      'an order changed at the desk in Bangla',
      smsText('bn', 'edited', order),
      'Lumière Intimates: অর্ডার LI12345678 পরিবর্তিত। নতুন মোট ৳12,345।',
      1,
    ],
  ])('%s, in as few parts as it can', (_case, written, text, parts) => {
    expect(written).toBe(text);
    expect(smsParts(written)).toBe(parts);
  });

  it('writes English for any language but Bangla', () => {
    expect(smsText('fr', 'delivered', order)).toBe(smsText('en', 'delivered', order));
  });
});
