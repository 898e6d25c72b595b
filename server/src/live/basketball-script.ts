/**
 * Writes a basketball game's script from its seed: possessions alternate, each ends in a make,
 * miss, turnover or free throws at rates from the teams' strengths; quarters, breaks and as many
 * overtimes as a tie needs; team stats, Chinese text live and odds changes along the way.
 * One minute of game clock takes about two and a bit minutes of real time, as on TV.
 */
import type { OddsType } from '@kickoff/shared/contracts';
import { BASKETBALL_STATUS as BS } from '@kickoff/shared/contracts';
import { rngFor } from './prng';
import { squadOf, teamById } from './reference/clubs';
import { COMPANIES, ODDS_TYPE_LIST, basketballQuote, nextView } from './odds-model';
import type { Fixture, OddsQuote, Phase, Script, ScriptStep } from './types';

/** real seconds per second of game clock (stoppages, free throws, time-outs) */
export const CLOCK_STRETCH = 2.2;
const SHORT_BREAK = 150;
const HALF_TIME = 900;
const OT_BREAK = 120;

type Side = 'home' | 'away';

/** game-clock seconds of a quarter: 12 minutes in the NBA and CBA, 10 elsewhere */
export function quarterSeconds(leagueId: number): number {
  return leagueId === 1 || leagueId === 5 ? 12 * 60 : 10 * 60;
}

