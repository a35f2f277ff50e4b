import { createContext, useContext, type ReactNode } from 'react';

/**
 * Places in the catalog's product cards and product page that other features fill, composed by
 * app/ (decision 0022): the catalog says where, app/ says what, and neither feature imports the
 * other. A slot nobody fills draws nothing.
 */
export type CatalogSlots = {
  /** The save (heart) control of a product: on its card, or beside its name on its page. */
  saveControl?: (product: { id: string; name: string }, place: 'card' | 'page') => ReactNode;
};

export const CatalogSlotsContext = createContext<CatalogSlots>({});

export function SaveControlSlot({ product, place }: { product: { id: string; name: string }; place: 'card' | 'page' }) {
  return useContext(CatalogSlotsContext).saveControl?.(product, place) ?? null;
}
