/** Display words of a tip: level names (spec §3), the 红/黑/走 stamp, price and kick-off. */
import { EXPERT_LEVELS, type ExpertLevel, type TipResult } from '@kickoff/shared/contracts';
import { dayClock } from '@kickoff/shared/time';

export const levelName = (level: ExpertLevel) => EXPERT_LEVELS[level];

/** 红 for won or half won, 黑 for lost or half lost, 走 for a push; '' while pending. */
export function stamp(r: TipResult): { text: string; tone: 'red' | 'black' | 'push' | '' } {
  if (r === 1) return { text: '红', tone: 'red' };
  if (r === 4) return { text: '赢半', tone: 'red' };
  if (r === 2) return { text: '黑', tone: 'black' };
  if (r === 5) return { text: '输半', tone: 'black' };
  if (r === 3) return { text: '走', tone: 'push' };
  return { text: '', tone: '' };
}

export const priceText = (price: number) => (price > 0 ? `${price}金币` : '免费');
export const kickOff = (ot: number) => dayClock(ot);
