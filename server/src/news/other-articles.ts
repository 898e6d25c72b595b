/**
 * The other articles the server writes from data: basketball reports (quarters, team statistics),
 * football previews (kick-off, ground, referee, each side's form from stored results), round-ups
 * of a competition's day, and stories from the imported real seasons (champions, biggest wins).
 */
import type { StoredGame, ImportedResult } from './match-data';
import { beijingTime, type WrittenArticle } from './football-report';
import { esc } from './sanitize';
import { teamRef, leagueRef } from '../live/views';

const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length]!;

export function basketballReport(g: StoredGame): WrittenArticle {
  const bb = g.bb!;
  const [h, a] = bb.sc;
  const winner = h > a ? g.home : g.away;
  const loser = h > a ? g.away : g.home;
  const margin = Math.abs(h - a);
  const ot = bb.hq.length > 4 ? `（${bb.hq.length - 4}个加时）` : '';
  const titles = [
    `${g.league}：${winner}${Math.max(h, a)}-${Math.min(h, a)}击败${loser}${ot}`,
    margin <= 5 ? `险胜！${winner}${margin}分力克${loser}` : `${winner}${margin}分大胜${loser}`,
    `${g.league}${ot ? '加时大战' : '战报'}：${g.home}${h}-${a}${g.away}`,
  ];
  const quarters = bb.hq.map((q, i) => `${i < 4 ? `第${i + 1}节` : `加时${i - 3}`} ${q}-${bb.aq[i] ?? 0}`).join('，');
  const best = (side: 'home' | 'away') => bb[side];
  const row = (label: string, f: (s: typeof bb.home) => string | number) =>
    `<tr><td>${f(best('home'))}</td><td>${label}</td><td>${f(best('away'))}</td></tr>`;
  const content = [
    `<p>北京时间${beijingTime(g.ot)}，${esc(g.league)}${esc(g.round)}，${esc(g.home)}主场迎战${esc(g.away)}，最` +
      `终${esc(winner)}以${Math.max(h, a)}-${Math.min(h, a)}${margin <= 5 ? '惊险' : '轻松'}取胜${ot}。</p>`,
    `<p>各节比分：${quarters}。</p>`,
    `<h4>球队数据</h4><table><thead><tr><th>${esc(g.home)}</th><th>项目</th><th>${esc(g.away)}</th></tr></thead><tbody>` +
      row('篮板', (s) => s.rebounds) +
      row('助攻', (s) => s.assists) +
      row('抢断', (s) => s.steals) +
      row('盖帽', (s) => s.blocks) +
      row('失误', (s) => s.turnovers) +
      row('投篮', (s) => `${s.fgm}/${s.fga}`) +
      row('三分', (s) => `${s.tpm}/${s.tpa}`) +
      row('罚球', (s) => `${s.ftm}/${s.fta}`) +
      '</tbody></table>',
    `<p>${esc(winner)}篮板${(h > a ? bb.home : bb.away).rebounds}个、助攻${(h > a ? bb.home : bb.away).assists}次` +
      `，${esc(loser)}全场出现${(h > a ? bb.away : bb.home).turnovers}次失误。</p>`,
  ].join('\n');
  return {
    title: pick(titles, g.id),
    summary: `${g.league}${g.round}，${g.home}${h}-${a}${g.away}。${quarters}`,
    content,
  };
}

/** Recent results of a club among the stored finished matches, newest first: W/D/L letters. */
function formOf(teamId: number, finished: StoredGame[], before: number): string[] {
  return finished
    .filter((x) => x.fb && x.ot < before && (x.homeId === teamId || x.awayId === teamId))
    .sort((x, y) => y.ot - x.ot)
    .slice(0, 5)
    .map((x) => {
      const [h, a] = x.fb!.sc;
      const mine = x.homeId === teamId ? h - a : a - h;
      return mine > 0 ? '胜' : mine < 0 ? '负' : '平';
    });
}

