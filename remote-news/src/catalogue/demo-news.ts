/**
 * DEMO CATALOGUE of headlines. The server has no news API yet (`GET /inform/column/getColumnByType`
 * and `POST /inform/info/list` arrive with the news issue); until then the headline pages read these
 * typed columns and items, shaped exactly like the shared news contracts, so swapping in the API
 * call touches only this module.
 */
import type { NewsColumn, NewsItem } from '@kickoff/shared/contracts';

/** The spec's default column: /news redirects to /news/1002. */
export const DEFAULT_COLUMN_ID = 1002;

export const DEMO_COLUMNS: readonly NewsColumn[] = [
  { id: 1002, name: '头条', type: 0, sort: 1 },
  { id: 1003, name: '足球', type: 1, sort: 2 },
  { id: 1004, name: '篮球', type: 2, sort: 3 },
  { id: 1005, name: '综合', type: 0, sort: 4 },
];

const T0 = Date.UTC(2026, 10, 22, 8, 0) / 1000;

export const DEMO_NEWS: readonly NewsItem[] = [
  { id: 5001, columnId: 1002, title: '英超争冠白热化：曼城客场险胜，积分榜差距缩小到2分', summary: '第89分钟的绝杀改写了本轮走势。', cover: '', author: '开球资讯', publishTime: T0, views: 25_310 },
  { id: 5002, columnId: 1002, title: 'NBA常规赛：湖人加时击败勇士，詹姆斯砍下三双', summary: '全场比赛七次平分，加时赛湖人打出10-2。', cover: '', author: '篮球前线', publishTime: T0 - 3600, views: 18_450 },
  { id: 5003, columnId: 1002, title: '国足集训名单公布，三名新人首次入选', summary: '集训将在下周一于上海开始。', cover: '', author: '开球资讯', publishTime: T0 - 7200, views: 9_870 },
  { id: 5004, columnId: 1003, title: '西甲前瞻：皇马主场迎战塞维利亚，维尼修斯复出', summary: '主帅确认边锋已经恢复合练。', cover: '', author: '足球周刊', publishTime: T0 - 1800, views: 6_420 },
  { id: 5005, columnId: 1003, title: '中超收官战：申花与泰山同分，争冠悬念留到最后一轮', summary: '两队的净胜球仅相差一个。', cover: '', author: '中超观察', publishTime: T0 - 5400, views: 12_030 },
  { id: 5006, columnId: 1004, title: 'CBA第12轮：广东主场大胜辽宁，胡明轩三分9投6中', summary: '广东取得赛季七连胜。', cover: '', author: '篮球前线', publishTime: T0 - 4000, views: 7_310 },
  { id: 5007, columnId: 1005, title: '网球大师赛决赛将于今晚进行，中国选手首进决赛', summary: '这是中国选手在该项赛事的最好成绩。', cover: '', author: '综合体育', publishTime: T0 - 9000, views: 4_580 },
];

export function columnById(id: number): NewsColumn | undefined {
  return DEMO_COLUMNS.find((c) => c.id === id);
}

/** A column's headlines, newest first. */
export function headlinesOf(columnId: number, items: readonly NewsItem[] = DEMO_NEWS): NewsItem[] {
  return items.filter((n) => n.columnId === columnId).sort((a, b) => b.publishTime - a.publishTime);
}

export function newsById(id: number): NewsItem | undefined {
  return DEMO_NEWS.find((n) => n.id === id);
}
