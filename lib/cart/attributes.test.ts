import type { AttributePick } from '../types/cart';
import { groupValues, pickProblem, presetPick, resolvePick } from './attributes';
import { BLACK, RED, SIZE_M, SIZE_S, product } from './fixtures';
import { COLOR_MUST_BE_SELECTED, SELECT_COLOR, SELECT_COLOR_AND_SIZE, SELECT_SIZE } from './messages';

const PLAIN = product();
const SIZED = product({ sizes: [SIZE_S, SIZE_M] });
const COLOURED = product({ colors: [RED, BLACK] });
const BOTH = product({ sizes: [SIZE_S, SIZE_M], colors: [RED, BLACK] });
const EMPTY_GROUPS = product({
  attribute: [
    { name: 'Size', value: [] },
    { name: 'Color', value: [] },
  ],
});

const pick = (size: AttributePick['size'], color: AttributePick['color']): AttributePick => ({ size, color });
const NONE = pick(null, null);
const SIZE_ONLY = pick(SIZE_S, null);
const COLOR_ONLY = pick(null, RED);
const FULL = pick(SIZE_S, RED);

describe('groupValues', () => {
  it.each([
    ['sizes of a sized product', [SIZE_S, SIZE_M], SIZED, 'Size'],
    ['colours of a sized product', [], SIZED, 'Color'],
    ['colours of a coloured product', [RED, BLACK], COLOURED, 'Color'],
    ['sizes of a product with both', [SIZE_S, SIZE_M], BOTH, 'Size'],
    ['colours of a product with both', [RED, BLACK], BOTH, 'Color'],
    ['sizes of a plain product', [], PLAIN, 'Size'],
  ] as const)('%s', (_, values, item, name) => {
    expect(groupValues(item, name)).toEqual(values);
  });
});

describe('pickProblem', () => {
  it.each([
    ['plain, nothing picked', null, null, PLAIN, NONE],
    ['empty groups, nothing picked', null, null, EMPTY_GROUPS, NONE],
    ['sized, nothing picked', SELECT_SIZE, SELECT_COLOR_AND_SIZE, SIZED, NONE],
    ['sized, size picked', null, null, SIZED, SIZE_ONLY],
    ['sized, only a colour picked', SELECT_SIZE, SELECT_COLOR_AND_SIZE, SIZED, COLOR_ONLY],
    ['coloured, nothing picked', SELECT_COLOR, COLOR_MUST_BE_SELECTED, COLOURED, NONE],
    ['coloured, colour picked', null, null, COLOURED, COLOR_ONLY],
    ['coloured, only a size picked', SELECT_COLOR, COLOR_MUST_BE_SELECTED, COLOURED, SIZE_ONLY],
    ['both, nothing picked', SELECT_COLOR, SELECT_COLOR_AND_SIZE, BOTH, NONE],
    ['both, size picked', SELECT_COLOR, COLOR_MUST_BE_SELECTED, BOTH, SIZE_ONLY],
    ['both, colour picked', SELECT_SIZE, SELECT_COLOR_AND_SIZE, BOTH, COLOR_ONLY],
    ['both, both picked', null, null, BOTH, FULL],
  ])('%s: detail %p, card %p', (_, detail, card, item, chosen) => {
    expect(pickProblem(item, chosen, 'detail')).toBe(detail);
    expect(pickProblem(item, chosen, 'card')).toBe(card);
  });
});

describe('resolvePick', () => {
  it.each([
    ['nothing picked', true, BOTH, NONE],
    ['offered size and colour', true, BOTH, pick(SIZE_M, BLACK)],
    ['offered size, no colour', true, SIZED, SIZE_ONLY],
    ['the same id under another title', true, BOTH, pick({ id: SIZE_S.id, title: 'Small' }, null)],
    ['a size not offered', false, BOTH, pick({ id: 99, title: 'XXL' }, RED)],
    ['a colour not offered', false, BOTH, pick(SIZE_S, { id: 99, title: 'Teal', value: '#008080' })],
    ['a size id from the colours', false, BOTH, pick({ id: RED.id, title: 'Red' }, null)],
    ['a colour on a product without colours', false, SIZED, FULL],
    ['a size on a plain product', false, PLAIN, SIZE_ONLY],
  ])('%s: %p', (_, available, item, chosen) => {
    expect(resolvePick(item, chosen) !== null).toBe(available);
  });

  it("gives the catalogue's own titles and colour codes for the ids chosen", () => {
    expect(resolvePick(BOTH, { size: { id: SIZE_M.id }, color: { id: BLACK.id } })).toEqual(pick(SIZE_M, BLACK));
    expect(resolvePick(BOTH, {})).toEqual(NONE);
  });
});

describe('presetPick', () => {
  it.each([
    ['the first colour when it has pieces', { '1-11': 2, '2-12': 1 }, RED],
    ['the next colour when the first is sold out', { '1-11': 0, '2-11': 0, '1-12': 4 }, BLACK],
    ['no colour when none has pieces', { '1-11': 0, '1-12': 0 }, null],
  ])('%s', (_, stock, color) => {
    expect(presetPick({ ...BOTH, stock })).toEqual(pick(null, color));
  });

  it('chooses nothing of a product without colours', () => {
    expect(presetPick({ ...SIZED, stock: { '1-0': 3 } })).toEqual(NONE);
  });
});