export function footballPreview(g: StoredGame, finished: StoredGame[]): WrittenArticle {
  const env = g.environment;
  const titles = [
    `前瞻：${g.home}主场迎战${g.away}，${g.league}${g.round}`,
    `${g.league}${g.round}前瞻：${g.home}vs${g.away}`,
    `${beijingTime(g.ot).slice(-5)}开球！${g.home}对阵${g.away}看点`,
  ];
  const formLine = (id: number, name: string) => {
    const form = formOf(id, finished, g.ot);
    return form.length ? `${esc(name)}近${form.length}场：${form.join(' ')}。` : `${esc(name)}近期暂无交手记录可查。`;
  };
  const content = [
    `<p>北京时间${beijingTime(g.ot)}，${esc(g.league)}${esc(g.round)}，${esc(g.home)}将在主场迎来${esc(g.away)}的挑战。</p>`,
    env
      ? `<p>比赛场地：${esc(env.venue)}（${esc(env.city)}），天气${esc(env.weather)}，气温${esc(env.temperature)}；执法主裁判` +
        `：${esc(env.referee)}。</p>`
      : '',
    `<h4>近期状态</h4><p>${formLine(g.homeId, g.home)}${formLine(g.awayId, g.away)}</p>`,
    `<p>${pick(
      [
        '主队坐镇主场，能否把握主场优势是本场看点。',
        '两队实力接近，中场的争夺或将决定比赛走向。',
        '客队近期状态值得关注，本场的开局阶段至关重要。',
      ],
      g.id,
    )}比赛开始后可在比分页面查看实时比分与文字直播。</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return {
    title: pick(titles, g.id),
    summary: `${beijingTime(g.ot)}，${g.league}${g.round}：${g.home}vs${g.away}`,
    content,
  };
}

/** A competition's finished matches of one day. */
export function roundup(league: string, date: string, games: StoredGame[]): WrittenArticle {
  const day = `${Number(date.slice(5, 7))}月${Number(date.slice(8, 10))}日`;
  const score = (x: StoredGame) => (x.fb ?? x.bb)!.sc;
  const total = games.reduce((s, x) => s + score(x)[0] + score(x)[1], 0);
  const biggest = [...games].sort(
    (x, y) => Math.abs(score(y)[0] - score(y)[1]) - Math.abs(score(x)[0] - score(x)[1]),
  )[0]!;
  const [bh, ba] = score(biggest);
  const isFootball = Boolean(games[0]?.fb);
  const lines = games.map((x) => `<li>${esc(x.home)} ${score(x)[0]}-${score(x)[1]} ${esc(x.away)}</li>`).join('');
  return {
    title: `${league}${day}赛果汇总：${games.length}场比赛${isFootball ? `共进${total}球` : '全部结束'}`,
    summary: `${day}${league}共${games.length}场比赛，${biggest.home}${bh}-${ba}${biggest.away}分差最大。`,
    content: [
      `<p>${day}，${esc(league)}共进行${games.length}场比赛` +
        `，${isFootball ? `合计打进${total}球` : `场均得分${Math.round(total / games.length)}分`}。</p>`,
      `<ul>${lines}</ul>`,
      `<p>当日分差最大的比赛是${esc(biggest.home)}${bh}-${ba}${esc(biggest.away)}。</p>`,
    ].join('\n'),
  };
}

export interface HistoryStory extends WrittenArticle {
  key: string;
  leagueId: number;
}

/** Stories from one imported season of one league: its champion (from the real table) and its biggest win. */
export function historyStories(leagueId: number, season: number, results: ImportedResult[]): HistoryStory[] {
  if (results.length < 10) return [];
  const league = leagueRef(leagueId).name;
  const table = new Map<number, { p: number; w: number; d: number; l: number; gf: number; ga: number; pts: number }>();
  const row = (id: number) => {
    const r = table.get(id) ?? { p: 0, w: 0, d: 0, l: 0, gf: 0, ga: 0, pts: 0 };
    table.set(id, r);
    return r;
  };
  for (const r of results) {
    const h = row(r.homeId);
    const a = row(r.awayId);
    h.p++;
    a.p++;
    h.gf += r.hg;
    h.ga += r.ag;
    a.gf += r.ag;
    a.ga += r.hg;
    const hw = r.hg > r.ag ? 1 : 0;
    const aw = r.hg < r.ag ? 1 : 0;
    const dr = r.hg === r.ag ? 1 : 0;
    h.w += hw;
    h.l += aw;
    h.d += dr;
    a.w += aw;
    a.l += hw;
    a.d += dr;
    h.pts += 3 * hw + dr;
    a.pts += 3 * aw + dr;
  }
  const ranked = [...table.entries()].sort(
    ([, x], [, y]) => y.pts - x.pts || y.gf - y.ga - (x.gf - x.ga) || y.gf - x.gf,
  );
  const [champId, champ] = ranked[0]!;
  const champion = teamRef(champId).name;
  const seasonLabel = `${season}/${String((season + 1) % 100).padStart(2, '0')}`;
  const top5 = ranked
    .slice(0, 5)
    .map(
      ([id, r], i) =>
        `<tr><td>${i + 1}</td><td>${esc(teamRef(id).name)}</td><td>${r.p}</td><td>${r.w}/${r.d}/${r.l}</td><t` +
        `d>${r.gf}:${r.ga}</td><td>${r.pts}</td></tr>`,
    )
    .join('');
  const stories: HistoryStory[] = [
    {
      key: `history:table:${leagueId}:${season}`,
      leagueId,
      title: `回顾${seasonLabel}赛季${league}：${champion}${champ.pts}分登顶`,
      summary:
        `${seasonLabel}赛季${league}（已收录${results.length}场），${champion}${champ.w}胜${champ.d}平${champ.l}负` +
        `积${champ.pts}分排名第一。`,
      content: [
        `<p>根据已收录的${results.length}场真实赛果，${seasonLabel}赛季${esc(league)}积分榜前五如下。${esc(champion)}${champ.w}` +
          `胜${champ.d}平${champ.l}负，进${champ.gf}球失${champ.ga}球，以${champ.pts}分排在首位。</p>`,
        `<table><thead><tr><th>名次</th><th>球队</th><th>场次</th><th>胜/平/负</th><th>进/失</th><th>积分</th></tr></thead` +
          `><tbody>${top5}</tbody></table>`,
      ].join('\n'),
    },
  ];
  const big = [...results].sort(
    (x, y) => Math.abs(y.hg - y.ag) - Math.abs(x.hg - x.ag) || y.hg + y.ag - (x.hg + x.ag),
  )[0]!;
  const bigHome = teamRef(big.homeId).name;
  const bigAway = teamRef(big.awayId).name;
  const half = big.hht !== null && big.aht !== null ? `半场${big.hht}-${big.aht}，` : '';
  stories.push({
    key: `history:bigwin:${leagueId}:${season}`,
    leagueId,
    title: `历史上的${league}：${bigHome}${big.hg}-${big.ag}${bigAway}`,
    summary: `${big.playedOn}，${seasonLabel}赛季${league}分差最大的一场比赛。`,
    content:
      `<p>${esc(big.playedOn)}，${seasonLabel}赛季${esc(league)}，${esc(bigHome)}主场对阵${esc(bigAway)}` +
      `，${half}全场${big.hg}-${big.ag}。这是该赛季已收录比赛中分差最大的一场。</p>`,
  });
  return stories;
}
