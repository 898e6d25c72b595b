/** docs/product.md §9: basketball match types 8 and 9 are treated as 0. */
export function normalizeBasketType(type: number): number {
  return type === 8 || type === 9 ? 0 : type;
}
