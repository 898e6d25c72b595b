/**
 * The gift catalogue as the server sells it now (`GET /api/vlive/gifts`: staff change names, prices
 * and what is on sale in the console). Gifts seen once are remembered for the page's life, so an
 * effect can still name a gift sent just before it was taken off sale; the starting catalogue
 * (GIFTS) names the first gifts before any answer.
 */
import { get, unwrap } from '@kickoff/shared/api';
import { GIFTS, VLIVE_PATHS, type Gift } from '@kickoff/shared/contracts/vlive';

const known = new Map<number, Gift>(GIFTS.map((g) => [g.id, g]));

/** The gifts on sale now, in catalogue order. */
export async function loadGifts(): Promise<Gift[]> {
  const list = await unwrap(get<Gift[]>(VLIVE_PATHS.gifts));
  for (const g of list) known.set(g.id, g);
  return list;
}

export const knownGift = (id: number): Gift | undefined => known.get(id);
