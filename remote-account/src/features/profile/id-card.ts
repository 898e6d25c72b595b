/** The mainland ID number's check character (GB 11643). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** GB 11643: 17 digits and the check character. */
export function validIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  const sum = WEIGHTS.reduce((s, w, i) => s + w * Number(id[i]), 0);
  return CHECK[sum % 11] === id[17];
}
