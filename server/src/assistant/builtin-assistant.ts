/**
 * The assistant that needs no key: it reads the question for what it can answer from our data —
 * matches live now, today's fixtures, one team's match (score, or kick-off if still to come) with
 * its odds and the model's prediction, a league table and its scorers, a team's place, a player's
 * goals, the site's features and rules — and answers in Chinese markdown with links into the suite.
 * Anything else gets an honest "I don't know that" with what it can do instead. The answer is
 * streamed in short pieces so the page shows it as it is written.
 */
import {
  BASKETBALL_STATUS_LABELS,
  CHECKIN_REWARDS,
  DRAW_COST_COINS,
  DRAW_DAILY_LIMIT,
  IM_SEND_BUDGET,
  IM_TEXT_MAX,
  isFootballFinished,
  isFootballLive,
  isUpcoming,
  matchPath,
  minuteMark,
  type BasketballListMatch,
  type DbLeague,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import { competitionsIn, oddsAnswer, playerAnswer, scorersAnswer, tableAnswer, teamRank } from './data-answers';
import type { AssistantProvider, ChatTurn } from './provider';
import type { SiteData } from './site-data';

const RANK_WORDS = ['积分榜', '排名', '第几', '排在', '榜首', '积几分'];
const SCORER_WORDS = ['射手', '金靴', '进球榜'];
const ODDS_WORDS = ['赔率', '盘口', '指数', '亚指', '欧指', '大小球', '让球'];
const MODEL_WORDS = ['预测', '胜率', '谁会赢', '谁能赢', '谁赢', '模型', '看好', '概率'];
/** how many competitions a "where does X stand" question looks through */
const RANK_SEARCH = 12;

const MAX_LIST = 8;
const BASKET_LIVE = new Set([2, 3, 4, 5, 6, 7, 8, 9]);

const clock = (unixS: number) =>
  new Date(unixS * 1000).toLocaleTimeString('zh-CN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Shanghai',
  });

function footballLine(m: FootballListMatch): string {
  const link = matchPath('football', m.id);
  const scored = `- ${m.league.name} [${m.home.name} ${m.sc[0]}-${m.sc[1]} ${m.away.name}](${link})`;
  if (isFootballLive(m.s)) return `${scored} · ${m.timIng ? minuteMark(m.timIng) : '进行中'}`;
  if (isFootballFinished(m.s)) return `${scored} · 已完场`;
  if (isUpcoming(m.s)) return `- ${m.league.name} [${m.home.name} vs ${m.away.name}](${link}) · ${clock(m.ot)} 开球`;
  return `- ${m.league.name} [${m.home.name} vs ${m.away.name}](${link})`;
}

function basketballLine(m: BasketballListMatch): string {
  const link = matchPath('basketball', m.id);
  const state = BASKETBALL_STATUS_LABELS[m.s] ?? '';
  if (isUpcoming(m.s)) return `- ${m.league.name} [${m.away.name} vs ${m.home.name}](${link}) · ${clock(m.ot)} 开赛`;
  const score = `${m.away.name} ${m.sc[1]}-${m.sc[0]} ${m.home.name}`;
  return `- ${m.league.name} [${score}](${link}) · ${state}${m.rt ? ` ${m.rt}` : ''}`;
}

const FEATURES = [
  '- **比分**：足球、篮球即时比分，进球提醒，[比分首页](/live/hot)',
  '- **比赛详情**：文字直播、技术统计、亚指/欧指/大小球、历史交锋与积分榜',
  '- **直播**：主播视频直播间，弹幕聊天与送礼，[直播大厅](/vlive/0)',
  '- **头条与社区**：新闻资讯、专家方案、球迷社区，[头条](/news/1002)',
  '- **消息**：私信、群聊、粉丝与关注、系统通知，[消息中心](/message)',
  '- **我的**：每日签到领金币、个人资料与设置，[我的](/user)',
];

function wants(q: string, words: string[]): boolean {
  return words.some((w) => q.includes(w));
}

