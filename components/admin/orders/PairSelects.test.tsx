/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import type { PickableProduct } from '@/lib/types/order-edit';
import { firstPair, PairSelects } from './PairSelects';

const bra: PickableProduct = {
  id: 1,
  title_en: 'Cherie Lace Balconette Bra',
  slug: 'cherie-lace-balconette-bra',
  image: 'cherie.webp',
  price: 2450,
  sizes: [
    { id: 11, title: '34B' },
    { id: 12, title: '34C' },
  ],
  colors: [
    { id: 21, title: 'Rose' },
    { id: 22, title: 'Black' },
  ],
  stock: { '11-21': 0, '11-22': 4, '12-21': 1200, '12-22': 0 },
};

describe('a line’s size and colour in the order editor', () => {
  it('names the pieces left of each choice beside the other one chosen, and says what changed', () => {
    const onChange = jest.fn();
    render(<PairSelects product={bra} pair={{ size: 11, color: 21 }} name="line-0" onChange={onChange} />);
    const size = screen.getByRole('combobox', { name: 'Size of Cherie Lace Balconette Bra' });
    const colour = screen.getByRole('combobox', { name: 'Colour of Cherie Lace Balconette Bra' });
    expect([...size.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['34B (sold out)', '34C (1,200 left)']);
    expect([...colour.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Rose (sold out)', 'Black (4 left)']);
    fireEvent.change(size, { target: { value: '12' } });
    expect(onChange).toHaveBeenCalledWith({ size: 12, color: 21 });
  });

  it('starts a product added with its first size and colour in stock, and one without choices with none', () => {
    expect(firstPair(bra)).toEqual({ size: 11, color: 22 });
    expect(firstPair({ ...bra, sizes: [], colors: [], stock: { '0-0': 3 } })).toEqual({ size: null, color: null });
    render(<PairSelects product={{ ...bra, sizes: [] }} pair={{ size: null, color: 21 }} name="x" onChange={jest.fn()} />);
    expect(screen.queryByRole('combobox', { name: /Size of/ })).toBeNull();
  });
});
