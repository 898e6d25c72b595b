/**
 * DEMO CATALOGUE of live rooms. The server has no live-room API yet (it arrives with the video-live
 * issue); until then the room list shows these typed rooms so the page, its tabs and its layout are
 * real. Replace `roomsOfType` with the API call when the issue lands — the page only uses this module.
 */

/** The room-list tabs of /vlive/{type}: 0 推荐 lists every room, hottest first. */
export const ROOM_TYPES = [
  { key: '0', label: '推荐' },
  { key: '1', label: '足球' },
  { key: '2', label: '篮球' },
  { key: '3', label: '综合' },
] as const;

export type RoomTypeKey = (typeof ROOM_TYPES)[number]['key'];
export type RoomSport = 'football' | 'basketball' | 'other';

export interface LiveRoom {
  id: number;
  title: string;
  anchor: string;
  /** viewers' heat score */
  heat: number;
  sport: RoomSport;
  /** short competition name drawn on the cover */
  league: string;
}

export const DEMO_ROOMS: readonly LiveRoom[] = [
  { id: 10001, title: '英超焦点 曼城vs阿森纳 全场解说', anchor: '球评老张', heat: 356_200, sport: 'football', league: '英超' },
  { id: 10002, title: '西甲国家德比 赛前深度分析', anchor: '足球小林', heat: 128_900, sport: 'football', league: '西甲' },
  { id: 10003, title: '中超第28轮 上海申花vs山东泰山', anchor: '阿强看球', heat: 86_420, sport: 'football', league: '中超' },
  { id: 10004, title: '德甲 拜仁慕尼黑 主场直播', anchor: '柏林球迷', heat: 45_300, sport: 'football', league: '德甲' },
  { id: 10005, title: 'NBA 湖人vs勇士 实时解说', anchor: '篮板王', heat: 412_800, sport: 'basketball', league: 'NBA' },
  { id: 10006, title: 'CBA 广东vs辽宁 巅峰对决', anchor: '三分雨', heat: 97_600, sport: 'basketball', league: 'CBA' },
  { id: 10007, title: '欧冠篮球 技术流复盘', anchor: '战术板', heat: 9_870, sport: 'basketball', league: '欧篮' },
  { id: 10008, title: '周末赛事前瞻 足篮双线', anchor: '开球小编', heat: 23_450, sport: 'other', league: '综合' },
  { id: 10009, title: '网球大师赛 决赛直播', anchor: '红土之王', heat: 15_020, sport: 'other', league: '网球' },
];

const SPORT_OF_TYPE: Record<RoomTypeKey, RoomSport | null> = { '0': null, '1': 'football', '2': 'basketball', '3': 'other' };

export function isRoomType(type: string): type is RoomTypeKey {
  return ROOM_TYPES.some((t) => t.key === type);
}

/** Rooms shown under a tab, hottest first. */
export function roomsOfType(type: RoomTypeKey, rooms: readonly LiveRoom[] = DEMO_ROOMS): LiveRoom[] {
  const sport = SPORT_OF_TYPE[type];
  return rooms.filter((r) => sport === null || r.sport === sport).sort((a, b) => b.heat - a.heat);
}

/** Heat as Chinese apps print it: 9870, 1.2万, 35.6万. */
export function formatHeat(heat: number): string {
  if (heat < 10_000) return String(heat);
  const wan = Math.floor(heat / 1000) / 10;
  return `${wan}万`;
}
