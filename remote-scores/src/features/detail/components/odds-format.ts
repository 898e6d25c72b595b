/** How each odds type shows its middle value, and the up/down classes. */
import type { ChangeFlag, OddsType, Sport } from '@kickoff/shared/contracts';
import { handicapLabel, truncate } from '@kickoff/shared/rules';

export function oddsLabels(sport: Sport): Record<OddsType, string> {
  return sport === 'football' ? { 1: '亚指', 2: '欧指', 3: '大小' } : { 1: '让分', 2: '欧指', 3: '大小分' };
}

export function columnNames(sport: Sport, type: OddsType): [string, string, string] {
  if (type === 1) return ['主', sport === 'football' ? '盘口' : '让分', '客'];
  if (type === 2) return sport === 'football' ? ['主胜', '平', '客胜'] : ['主胜', '', '客胜'];
  return ['大', sport === 'football' ? '盘口' : '总分', '小'];
}

export function middleText(sport: Sport, type: OddsType, v: number): string {
  if (type === 1) return sport === 'football' ? handicapLabel(v) : String(v);
  if (type === 2) return sport === 'football' ? truncate(v, 2) : '';
  return String(v);
}

export function price(v: number): string {
  return truncate(v, 2);
}

export function flagClass(flag: ChangeFlag, up: string, down: string): string {
  return flag === 1 ? up : flag === -1 ? down : '';
}
