'use client';

import { useEffect, useState } from 'react';
import { stockPieces } from '@/lib/cart';
import type { StockMap } from '@/lib/stock';
import type { CartLine } from '@/lib/types/cart';
import { useApiCall } from '@/store/useApiCall';

/**
 * Pieces left now of the cart's products, asked once the cart is shown and again when its products change (a
 * line's saved copy of its product does not keep stock). Undefined until known; a product left out of the answer
 * is no longer sold.
 */
export function useCartStock(lines: CartLine[]): Record<number, StockMap> | undefined {
  const [callApi] = useApiCall();
  const [stock, setStock] = useState<Record<number, StockMap>>();
  const ids = [...new Set(lines.flatMap(stockPieces).map((piece) => piece.id))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!ids) return;
    let current = true;
    callApi((api) => api.endpoints.stock.initiate(ids, { subscribe: false, forceRefetch: true })).then(({ data }) => {
      if (current && data) setStock(data.data);
    });
    return () => {
      current = false;
    };
  }, [ids, callApi]);
  return stock;
}
