/**
 * 战报 for a finished football match, from its stored state and incidents: the score and half-time
 * score, every goal with minute and scorer (assist, penalty, own goal), cards, VAR, and the key
 * statistics. Several openings and closings, chosen by the match and the kind of result, so a day
 * of reports does not read alike.
 */
import { minuteMark, type Incident } from '@kickoff/shared/contracts';
import type { StoredGame } from './match-data';
import { esc } from './sanitize';

export interface WrittenArticle {
  title: string;
  summary: string;
  content: string;
}

const minuteOf = (i: Incident) => minuteMark(i.minute, i.extra);
const pick = <T>(list: readonly T[], n: number): T => list[Math.abs(n) % list.length]!;

type Shape = 'draw0' | 'draw' | 'rout' | 'narrow' | 'win' | 'comeback';

function shapeOf(sc: [number, number], incidents: Incident[]): Shape {
  const [h, a] = sc;
  if (h === a) return h === 0 ? 'draw0' : 'draw';
  const winner = h > a ? 'home' : 'away';
  const goals = incidents.filter((i) => i.score && ['goal', 'own_goal', 'penalty'].includes(i.type));
  // the winner was behind at some point
  const trailed = goals.some((g) => {
    const [x, y] = g.score!;
    return winner === 'home' ? x < y : y < x;
  });
  if (trailed) return 'comeback';
  if (Math.abs(h - a) >= 3) return 'rout';
  if (Math.abs(h - a) === 1) return 'narrow';
  return 'win';
}

function goalLine(g: Incident, home: string, away: string): string {
  const team = g.side === 'home' ? home : away;
  const score = g.score ? `（${g.score[0]}-${g.score[1]}）` : '';
  if (g.type === 'own_goal') return `${minuteOf(g)} ${esc(g.player)} 自摆乌龙，${esc(team)}得分${score}`;
  if (g.type === 'penalty') return `${minuteOf(g)} ${esc(g.player)} 主罚点球命中${score}`;
  const assist = g.player2 ? `，${esc(g.player2)} 助攻` : '';
  return `${minuteOf(g)} ${esc(g.player)} 破门${assist}${score}`;
}

