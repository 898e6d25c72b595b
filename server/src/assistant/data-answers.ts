/**
 * The built-in assistant's answers from the 资料库 and the odds: a league table, a competition's
 * scorers, a player's goals, a team's place in its table, a match's odds and the model's
 * prediction. Each answer names where the figures come from and links to the page that shows them.
 */
import {
  matchPath,
  type DbCompetition,
  type DbLeague,
  type DbPlayer,
  type DbStandingRow,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import type { MatchOdds } from './site-data';

const TABLE_ROWS = 10;
const SCORER_ROWS = 10;

const leagueLink = (id: number) => `/database/detail?id=${id}`;
const playerLink = (id: number) => `/database/player/zq?id=${id}`;

/** '2025/26' for a league across the new year, the year alone for one inside it. */
function season(l: DbLeague): string {
  const one = [60, 25, 15, 900].includes(l.competition.id) || l.competition.cup;
  return one ? `${l.season}` : `${l.season}/${String((l.season + 1) % 100).padStart(2, '0')}`;
}

/** Competitions the question names (by short or full name), longest name first. */
export function competitionsIn(q: string, all: DbCompetition[]): DbCompetition[] {
  return all
    .filter((c) => (c.name.length >= 2 && q.includes(c.name)) || (c.fullName.length >= 2 && q.includes(c.fullName)))
    .sort((a, b) => b.name.length - a.name.length);
}

/** an ideographic space between a rank and its name (a list item, never renumbered by the page) */
const GAP = '\u3000';

const row = (r: DbStandingRow) => {
  const record = `${r.played} 场 ${r.won} 胜 ${r.drawn} 平 ${r.lost} 负，进失 ${r.goalsFor}:${r.goalsAgainst}`;
  return `- ${r.rank}${GAP}${r.team.name}${GAP}${record}，**${r.points}** 分`;
};

export function tableAnswer(l: DbLeague): string {
  const head = `**${l.competition.name} ${season(l)} 积分榜**`;
  const groups = l.groups.filter((g) => g.rows.length > 0);
  if (groups.length === 0)
    return `${head}：资料库里这个赛季还没有积分榜数据。[赛事资料](${leagueLink(l.competition.id)})`;
  const out = [head];
  for (const g of groups.slice(0, 4)) {
    if (g.name) out.push('', `${g.name} 组`);
    out.push(...g.rows.slice(0, TABLE_ROWS).map(row));
  }
  out.push('', `完整积分榜见[${l.competition.name}赛事资料](${leagueLink(l.competition.id)})。`);
  return out.join('\n');
}

export function scorersAnswer(l: DbLeague): string {
  const head = `**${l.competition.name} ${season(l)} 射手榜**`;
  if (!l.scorers.length) return `${head}：资料库里这个赛季还没有进球记录。`;
  return [
    head,
    ...l.scorers.slice(0, SCORER_ROWS).map((s) => {
      const who = s.player ? `[${s.name}](${playerLink(s.player.id)})` : s.name;
      return `- ${s.rank}${GAP}${who}（${s.team.name}）${s.goals} 球${s.penalties ? `，其中点球 ${s.penalties}` : ''}`;
    }),
    '',
    `完整射手榜见[${l.competition.name}赛事资料](${leagueLink(l.competition.id)})。`,
  ].join('\n');
}

export function playerAnswer(p: DbPlayer): string {
  const scored = p.competitions.filter((c) => c.goals > 0);
  const total = scored.reduce((n, c) => n + c.goals, 0);
  const about = `${p.team.name}${p.number ? ` ${p.number}号` : ''}${p.position ? `，${p.position}` : ''}`;
  const who = `[${p.name}](${playerLink(p.id)})（${about}）`;
  if (total === 0) return `${who}在资料库记录的比赛里还没有进球。`;
  const lines = scored.slice(0, 6).map((c) => {
    const pens = c.penalties ? `（点球 ${c.penalties}）` : '';
    return `- ${c.league.name} ${c.season} 赛季：${c.goals} 球${pens}，球队 ${c.teamMatches} 场`;
  });
  const last = p.goals[0];
  const latest = last
    ? [
        `最近一球：${last.match.home.name} ${last.match.sc?.join('-') ?? ''} ${last.match.away.name}，第 ${last.minute} 分钟。`,
      ]
    : [];
  return [`${who}在资料库记录的比赛里共进 **${total}** 球：`, ...lines, ...latest].join('\n');
}

/** A team's row in the tables of the competitions given, with the league it is in. */
export function teamRank(team: string, leagues: DbLeague[]): string | null {
  for (const l of leagues) {
    for (const g of l.groups) {
      const r = g.rows.find((x) => x.team.name === team);
      if (r) {
        const where = `${l.competition.name}${g.name ? ` ${g.name} 组` : ''}`;
        const record = `${r.played} 场 ${r.won} 胜 ${r.drawn} 平 ${r.lost} 负，积 ${r.points} 分`;
        return `**${team}** 在[${where}](${leagueLink(l.competition.id)})排第 **${r.rank}**：${record}。`;
      }
    }
  }
  return null;
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

export function oddsAnswer(m: FootballListMatch, odds: MatchOdds | null, withModel: boolean): string {
  const title = `[${m.home.name} vs ${m.away.name}](${matchPath('football', m.id)})`;
  if (!odds || (!odds.markets.length && !odds.model.length)) return `${title} 目前没有开出盘口，模型也就没有预测。`;
  const out = [`${title} 的即时盘口（澳门）：`];
  for (const mk of odds.markets) out.push(`- ${mk.name}：${mk.options.map((o) => `${o.label} ${o.odds}`).join('，')}`);
  if (withModel && odds.model.length) {
    const best = [...odds.model].sort((a, b) => b.p - a.p)[0]!;
    out.push(
      '',
      `**模型预测**（汇总 ${odds.books} 家公司欧指，去掉抽水后的平均概率）：${odds.model.map((o) => `${o.label} ${pct(o.p)}`).join('，')}。`,
      `模型最看好 **${best.label}**。这只是赔率隐含的概率，不构成投注建议。`,
    );
  }
  return out.join('\n');
}
