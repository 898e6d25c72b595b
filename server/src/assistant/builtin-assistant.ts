/**
 * The assistant that needs no key: it reads the question for what it can answer from our data —
 * matches live now, today's fixtures, one team's match (score, or kick-off if still to come), the
 * site's features and rules — and answers in Chinese markdown with links into the suite. Anything
 * else gets an honest "I don't know that" with what it can do instead. The answer is streamed in
 * short pieces so the page shows it as it is written.
 */
import {
  BASKETBALL_STATUS_LABELS,
  CHECKIN_REWARDS,
  isFootballLive,
  type BasketballListMatch,
  type FootballListMatch,
} from '@kickoff/shared/contracts';
import type { AssistantProvider, ChatTurn } from './provider';
import type { SiteData } from './site-data';

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
  const link = `/live/zq/detail/${m.id}`;
  const scored = `- ${m.league.name} [${m.home.name} ${m.sc[0]}-${m.sc[1]} ${m.away.name}](${link})`;
  if (isFootballLive(m.s)) return `${scored} · ${m.timIng || '进行中'}${/^\d/.test(m.timIng) ? '′' : ''}`;
  if (m.s === 8) return `${scored} · 已完场`;
  if (m.s === 1) return `- ${m.league.name} [${m.home.name} vs ${m.away.name}](${link}) · ${clock(m.ot)} 开球`;
  return `- ${m.league.name} [${m.home.name} vs ${m.away.name}](${link})`;
}

function basketballLine(m: BasketballListMatch): string {
  const link = `/live/lq/detail/${m.id}`;
  const state = BASKETBALL_STATUS_LABELS[m.s] ?? '';
  if (m.s === 1) return `- ${m.league.name} [${m.away.name} vs ${m.home.name}](${link}) · ${clock(m.ot)} 开赛`;
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
  if (wants(q, ['签到', '金币', '积分'])) {
    const week = CHECKIN_REWARDS.map((r, i) => `第${i + 1}天 ${r.coin} 金币 + ${r.point} 积分`).join('；');
    return `**每日签到**：每个北京时间自然日可签到一次，连续签到奖励递增：${week}。断签后从第 1 天重新计算。签到入口在[我的](/user)页面。`;
  }
  const [football, basketball] = await Promise.all([data.football(), data.basketball()]);
  const teams = teamsIn(question, football, basketball);
  if (teams.length > 0) {
    const lines: string[] = [];
    for (const team of teams.slice(0, 3)) {
      const fb = football.filter((m) => m.home.name === team || m.away.name === team);
      const bb = basketball.filter((m) => m.home.name === team || m.away.name === team);
      const next = fb.filter((m) => m.s === 1 && m.ot > nowS).sort((a, b) => a.ot - b.ot)[0];
      lines.push(`**${team}** 今天的比赛：`, ...fb.map(footballLine), ...bb.map(basketballLine));
      if (wants(q, ['下一场', '下场', '什么时候']) && next)
        lines.push(`下一场：${clock(next.ot)} 对阵 ${next.home.name === team ? next.away.name : next.home.name}。`);
    }
    return lines.join('\n');
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
    const upcoming = football.filter((m) => m.s === 1 && m.ot > nowS).sort((a, b) => a.ot - b.ot);
    return [
      `今天共有 **${football.length}** 场足球、**${basketball.length}** 场篮球，其中 ${liveFb.length + liveBb.length} 场正在进行。`,
      ...(upcoming.length ? ['', '接下来开球的足球比赛：', ...upcoming.slice(0, MAX_LIST).map(footballLine)] : []),
    ].join('\n');
  }
  return [
    '抱歉，这个问题我暂时回答不了：我只了解本站的比赛数据（今天的赛程、正在进行的比赛和比分、某支球队今天的比赛）和本站的功能规则，不了解站外的信息，也不做投注建议。',
    '',
    '你可以问我：「现在有哪些比赛在直播？」「今天有什么比赛？」或者带上球队名，比如「皇马今天比分多少？」',
  ].join('\n');
}

/** Cuts the answer into short pieces at character boundaries (whole emoji and CJK characters). */
export function pieces(text: string, size = 6): string[] {
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