export function footballReport(g: StoredGame, incidents: Incident[]): WrittenArticle {
  const fb = g.fb!;
  const [h, a] = fb.sc;
  const home = g.home;
  const away = g.away;
  const goals = incidents.filter((i) => ['goal', 'own_goal', 'penalty'].includes(i.type));
  const scorer = (side: 'home' | 'away') =>
    goals.filter((i) => i.side === side && i.type !== 'own_goal').map((i) => i.player);
  const reds = incidents.filter((i) => i.type === 'red' || i.type === 'second_yellow');
  const yellows = incidents.filter((i) => i.type === 'yellow');
  const vars = incidents.filter((i) => i.type === 'goal_cancelled');
  const missed = incidents.filter((i) => i.type === 'penalty_missed');
  const shape = shapeOf(fb.sc, incidents);
  const winner = h > a ? home : away;
  const loser = h > a ? away : home;
  const hi = Math.max(h, a);
  const lo = Math.min(h, a);
  const seed = g.id;
  const top = (() => {
    const count = new Map<string, number>();
    for (const p of [...scorer('home'), ...scorer('away')]) count.set(p, (count.get(p) ?? 0) + 1);
    return [...count.entries()].sort((x, y) => y[1] - x[1])[0];
  })();
  const braceTitle = top && top[1] >= 2 ? `${top[0]}${top[1] >= 3 ? '帽子戏法' : '梅开二度'}，` : '';

  const titles: Record<Shape, readonly string[]> = {
    draw0: [`${g.league}：${home}0-0${away}，两队互交白卷`, `${home}与${away}闷平，${g.league}${g.round}无进球`],
    draw: [`${g.league}：${home}${h}-${a}${away}，双方握手言和`, `${braceTitle}${home}${h}-${a}战平${away}`],
    rout: [`${braceTitle}${winner}${hi}-${lo}大胜${loser}`, `${g.league}：${winner}${hi}球横扫${loser}`],
    narrow: [`${braceTitle}${winner}${hi}-${lo}力克${loser}`, `${g.league}：${winner}一球小胜${loser}`],
    win: [`${braceTitle}${winner}${hi}-${lo}击败${loser}`, `${g.league}${g.round}：${winner}${hi}-${lo}${loser}`],
    comeback: [`逆转！${winner}${hi}-${lo}翻盘${loser}`, `${braceTitle}${winner}落后反超，${hi}-${lo}逆转${loser}`],
  };
  const title = pick(titles[shape], seed);

  const venue = g.environment?.venue ? `，比赛在${esc(g.environment.venue)}进行` : '';
  const openings = [
    `北京时间${beijingTime(g.ot)}，${esc(g.league)}${esc(g.round)}${venue}。${esc(home)}主场迎战${esc(away)}，最终比分定格在${h}-${a}。`,
    `${esc(g.league)}${esc(g.round)}一场焦点战${venue}，${esc(home)}坐镇主场对阵${esc(away)}。全场战罢，双方比分${h}-${a}。`,
    `${esc(home)}与${esc(away)}的${esc(g.league)}对话于北京时间${beijingTime(g.ot)}打响${venue}，终场哨响时记分牌显示${h}-${a}。`,
  ];
  const half = fb.hsc ? `上半场双方${fb.hsc[0]}-${fb.hsc[1]}进入更衣室。` : '';
  const body: string[] = [`<p>${pick(openings, seed)}${half}</p>`];

  if (goals.length) {
    body.push('<h4>进球</h4>');
    body.push(`<ul>${goals.map((i) => `<li>${goalLine(i, home, away)}</li>`).join('')}</ul>`);
  }
  const storyBits: string[] = [];
  if (shape === 'comeback') storyBits.push(`${esc(winner)}一度落后，但顽强地把比赛扳了回来。`);
  if (shape === 'rout') storyBits.push(`${esc(winner)}全场占据主动，${esc(loser)}防线漏洞百出。`);
  if (shape === 'draw0') storyBits.push('两队攻防互有来回，但都没能找到破门良机。');
  if (top && top[1] >= 2) storyBits.push(`${esc(top[0])}独中${top[1]}元，是本场最耀眼的球员。`);
  if (vars.length)
    storyBits.push(
      `本场共有${vars.length}粒进球被VAR取消，${vars.map((v) => `${minuteOf(v)}${esc(v.player)}`).join('、')}的进球因越位或犯规无效。`,
    );
  if (missed.length) storyBits.push(`${missed.map((m) => `${minuteOf(m)}${esc(m.player)}`).join('、')}罚丢点球。`);
  if (reds.length)
    storyBits.push(
      `${reds.map((r) => `${minuteOf(r)}${esc(r.side === 'home' ? home : away)}的${esc(r.player)}被红牌罚下`).join('；')}。`,
    );
  if (storyBits.length) body.push(`<p>${storyBits.join('')}</p>`);

  const poss = fb.possN > 0 ? Math.round(fb.possSum / fb.possN) : 50;
  body.push('<h4>技术统计</h4>');
  body.push(
    `<table><thead><tr><th>${esc(home)}</th><th>项目</th><th>${esc(away)}</th></tr></thead><tbody>` +
      [
        [fb.shots, '射门'],
        [fb.onTarget, '射正'],
        [[poss, 100 - poss], '控球率%'],
        [fb.cn, '角球'],
        [fb.yc, '黄牌'],
        [fb.rc, '红牌'],
        [fb.dangerous, '危险进攻'],
      ]
        .map(([v, label]) => {
          const pair = v as [number, number];
          return `<tr><td>${pair[0]}</td><td>${label as string}</td><td>${pair[1]}</td></tr>`;
        })
        .join('') +
      '</tbody></table>',
  );
  const cardLine = (y: Incident) => `${esc(y.player)}（${esc(y.side === 'home' ? home : away)}，${minuteOf(y)}）`;
  if (yellows.length) body.push(`<p>黄牌：${yellows.map(cardLine).join('、')}。</p>`);
  const closings = [
    `全场比赛结束，${h === a ? '双方各取1分' : `${esc(winner)}拿下3分`}。`,
    `${h === a ? '一场平局，两队都留有遗憾' : `${esc(winner)}带着胜利离场，${esc(loser)}需要尽快调整`}。`,
    `射门数${fb.shots[0]}比${fb.shots[1]}，${fb.shots[0] >= fb.shots[1] ? esc(home) : esc(away)}在场面上更占优` +
      `势${h === a ? '，但没能把优势转化为胜利' : ''}。`,
  ];
  body.push(`<p>${pick(closings, seed >> 3)}</p>`);

  const scorers = goals
    .filter((i) => i.type !== 'own_goal')
    .map((i) => `${i.player}${minuteOf(i)}`)
    .slice(0, 4)
    .join('、');
  const summary = `${g.league}${g.round}，${home}${h}-${a}${away}${scorers ? `。进球：${scorers}` : '。'}`;
  return { title, summary, content: body.join('\n') };
}

/** YYYY-MM-DD HH:mm in Beijing time. */
export function beijingTime(ot: number): string {
  return new Date((ot + 8 * 3600) * 1000)
    .toISOString()
    .slice(5, 16)
    .replace('T', ' ')
    .replace('-', '月')
    .replace(' ', '日 ');
}
