/**
 * Writes a football match's whole script up front from its seed: minute by minute, each side
 * attacks, shoots and sometimes scores in proportion to its strength; cards, corners, penalties,
 * substitutions, the odd own goal and VAR-cancelled goal, text live in Chinese and every odds
 * change. Playing the match is then only revealing the steps whose time has come, which makes it
 * deterministic, resumable and consistent (the score is the fold of the goal incidents).
 */
import type { Incident, IncidentType, OddsType } from '@kickoff/shared/contracts';
import { FOOTBALL_STATUS as FS } from '@kickoff/shared/contracts';
import { rngFor, type Rng } from './prng';
import { teamById, type Player } from './reference/clubs';
import { teamSheet } from './formation';
import { COMPANIES, ODDS_TYPE_LIST, footballFair, footballQuote, nextView, redCardFactor } from './odds-model';
import type { Fixture, OddsQuote, Phase, Script, ScriptStep } from './types';

type Side = 'home' | 'away';
const SIDES: readonly Side[] = ['home', 'away'];
const idx = (s: Side) => (s === 'home' ? 0 : 1);
const other = (s: Side): Side => (s === 'home' ? 'away' : 'home');

interface SideState {
  onPitch: Player[];
  bench: Player[];
  booked: Set<number>;
  subs: number;
  reds: number;
  name: string;
}

/** The published team sheet (formation.ts) is who starts: the eleven on the pitch, the rest on the bench. */
function onPitch(fx: Fixture, teamId: number): { onPitch: Player[]; bench: Player[] } {
  const sheet = teamSheet(fx.seed, fx.id, teamId);
  return { onPitch: [...sheet.starters], bench: [...sheet.bench] };
}

function pickWeighted(players: Player[], rng: Rng, weights: Record<string, number>): Player {
  const total = players.reduce((t, p) => t + (weights[p.position] ?? 0.1), 0);
  let r = rng.next() * total;
  for (const p of players) {
    r -= weights[p.position] ?? 0.1;
    if (r <= 0) return p;
  }
  return players[players.length - 1] as Player;
}

const SCORER_WEIGHTS = { 前锋: 5, 中场: 2.5, 后卫: 0.7, 门将: 0 };
const CARD_WEIGHTS = { 前锋: 0.8, 中场: 1.5, 后卫: 2, 门将: 0.2 };
const OWN_GOAL_WEIGHTS = { 前锋: 0.1, 中场: 0.6, 后卫: 3, 门将: 0.5 };

const ATTACK_LINES = [
  (t: string, p: string) => `${t}${p}在禁区外起脚远射，皮球稍稍偏出立柱。`,
  (t: string, p: string) => `${t}${p}带球突入禁区，射门被门将扑出。`,
  (t: string) => `${t}从右路发起进攻，传中被对方后卫解围。`,
  (t: string) => `${t}中场连续传递，耐心寻找进攻机会。`,
  (t: string, p: string) => `${t}${p}头球攻门，可惜顶高了。`,
  (t: string) => `${t}打出一次漂亮的反击，最后一传稍大。`,
];

