/**
 * Chinese names for football-data.org's competitions and clubs. The competitions we carry map to
 * our reference league ids (英超 36 …), so their names, colours and filters are the usual ones;
 * clubs are named by football-data.org's own names (the same ones openfootball uses), and a club we
 * carry maps to its reference club. Everything else keeps the provider's name.
 */
import { OPENFOOTBALL_CLUB_NAMES } from '../../reference/openfootball-names';

/** competition code → reference league id */
export const FD_LEAGUE_IDS: Readonly<Record<string, number>> = {
  PL: 36,
  PD: 31,
  SA: 34,
  BL1: 8,
  FL1: 11,
  CL: 103,
  ELC: 37,
  DED: 16,
  PPL: 23,
};

/** competitions we do not carry: Chinese name and the pinyin letter of the A–Z filter */
export const FD_OTHER_COMPETITIONS: Readonly<Record<string, { name: string; letter: string }>> = {
  BSA: { name: '巴甲', letter: 'B' },
  WC: { name: '世界杯', letter: 'S' },
  EC: { name: '欧洲杯', letter: 'O' },
  CLI: { name: '解放者杯', letter: 'J' },
};

/** football-data.org names that differ from openfootball's, and the well-known clubs outside our leagues */
const FD_EXTRA_CLUB_NAMES: Readonly<Record<string, string>> = {
  'PSV Eindhoven': '埃因霍温',
  'Feyenoord Rotterdam': '费耶诺德',
  'Real Sociedad de Fútbol': '皇家社会',
  'FC St. Pauli 1910': '圣保利',
  'Celtic FC': '凯尔特人',
  'Rangers FC': '流浪者',
  'Club Brugge KV': '布鲁日',
  'FC Salzburg': '萨尔茨堡红牛',
  'SK Slavia Praha': '布拉格斯拉维亚',
  'Olympiacos FC': '奥林匹亚科斯',
  'Galatasaray SK': '加拉塔萨雷',
  'Fenerbahçe SK': '费内巴切',
  'FK Bodø/Glimt': '博德闪耀',
  'Qarabağ Ağdam FK': '卡拉巴赫',
  'Royale Union Saint-Gilloise': '圣吉罗斯联合',
  'Pafos FC': '帕福斯',
  'FC Kairat': '凯拉特',
  'FC København': '哥本哈根',
  'Leicester City FC': '莱斯特城',
  'Ipswich Town FC': '伊普斯维奇',
  'Southampton FC': '南安普敦',
};

/** The Chinese name of a club by its football-data.org name, if we know it. */
export function clubNameZh(fdName: string): string | undefined {
  return OPENFOOTBALL_CLUB_NAMES[fdName] ?? FD_EXTRA_CLUB_NAMES[fdName];
}
