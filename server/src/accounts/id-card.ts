/** Mainland resident ID numbers: 18 characters, the last a mod-11 check digit (GB 11643). */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function isValidIdCard(id: string): boolean {
  if (!/^\d{17}[\dX]$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(id[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] === id[17];
}

/** 王小明 → 王**: the name is shown masked, never in full. */
export function maskName(name: string): string {
  const chars = [...name];
  return chars.length === 0 ? '' : chars[0] + '*'.repeat(chars.length - 1);
}