export function basketballScript(fx: Fixture): Script {
  const rng = rngFor(fx.seed, 'bb', fx.id);
  const home = teamById(fx.homeId);
  const away = teamById(fx.awayId);
  if (!home || !away) throw new Error(`unknown team in fixture ${fx.id}`);
  const qLen = quarterSeconds(fx.leagueId);
  const steps: ScriptStep[] = [];
  const phases: Phase[] = [{ s: BS.NOT_STARTED, from: -Infinity, base: 0, cap: 0 }];
  const squads = { home: squadOf(home.id), away: squadOf(away.id) };
  const gap = (home.strength - away.strength) / 100;
  const makeP = { home: 0.47 + gap * 0.25 + 0.01, away: 0.47 - gap * 0.25 };
  const pace = fx.leagueId === 1 ? 14.5 : 16;
  const score: [number, number] = [0, 0];
  const views = new Map<string, number>();
  const fullGame = qLen * 4;

  const status = (at: number, s: number, cap = qLen) => {
    steps.push({ at, k: 'status', s });
    phases.push({ s, from: at, base: 0, cap });
  };
  const text = (at: number, line: string) => steps.push({ at, k: 'text', minute: 0, text: line });

  const quoteAll = (at: number, gameLeft: number, force: boolean) => {
    const frac = gameLeft / fullGame;
    const expectedMargin = score[0] - score[1] + (gap * 40 + 3) * frac;
    const expectedTotal = score[0] + score[1] + (fx.leagueId === 1 ? 228 : 172) * frac;
    const input = { margin: expectedMargin, total: expectedTotal, sd: 12 * Math.sqrt(Math.max(frac, 0.01)) };
    const quotes: OddsQuote[] = [];
    for (const company of COMPANIES) {
      for (const type of ODDS_TYPE_LIST as OddsType[]) {
        if (!force && !rng.chance(0.5)) continue;
        const key = `${company.companyId}:${type}`;
        const view = nextView(views.get(key) ?? 0, rng);
        views.set(key, view);
        quotes.push({ companyId: company.companyId, type, line: basketballQuote(type, input, company, view) });
      }
    }
    if (quotes.length) steps.push({ at, k: 'odds', quotes });
  };

  quoteAll(-3 * 86400, fullGame, true);
  for (const before of [4 * 3600, 3600]) quoteAll(-before, fullGame, false);

  if (fx.fate === 'postponed' || fx.fate === 'cancelled' || fx.fate === 'tbd') {
    const s = fx.fate === 'postponed' ? BS.POSTPONED : fx.fate === 'cancelled' ? BS.CANCELLED : BS.TBD;
    const at = fx.fate === 'tbd' ? -3 * 86400 + 1 : -rng.int(600, 3600);
    status(at, s);
    text(
      at,
      s === BS.POSTPONED
        ? '赛事通知：本场比赛推迟举行。'
        : s === BS.CANCELLED
          ? '赛事通知：本场比赛取消。'
          : '赛事通知：本场比赛时间待定。',
    );
    return { steps, phases, end: at };
  }

  const interruptQuarter = fx.fate === 'interrupted' || fx.fate === 'abandoned' ? rng.int(1, 4) : 0;
  let t = 0;
  let leader: Side | null = null;

  /** plays `len` seconds of game clock starting at real second `start`; returns the real end */
  const playPeriod = (start: number, len: number, period: number, liveStatus: number): number | null => {
    let clock = 0;
    let possession: Side = rng.chance(0.5) ? 'home' : 'away';
    let shift = 0;
    const gameBefore = Math.min(4, period - 1) * qLen + Math.max(0, period - 5) * 300;
    while (clock < len) {
      clock += rng.int(Math.round(pace * 0.5), Math.round(pace * 1.5));
      if (clock > len) break;
      const at = start + shift + clock * CLOCK_STRETCH;
      if (period === interruptQuarter && clock > len / 2 && shift === 0) {
        const pause = rng.int(300, 900);
        steps.push({ at, k: 'status', s: BS.INTERRUPTED });
        phases.push({ s: BS.INTERRUPTED, from: at, base: clock, cap: len });
        text(at, rng.pick(['场馆设备故障，比赛暂停。', '球迷冲入场地，比赛暂时中断。']));
        if (fx.fate === 'abandoned') {
          steps.push({ at: at + pause, k: 'status', s: BS.ABANDONED });
          phases.push({ s: BS.ABANDONED, from: at + pause, base: 0, cap: 0 });
          text(at + pause, `比赛无法继续进行，宣布腰斩，比分定格在${score[0]}-${score[1]}。`);
          return null;
        }
        shift = pause;
        steps.push({ at: at + pause, k: 'status', s: liveStatus });
        // the game clock resumes where it stopped: the phase starts as if the pause never was
        phases.push({ s: liveStatus, from: start + pause, base: 0, cap: len });
        text(at + pause, '比赛恢复进行。');
      }
      const side = possession;
      possession = side === 'home' ? 'away' : 'home';
      const i = side === 'home' ? 0 : 1;
      const shooter = rng.pick(squads[side]);
      const r = rng.next();
      if (r < 0.13) {
        const stealer = rng.chance(0.55);
        steps.push({ at, k: 'points', q: period - 1, side, pts: 0, d: { turnovers: 1 } });
        if (stealer) steps.push({ at, k: 'points', q: period - 1, side: possession, pts: 0, d: { steals: 1 } });
        continue;
      }
      if (r < 0.22) {
        const made = (rng.chance(0.78) ? 1 : 0) + (rng.chance(0.78) ? 1 : 0);
        score[i] += made;
        steps.push({ at, k: 'points', q: period - 1, side, pts: made, d: { ftm: made, fta: 2 } });
        steps.push({ at, k: 'points', q: period - 1, side: possession, pts: 0, d: { fouls: 1 } });
        continue;
      }
      const three = rng.chance(0.38);
      const p = makeP[side] - (three ? 0.11 : -0.04);
      if (rng.chance(p)) {
        const pts = three ? 3 : 2;
        score[i] += pts;
        const basket: Extract<ScriptStep, { k: 'points' }> = {
          at,
          k: 'points',
          q: period - 1,
          side,
          pts,
          d: { fgm: 1, fga: 1, ...(three ? { tpm: 1, tpa: 1 } : {}), ...(rng.chance(0.6) ? { assists: 1 } : {}) },
        };
        steps.push(basket);
        if (three && rng.chance(0.12)) {
          // the box score credits the three to the player the line names
          basket.by = shooter.id;
          text(at, `${side === 'home' ? home.name : away.name}${shooter.name}命中三分！比分${score[0]}-${score[1]}。`);
        }
        const now: Side | null = score[0] > score[1] ? 'home' : score[1] > score[0] ? 'away' : null;
        if (now && leader && now !== leader && rng.chance(0.5))
          text(at, `${now === 'home' ? home.name : away.name}反超比分，${score[0]}-${score[1]}。`);
        if (now) leader = now;
      } else {
        steps.push({ at, k: 'points', q: period - 1, side, pts: 0, d: { fga: 1, ...(three ? { tpa: 1 } : {}) } });
        const defender: Side = possession;
        const offensive = rng.chance(0.25);
        steps.push({
          at,
          k: 'points',
          q: period - 1,
          side: offensive ? side : defender,
          pts: 0,
          d: { rebounds: 1, ...(rng.chance(0.08) && !offensive ? { blocks: 1 } : {}) },
        });
        if (offensive) possession = side;
      }
      if (rng.chance(0.03)) quoteAll(at, Math.max(0, fullGame - gameBefore - clock), false);
    }
    return start + shift + len * CLOCK_STRETCH;
  };

  const quarterLive = [BS.Q1, BS.Q2, BS.Q3, BS.Q4];
  const quarterEnd = [BS.Q1_END, BS.Q2_END, BS.Q3_END];
  for (let q = 1; q <= 4; q++) {
    const live = quarterLive[q - 1] as number;
    status(t, live);
    steps.push({
      at: t,
      k: 'text',
      minute: q,
      text: q === 1 ? `比赛开始，${home.name}对阵${away.name}。` : `第${q}节比赛开始。`,
    });
    const end = playPeriod(t, qLen, q, live);
    if (end === null) return done();
    t = end;
    if (q < 4) {
      status(t, quarterEnd[q - 1] as number);
      text(t, `第${q}节结束，${home.name} ${score[0]}-${score[1]} ${away.name}。`);
      quoteAll(t + 5, fullGame - q * qLen, true);
      t += q === 2 ? HALF_TIME : SHORT_BREAK;
    }
  }
  let ot = 0;
  while (score[0] === score[1]) {
    ot += 1;
    if (ot === 1) text(t, `常规时间战平${score[0]}-${score[1]}，比赛进入加时赛。`);
    t += OT_BREAK;
    status(t, BS.OVERTIME, 300);
    text(t, `第${ot}个加时开始。`);
    const end = playPeriod(t, 300, 4 + ot, BS.OVERTIME);
    if (end === null) return done();
    t = end;
    if (ot >= 6 && score[0] === score[1]) {
      score[0] += 1;
      steps.push({ at: t - 1, k: 'points', q: 3 + ot, side: 'home', pts: 1, d: { ftm: 1, fta: 1 } });
    }
  }
  status(t, BS.FINISHED);
  text(t, `全场比赛结束，${home.name} ${score[0]}-${score[1]} ${away.name}。`);
  return done();

  function done(): Script {
    const sorted = steps
      .map((s, i) => [s, i] as const)
      .sort((a, b) => a[0].at - b[0].at || a[1] - b[1])
      .map(([s]) => s);
    return { steps: sorted, phases, end: sorted.reduce((m, s) => Math.max(m, s.at), 0) };
  }
}
