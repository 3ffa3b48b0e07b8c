import { defaultSku, normalSku, productCode, SKU_PATTERN, unclaimedSku } from './sku';

describe('SKUs', () => {
  it('makes a value’s code of its title’s capitals and digits', () => {
    expect(defaultSku('P1', '34 B', 'Rose Pink')).toBe('P1-34B-ROSEPINK');
    expect(defaultSku('P1', '3XL', 'Café-au-lait')).toBe('P1-3XL-CAFAULAIT');
    expect(defaultSku('P1', '—', 'Black')).toBe('P1-BLACK');
  });

  it('joins the product’s code and the values’ codes, leaving out a missing size or colour', () => {
    expect(defaultSku(productCode(12), '34B', 'Black')).toBe('P0012-34B-BLACK');
    expect(defaultSku('P0012', null, 'Rose Pink')).toBe('P0012-ROSEPINK');
    expect(defaultSku('P0012')).toBe('P0012');
    expect(productCode(123456)).toBe('P123456');
    expect(SKU_PATTERN.test(defaultSku('P0012', 'XL', 'Black'))).toBe(true);
  });

  it('reads a typed SKU in capitals with dashes', () => {
    expect(normalSku('  lb-34b black ')).toBe('LB-34B-BLACK');
    expect(SKU_PATTERN.test(normalSku('lb__34b'))).toBe(true);
    expect(SKU_PATTERN.test('LB--34B')).toBe(false);
  });

  it('numbers a default SKU that is taken', () => {
    expect(unclaimedSku('P0001-XL', new Set())).toBe('P0001-XL');
    expect(unclaimedSku('P0001-XL', new Set(['P0001-XL', 'P0001-XL-2']))).toBe('P0001-XL-3');
  });
});
