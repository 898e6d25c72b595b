/**
 * The console's 运营 gift catalogue and noble prices (operator or admin). The server keeps them in
 * tables (seeded from the starting values in contracts/vlive: GIFTS, NOBLE_TIERS), which the fan
 * calls `GET /api/vlive/gifts` (enabled gifts) and `GET /api/vlive/noble` serve. A gift already
 * sent keeps the coins it was paid: the ledger and the send record the price of the moment.
 */
export const STAFF_GIFT_PATHS = {
  /** `GET`: every gift (enabled or not) and every noble tier with its price */
  catalogue: '/api/admin/gifts',
  saveGift: '/api/admin/gifts/save',
  saveNoblePrice: '/api/admin/gifts/noble-price',
} as const;

export const GIFT_EFFECTS = ['float', 'burst', 'rocket'] as const;
export const GIFT_NAME_MAX = 8;
export const GIFT_ICON_MAX = 8;
/** coins: a gift or a noble month at most this much */
export const GIFT_PRICE_MAX = 100_000;
export const NOBLE_PRICE_MAX = 1_000_000;

export interface StaffGift {
  id: number;
  name: string;
  price: number;
  effect: (typeof GIFT_EFFECTS)[number];
  icon: string;
  enabled: boolean;
  version: number;
}

export interface StaffNoblePrice {
  tier: number;
  name: string;
  price: number;
  version: number;
}

export interface StaffGiftCatalogue {
  gifts: StaffGift[];
  nobles: StaffNoblePrice[];
}

/** `POST saveGift`: id 0 adds a gift (version 0); otherwise the version it was read at, else refused. */
export type SaveGiftBody = StaffGift;

/** `POST saveNoblePrice`: the tier's new price and the version it was read at. */
export interface SaveNoblePriceBody {
  tier: number;
  price: number;
  version: number;
}