/** Today's team names mentioned in the question (longest first, so 曼城 does not hide 曼城女足). */
function teamsIn(q: string, football: FootballListMatch[], basketball: BasketballListMatch[]): string[] {
  const names = new Set<string>();
  for (const m of [...football, ...basketball])
    for (const t of [m.home.name, m.away.name]) if (q.includes(t)) names.add(t);
  return [...names].sort((a, b) => b.length - a.length);
}

export async function composeAnswer(question: string, data: SiteData, nowS = Date.now() / 1000): Promise<string> {
  const q = question.trim().toLowerCase();
  if (wants(q, ['功能', '能做什么', '怎么用', '网站', '本站', '介绍', '你是谁', '你好', 'hello', 'hi'])) {
    return [
      '我是开球直播的智能助手，可以回答比赛和本站功能相关的问题。本站提供：',
      ...FEATURES,
      '',
      '试试问我：「现在有哪些比赛在直播？」或「曼城今天比分多少？」',
    ].join('\n');
  }
  const rankAsked = wants(q, RANK_WORDS);
  if (wants(q, ['签到', '金币']) || (q.includes('积分') && !rankAsked && !q.includes('榜'))) {
    const week = CHECKIN_REWARDS.map((r, i) => `第${i + 1}天 ${r.coin} 金币 + ${r.point} 积分`).join('；');
    return `**每日签到**：每个北京时间自然日可签到一次，连续签到奖励递增：${week}。断签后从第 1 天重新计算。签到入口在[我的](/user)页面。`;
  }
  if (wants(q, ['抽奖', '转盘'])) {
    return [
      `**幸运抽奖**：每次消耗 ${DRAW_COST_COINS} 金币，每个北京时间自然日最多 ${DRAW_DAILY_LIMIT} 次；`,
      '奖品按页面公示的概率抽取，金币和积分奖品即时到账，中奖后会收到系统通知。入口：[活动](/activity)。',
    ].join('');
  }
  if (wants(q, ['私信', '聊天规则', '发消息', '群聊'])) {
    return [
      `**私信与群聊**：每条消息最多 ${IM_TEXT_MAX} 字，`,
      `每人每 ${IM_SEND_BUDGET.perMs / 1000} 秒最多发 ${IM_SEND_BUDGET.messages} 条；违禁词会被屏蔽为 *；`,
      '发出 2 分钟内可撤回；拉黑后双方都无法再给对方发消息。',
      '群主可任命管理员，群主和管理员可以禁言成员或全员禁言。入口：[消息](/message)。',
    ].join('');
  }
  const [football, basketball, competitions] = await Promise.all([
    data.football(),
    data.basketball(),
    data.competitions(),
  ]);
  const named = competitionsIn(question, competitions);
  const teams = teamsIn(question, football, basketball);
  const aboutToday = wants(q, ['直播', '正在', '进行', '现在', '比分', '今天', '今日', '赛程', '比赛']);
  if (named[0] && teams.length === 0 && (rankAsked || wants(q, SCORER_WORDS) || !aboutToday)) {
    const league = await data.league(named[0].id);
    if (league) return wants(q, SCORER_WORDS) ? scorersAnswer(league) : tableAnswer(league);
  }
  if (teams.length === 0 && !rankAsked) {
    const players = await data.playersIn(question);
    if (players.length) return players.map(playerAnswer).join('\n\n');
  }
  if (teams.length > 0) {
    const lines: string[] = [];
    for (const team of teams.slice(0, 3)) {
      const fb = football.filter((m) => m.home.name === team || m.away.name === team);
      const bb = basketball.filter((m) => m.home.name === team || m.away.name === team);
      const next = fb.filter((m) => isUpcoming(m.s) && m.ot > nowS).sort((a, b) => a.ot - b.ot)[0];
      lines.push(`**${team}** 今天的比赛：`, ...fb.map(footballLine), ...bb.map(basketballLine));
      if (wants(q, ['下一场', '下场', '什么时候']) && next)
        lines.push(`下一场：${clock(next.ot)} 对阵 ${next.home.name === team ? next.away.name : next.home.name}。`);
      const oddsAsked = wants(q, ODDS_WORDS);
      const modelAsked = wants(q, MODEL_WORDS);
      if ((oddsAsked || modelAsked) && fb[0]) {
        lines.push('', oddsAnswer(fb[0], await data.matchOdds(fb[0].id), modelAsked || oddsAsked));
      }
      if (rankAsked && fb[0]) {
        const league = await data.league(fb[0].li);
        lines.push('', (league && teamRank(team, [league])) ?? `资料库里没有 ${team} 所在联赛的积分榜。`);
      }
    }
    return lines.join('\n');
  }
  if (rankAsked) {
    const leagues = (
      await Promise.all(
        competitions
          .filter((c) => !c.cup && c.teams > 0)
          .slice(0, RANK_SEARCH)
          .map((c) => data.league(c.id)),
      )
    ).filter((l): l is DbLeague => l !== null);
    const team = leagues
      .flatMap((l) => l.groups.flatMap((g) => g.rows.map((r) => r.team.name)))
      .filter((name) => question.includes(name))
      .sort((a, b) => b.length - a.length)[0];
    const found = team ? teamRank(team, leagues) : null;
    if (found) return found;
  }
  const liveFb = football.filter((m) => isFootballLive(m.s));
  const liveBb = basketball.filter((m) => BASKET_LIVE.has(m.s));
  if (wants(q, ['直播', '正在', '进行', '现在', '比分', 'live', '滚球'])) {
    if (liveFb.length + liveBb.length === 0)
      return '此刻没有正在进行的比赛。可以在[比分页](/live/hot)查看今天稍后的赛程。';
    const out = [`现在有 **${liveFb.length}** 场足球、**${liveBb.length}** 场篮球正在进行：`];
    if (liveFb.length) out.push('', '**足球**', ...liveFb.slice(0, MAX_LIST).map(footballLine));
    if (liveBb.length) out.push('', '**篮球**', ...liveBb.slice(0, MAX_LIST).map(basketballLine));
    if (liveFb.length > MAX_LIST || liveBb.length > MAX_LIST) out.push('', '更多比赛见[比分页](/live/hot)。');
    return out.join('\n');
  }
  if (wants(q, ['今天', '今日', '赛程', '有什么比赛', '几点'])) {
    const upcoming = football.filter((m) => isUpcoming(m.s) && m.ot > nowS).sort((a, b) => a.ot - b.ot);
    return [
      `今天共有 **${football.length}** 场足球、**${basketball.length}** 场篮球，其中 ${liveFb.length + liveBb.length} 场正在进行。`,
      ...(upcoming.length ? ['', '接下来开球的足球比赛：', ...upcoming.slice(0, MAX_LIST).map(footballLine)] : []),
    ].join('\n');
  }
  return [
    '抱歉，这个问题我暂时回答不了：我只了解本站的数据（今天的赛程、正在进行的比赛和比分、某支球队今天的比赛与盘口、模型预测、资料库里的积分榜、射手榜和球员进球）和本站的功能规则，不了解站外的信息，也不做投注建议。',
    '',
    '你可以问我：「现在有哪些比赛在直播？」「英超积分榜」「曼城今天的赔率和预测」或者带上球员名问进球数。',
  ].join('\n');
}

/** Cuts the answer into short pieces at character boundaries (whole emoji and CJK characters). */
function pieces(text: string, size = 6): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i < chars.length; i += size) out.push(chars.slice(i, i + size).join(''));
  return out;
}

export function builtinAssistant(data: SiteData, paceMs = 12): AssistantProvider {
  return {
    name: 'builtin',
    async *answer(history: ChatTurn[], signal: AbortSignal) {
      const question = [...history].reverse().find((t) => t.role === 'user')?.content ?? '';
      const text = await composeAnswer(question, data);
      for (const piece of pieces(text)) {
        if (signal.aborted) return;
        yield piece;
        if (paceMs > 0) await new Promise((r) => setTimeout(r, paceMs));
      }
    },
  };
}