export function footballScript(fx: Fixture): Script {
  const rng = rngFor(fx.seed, 'fb', fx.id);
  const home = teamById(fx.homeId);
  const away = teamById(fx.awayId);
  if (!home || !away) throw new Error(`unknown team in fixture ${fx.id}`);
  const steps: ScriptStep[] = [];
  const phases: Phase[] = [{ s: FS.NOT_STARTED, from: -Infinity, base: 0, cap: 0 }];
  const side: Record<Side, SideState> = {
    home: { ...onPitch(fx, home.id), booked: new Set(), subs: 0, reds: 0, name: home.name },
    away: { ...onPitch(fx, away.id), booked: new Set(), subs: 0, reds: 0, name: away.name },
  };
  // goal rates per 90 minutes from the strength gap, with a home advantage
  const gap = (home.strength - away.strength) / 100;
  const rate: Record<Side, number> = {
    home: Math.max(0.45, 1.45 + gap * 2.2 + 0.15),
    away: Math.max(0.4, 1.2 - gap * 2.2),
  };
  const score: [number, number] = [0, 0];
  const views = new Map<string, number>();

  const text = (at: number, minute: number, line: string, incident?: IncidentType) =>
    steps.push(incident ? { at, k: 'text', minute, text: line, incident } : { at, k: 'text', minute, text: line });
  const status = (at: number, s: number, base: number, cap: number, psc?: [number, number]) => {
    steps.push(psc ? { at, k: 'status', s, psc } : { at, k: 'status', s });
    phases.push({ s, from: at, base, cap });
  };
  const incident = (at: number, inc: Omit<Incident, 'id'>) => steps.push({ at, k: 'incident', inc });

  /** odds for the rest of the match given `minutesLeft` of 90 (plus extra time when in it) */
  const quoteAll = (at: number, minutesLeft: number, force: boolean) => {
    const quotes: OddsQuote[] = [];
    const f = Math.max(0, minutesLeft) / 90;
    const redFactor = (s: Side) => redCardFactor(side[s].reds, side[other(s)].reds);
    const fair = footballFair({
      lh: rate.home * f * redFactor('home'),
      la: rate.away * f * redFactor('away'),
      score: [...score] as [number, number],
    });
    for (const company of COMPANIES) {
      for (const type of ODDS_TYPE_LIST as OddsType[]) {
        if (!force && !rng.chance(0.55)) continue;
        const key = `${company.companyId}:${type}`;
        const view = nextView(views.get(key) ?? 0, rng);
        views.set(key, view);
        quotes.push({ companyId: company.companyId, type, line: footballQuote(type, fair, company, view) });
      }
    }
    if (quotes.length) steps.push({ at, k: 'odds', quotes });
  };

  // opening lines long before kick-off, then a few pre-match moves
  quoteAll(-3 * 86400, 90, true);
  for (const before of [6 * 3600, 2 * 3600, 1800]) quoteAll(-before, 90, false);

  if (fx.fate === 'postponed' || fx.fate === 'cancelled' || fx.fate === 'tbd') {
    const s = fx.fate === 'postponed' ? FS.POSTPONED : fx.fate === 'cancelled' ? FS.CANCELLED : FS.TBD;
    // the announcement comes a little before kick-off (TBD fixtures are unknown from the start)
    const at = fx.fate === 'tbd' ? -3 * 86400 + 1 : -rng.int(600, 3600);
    status(at, s, 0, 0);
    text(
      at,
      0,
      s === FS.POSTPONED
        ? '赛事通知：本场比赛推迟举行。'
        : s === FS.CANCELLED
          ? '赛事通知：本场比赛取消。'
          : '赛事通知：本场比赛时间待定。',
    );
    return { steps: sortSteps(steps), phases, end: at };
  }

  const stoppage1 = rng.int(1, 4);
  const stoppage2 = rng.int(2, 7);
  let t = 0;
  status(0, FS.FIRST_HALF, 0, 45);
  text(0, 0, `比赛开始，${home.name}开球。`);
  const interruptAt = fx.fate === 'interrupted' || fx.fate === 'abandoned' ? rng.int(20, 80) : -1;
  let abandoned = false;
  // while a VAR review is pending no other goal is written, so every goal's score stays true
  let varPendingUntil = -1;
  // goals are written home side first within a minute; this keeps their times in score order
  let lastGoalAt = -1;
  const goalAt = (at: number) => {
    lastGoalAt = Math.max(at, lastGoalAt + 1);
    return lastGoalAt;
  };

  const playMinutes = (
    from: number,
    to: number,
    minuteBase: number,
    lastMinute: number,
    halfStart: number,
    cap: number,
    liveStatus: number,
  ) => {
    for (let m = from; m <= to && !abandoned; m++) {
      const at0 = halfStart + (m - from) * 60;
      const shown = Math.min(m, lastMinute);
      const extra = m > lastMinute ? m - lastMinute : undefined;
      const stamp = (sec: number) => at0 + sec;
      if (m === interruptAt) {
        const pause = rng.int(5, 15) * 60;
        status(stamp(5), FS.INTERRUPTED, minuteBase, cap);
        text(
          stamp(5),
          shown,
          rng.pick(['比赛因暴雨暂时中断。', '场边发生骚乱，裁判暂停了比赛。', '球场照明故障，比赛暂时中断。']),
        );
        if (fx.fate === 'abandoned') {
          status(stamp(5) + pause, FS.ABANDONED, minuteBase, cap);
          text(stamp(5) + pause, shown, `比赛无法继续，裁判宣布本场比赛腰斩，比分定格在${score[0]}-${score[1]}。`);
          abandoned = true;
          return stamp(5) + pause;
        }
        // the rest of the match slides back by the pause
        status(stamp(5) + pause, liveStatus, minuteBase, cap);
        text(stamp(5) + pause, shown, '比赛恢复进行。');
        halfStart += pause;
        phases[phases.length - 1] = {
          s: liveStatus,
          from: stamp(5) + pause - (m - from) * 60 - 5,
          base: minuteBase,
          cap,
        };
      }
      const at = (sec: number) => halfStart + (m - from) * 60 + sec;
      let poss = 50 + gap * 40 + 3 + (rng.next() - 0.5) * 30;
      poss = Math.max(25, Math.min(75, Math.round(poss)));
      const d = {
        attacks: [0, 0] as [number, number],
        dangerous: [0, 0] as [number, number],
        shots: [0, 0] as [number, number],
        onTarget: [0, 0] as [number, number],
        possession: poss,
      };
      for (const s of SIDES) {
        const i = idx(s);
        const me = side[s];
        const share = (s === 'home' ? poss : 100 - poss) / 50;
        const redPenalty = Math.pow(0.7, me.reds);
        d.attacks[i] = rng.poisson(1.0 * share * redPenalty);
        d.dangerous[i] = rng.poisson(0.55 * share * redPenalty);
        const perMinuteGoal = (rate[s] / 90) * redPenalty;
        // shots on target convert at ~30 %, so on-target shots come at goal rate / 0.3
        const onTarget = rng.poisson(perMinuteGoal / 0.3);
        const offTarget = rng.poisson(perMinuteGoal * 2.2);
        d.shots[i] = onTarget + offTarget;
        d.onTarget[i] = onTarget;
        for (let k = 0; k < onTarget; k++) {
          if (!rng.chance(0.3) || at(0) <= varPendingUntil) {
            if (rng.chance(0.25))
              text(
                at(rng.int(5, 55)),
                shown,
                (ATTACK_LINES[1] as (t: string, p: string) => string)(
                  me.name,
                  pickWeighted(me.onPitch, rng, SCORER_WEIGHTS).name,
                ),
              );
            continue;
          }
          const gAt = goalAt(at(rng.int(3, 57)));
          const own = rng.chance(0.05);
          const scorer = own
            ? pickWeighted(side[other(s)].onPitch, rng, OWN_GOAL_WEIGHTS)
            : pickWeighted(me.onPitch, rng, SCORER_WEIGHTS);
          score[i] += 1;
          const after: [number, number] = [score[0], score[1]];
          const assistant =
            !own && rng.chance(0.7)
              ? pickWeighted(
                  me.onPitch.filter((p) => p.id !== scorer.id),
                  rng,
                  { 前锋: 2, 中场: 3, 后卫: 1 },
                )
              : undefined;
          incident(gAt, {
            type: own ? 'own_goal' : 'goal',
            minute: shown,
            ...(extra ? { extra } : {}),
            side: s,
            player: scorer.name,
            ...(assistant ? { player2: assistant.name } : {}),
            score: after,
          });
          text(
            gAt,
            shown,
            own
              ? `乌龙球！${side[other(s)].name}${scorer.name}解围不慎将球打进自家球门，${home.name} ` +
                  `${after[0]}-${after[1]} ${away.name}。`
              : `球进了！${me.name}${scorer.name}${assistant ? `接${assistant.name}的传球` : ''}破门得分，` +
                  `${home.name} ${after[0]}-${after[1]} ${away.name}。`,
            own ? 'own_goal' : 'goal',
          );
          if (rng.chance(0.04)) {
            // VAR: the goal stands for a minute or two, then comes off the board
            score[i] -= 1;
            const later = gAt + rng.int(60, 150);
            const back: [number, number] = [score[0], score[1]];
            incident(later, {
              type: 'goal_cancelled',
              minute: shown,
              ...(extra ? { extra } : {}),
              side: s,
              player: scorer.name,
              score: back,
            });
            text(
              later,
              shown,
              `VAR介入！经视频助理裁判复核，${scorer.name}的进球因越位在先被判无效，比分恢复为${back[0]}-${back[1]}。`,
              'goal_cancelled',
            );
            varPendingUntil = later;
            continue;
          }
          quoteAll(gAt + 30, 90 - m, true);
        }
        if (rng.chance(0.0032 * share) && at(0) > varPendingUntil) {
          const taker = pickWeighted(me.onPitch, rng, { 前锋: 4, 中场: 2, 后卫: 0.3 });
          const sec = rng.int(5, 55);
          const pAt = goalAt(at(sec));
          if (rng.chance(0.78)) {
            score[i] += 1;
            const after: [number, number] = [score[0], score[1]];
            incident(pAt, {
              type: 'penalty',
              minute: shown,
              ...(extra ? { extra } : {}),
              side: s,
              player: taker.name,
              score: after,
            });
            text(
              pAt,
              shown,
              `点球命中！${me.name}${taker.name}主罚点球一蹴而就，${home.name} ${after[0]}-${after[1]} ${away.name}。`,
              'penalty',
            );
            d.shots[i] += 1;
            d.onTarget[i] += 1;
            quoteAll(pAt + 30, 90 - m, true);
          } else {
            incident(at(sec), {
              type: 'penalty_missed',
              minute: shown,
              ...(extra ? { extra } : {}),
              side: s,
              player: taker.name,
            });
            text(at(sec), shown, `点球未进！${me.name}${taker.name}主罚的点球被门将扑出。`, 'penalty_missed');
          }
        }
        for (let k = rng.poisson(0.055 * share); k > 0; k--) {
          const sec = rng.int(1, 59);
          incident(at(sec), { type: 'corner', minute: shown, ...(extra ? { extra } : {}), side: s, player: '' });
          if (rng.chance(0.4)) text(at(sec), shown, `${me.name}获得角球。`, 'corner');
        }
        if (rng.chance(0.021)) {
          const p = pickWeighted(me.onPitch, rng, CARD_WEIGHTS);
          const sec = rng.int(1, 59);
          if (me.booked.has(p.id) && rng.chance(0.5)) {
            incident(at(sec), {
              type: 'second_yellow',
              minute: shown,
              ...(extra ? { extra } : {}),
              side: s,
              player: p.name,
            });
            text(at(sec), shown, `两黄变一红！${me.name}${p.name}再吃黄牌被罚下。`, 'second_yellow');
            me.onPitch = me.onPitch.filter((x) => x.id !== p.id);
            me.reds += 1;
            quoteAll(at(sec) + 30, 90 - m, true);
          } else if (!me.booked.has(p.id)) {
            me.booked.add(p.id);
            incident(at(sec), { type: 'yellow', minute: shown, ...(extra ? { extra } : {}), side: s, player: p.name });
            text(at(sec), shown, `${me.name}${p.name}犯规动作过大，吃到一张黄牌。`, 'yellow');
          }
        } else if (rng.chance(0.0012) && me.onPitch.length > 8) {
          const p = pickWeighted(me.onPitch, rng, CARD_WEIGHTS);
          const sec = rng.int(1, 59);
          incident(at(sec), { type: 'red', minute: shown, ...(extra ? { extra } : {}), side: s, player: p.name });
          text(at(sec), shown, `红牌！${me.name}${p.name}恶意犯规被主裁直接罚下。`, 'red');
          me.onPitch = me.onPitch.filter((x) => x.id !== p.id);
          me.reds += 1;
          quoteAll(at(sec) + 30, 90 - m, true);
        }
        if (m >= 55 && m <= 88 && me.subs < 5 && me.bench.length > 0 && rng.chance(0.07)) {
          const out = pickWeighted(
            me.onPitch.filter((p) => p.position !== '门将'),
            rng,
            { 前锋: 1, 中场: 1, 后卫: 1 },
          );
          const sameRole = me.bench.filter((p) => p.position === out.position);
          const incoming = sameRole[0] ?? me.bench.find((p) => p.position !== '门将') ?? (me.bench[0] as Player);
          me.bench = me.bench.filter((p) => p.id !== incoming.id);
          me.onPitch = me.onPitch.map((p) => (p.id === out.id ? incoming : p));
          me.subs += 1;
          const sec = rng.int(1, 59);
          incident(at(sec), { type: 'substitution', minute: shown, side: s, player: out.name, player2: incoming.name });
          text(at(sec), shown, `${me.name}换人：${incoming.name}替换${out.name}登场。`, 'substitution');
        }
        if (d.dangerous[i] > 0 && rng.chance(0.05)) {
          const line = rng.pick(ATTACK_LINES);
          text(at(rng.int(1, 59)), shown, line(me.name, pickWeighted(me.onPitch, rng, SCORER_WEIGHTS).name));
        }
      }
      steps.push({ at: at(59), k: 'stats', d });
      if (m % 8 === 0) quoteAll(at(50), 90 - m, false);
    }
    return halfStart + (to - from + 1) * 60;
  };

  t = playMinutes(1, 45 + stoppage1, 0, 45, 0, 45, FS.FIRST_HALF);
  if (abandoned) return finish();
  const ht: [number, number] = [score[0], score[1]];
  status(t, FS.HALF_TIME, 45, 45);
  text(t, 45, `上半场比赛结束，${home.name} ${ht[0]}-${ht[1]} ${away.name}，双方进入中场休息。`);
  const secondStart = t + 15 * 60;
  status(secondStart, FS.SECOND_HALF, 45, 90);
  text(secondStart, 45, '下半场比赛开始。');
  quoteAll(secondStart + 10, 45, true);
  t = playMinutes(46, 90 + stoppage2, 45, 90, secondStart, 90, FS.SECOND_HALF);
  if (abandoned) return finish();

  let psc: [number, number] | null = null;
  if (fx.knockout && score[0] === score[1]) {
    status(t, FS.EXTRA_TIME, 90, 120);
    // the minute clock of extra time starts after the five-minute break
    phases[phases.length - 1] = { s: FS.EXTRA_TIME, from: t + 5 * 60, base: 90, cap: 120 };
    text(t, 90, `常规时间战平${score[0]}-${score[1]}，比赛进入加时赛。`);
    t = playMinutes(91, 120, 90, 120, t + 5 * 60, 120, FS.EXTRA_TIME);
    if (score[0] === score[1]) {
      status(t, FS.PENALTIES, 120, 120);
      text(t, 120, '加时赛结束仍未分出胜负，双方进入点球大战。');
      let h = 0;
      let a = 0;
      for (let k = 0; k < 5 || h === a; k++) {
        if (rng.chance(0.76)) h++;
        if (rng.chance(0.74)) a++;
        if (k > 15) {
          h++;
          break;
        }
      }
      psc = [h, a];
      t += 10 * 60;
      text(t, 120, `点球大战结束，${h > a ? home.name : away.name}以${Math.max(h, a)}-${Math.min(h, a)}胜出。`);
    }
  }
  status(t, FS.FINISHED, 90, 90, psc ?? undefined);
  const final = `全场比赛结束，${home.name} ${score[0]}-${score[1]} ${away.name}${psc ? `（点球${psc[0]}-${psc[1]}）` : ''}。`;
  text(t, 90, final);
  return { steps: sortSteps(steps), phases, end: t };

  function finish(): Script {
    const last = steps.reduce((m, s) => Math.max(m, s.at), 0);
    return { steps: sortSteps(steps), phases, end: last };
  }
}

/** Stable sort by time: steps written at the same second keep their order. */
function sortSteps(steps: ScriptStep[]): ScriptStep[] {
  return steps
    .map((s, i) => [s, i] as const)
    .sort((a, b) => a[0].at - b[0].at || a[1] - b[1])
    .map(([s]) => s);
}
