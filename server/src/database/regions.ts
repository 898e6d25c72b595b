/** Where each competition is played, for the 资料库 region list. */
const REGIONS: Readonly<Record<number, string>> = {
  36: '欧洲',
  37: '欧洲',
  31: '欧洲',
  34: '欧洲',
  8: '欧洲',
  11: '欧洲',
  16: '欧洲',
  23: '欧洲',
  81: '欧洲',
  103: '欧洲',
  60: '亚洲',
  25: '亚洲',
  15: '亚洲',
  900: '国际',
  1: '美洲',
  5: '亚洲',
  7: '欧洲',
};

export const regionOf = (leagueId: number): string => REGIONS[leagueId] ?? '其他';
