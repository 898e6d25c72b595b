/**
 * Fan alerts: the engine yields one event per real football goal, cancellation, red card, kick-off,
 * half-time and full time, and per basketball quarter end, final and late lead change, with ids
 * that are the same on a replay; the database finds the fans of a match or its teams, and each fan
 * gets each event once on `user:{id}`, however many of the match's follows apply.
 */
import { sql } from 'kysely';
import {
  LEAD_CHANGE_LAST_S,
  MessageCodes,
  type FanAlert,
  type ServerMessage,
  type Topic,
} from '@kickoff/shared/contracts';
import { insertUser } from '../accounts/signup';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { ManualClock, beijingMidnight } from './clock';
import { LiveEngine, scriptFor, type TickBatch } from './engine';
import {
  dbFollowers,
  fanAlertSender,
  fanDeliveries,
  fanEventOf,
  type FanEvent,
  type FollowerLookup,
} from './fan-alerts';
import { applyStep, newRuntime } from './match-runtime';
import { scheduleDay } from './schedule';
import { MemoryStore } from './store';

const DAY = '2026-06-11';
const START = beijingMidnight(DAY) + 20 * 3600_000;

/** Plays the engine at 60× for `ticks` seconds from 20:00 Beijing (many matches live). */
async function play(seed: number, ticks: number): Promise<TickBatch[]> {
  const clock = new ManualClock(START);
  // demo kick-offs every minute: football always has a match starting
  const engine = new LiveEngine({
    seed,
    speed: 60,
    tickMs: 1000,
    clock,
    store: new MemoryStore(),
    daysAhead: 1,
    demoEveryS: 60,
    demoFirstS: 5,
  });
  await engine.load();
  const out: TickBatch[] = [];
  for (let i = 0; i < ticks; i++) {
    clock.advance(1000);
    out.push(engine.tick());
  }
  return out;
}

let batches: TickBatch[];
let events: FanEvent[];

beforeAll(async () => {
  batches = await play(11, 240);
  events = batches.flatMap((b) => b.fanEvents);
}, 60_000);

const of = (kind: FanAlert['kind']) => events.filter((e) => e.alert.kind === kind).map((e) => e.alert);

test('every pushed goal and cancellation is a fan event with the same teams and score', () => {
  const goals = batches.flatMap((b) => b.goals);
  expect(goals.length).toBeGreaterThan(5);
  const fanGoals = [...of('goal'), ...of('goal_cancelled')];
  expect(fanGoals.length).toBe(goals.length);
  for (const g of goals) {
    const f = fanGoals.find(
      (a) => a.matchId === g.matchId && a.score.join() === g.score.join() && a.minute === g.minute,
    );
    expect(f).toMatchObject({
      kind: g.cancelled ? 'goal_cancelled' : 'goal',
      home: g.home,
      away: g.away,
      league: g.league,
      side: g.side,
      player: g.player,
      sport: 'football',
    });
  }
});

test('football kick-off, half-time and full time come once per match, in that order', () => {
  const finished = new Set(of('full_time').map((a) => a.matchId));
  expect(finished.size).toBeGreaterThan(1);
  expect(of('kick_off').length).toBeGreaterThan(0);
  for (const id of finished) {
    const kinds = events
      .filter((e) => e.alert.matchId === id && ['kick_off', 'half_time', 'full_time'].includes(e.alert.kind))
      .map((e) => e.alert.kind);
    // a match already under way at the start shows only what came after
    expect(['kick_off,half_time,full_time', 'half_time,full_time', 'full_time']).toContain(kinds.join());
  }
  expect(of('red_card').every((a) => a.side && a.player)).toBe(true);
});

/** Every fan event of a whole basketball day, each match played through from its script. */
function basketballDay(): FanAlert[] {
  const out: FanAlert[] = [];
  for (const fx of scheduleDay(11, DAY, 'basketball', DAY).filter((f) => f.fate === 'normal')) {
    const m = newRuntime(fx, scriptFor(fx));
    m.script!.steps.forEach((step, i) => {
      const before = { s: m.bb!.s as number, sc: [m.bb!.sc[0], m.bb!.sc[1]] as [number, number] };
      const fx2 = applyStep(m, step, 1, () => '');
      const e = fanEventOf(m, step, i, before, fx2.incident, 0);
      if (e) out.push(e.alert);
    });
  }
  return out;
}

test('basketball: four quarter ends (and overtimes) in order, one final, lead changes only late', () => {
  const day = basketballDay();
  const finals = day.filter((a) => a.kind === 'final');
  expect(finals.length).toBeGreaterThan(10);
  for (const f of finals) {
    const periods = day.filter((a) => a.kind === 'quarter_end' && a.matchId === f.matchId).map((a) => a.period!);
    expect(periods.slice(0, 3)).toEqual([1, 2, 3]);
    expect(periods.length === 3 || periods[3] === 4).toBe(true);
    expect(f.sport).toBe('basketball');
    expect(f.score[0]).not.toBe(f.score[1]);
  }
  const leads = day.filter((a) => a.kind === 'lead_change');
  expect(leads.length).toBeGreaterThan(0);
  for (const a of leads) {
    const seconds = Number(/(\d+)秒$/.exec(a.minute)?.[1]);
    expect(seconds).toBeLessThanOrEqual(LEAD_CHANGE_LAST_S);
    expect(a.minute).toMatch(/^(第四节|加时)/);
    // the new leader leads
    expect(a.side === 'home' ? a.score[0] > a.score[1] : a.score[1] > a.score[0]).toBe(true);
  }
});

test('ids are unique and the same when the same world is played again', async () => {
  const ids = events.map((e) => e.alert.id);
  expect(new Set(ids).size).toBe(ids.length);
  const again = (await play(11, 60)).flatMap((b) => b.fanEvents.map((e) => e.alert.id));
  expect(again.length).toBeGreaterThan(0);
  expect(again).toEqual(ids.slice(0, again.length));
});

test('each fan gets each event once, whether following the match, a team or both', async () => {
  const e = events.find((x) => x.alert.kind === 'goal')!;
  const other = events.find((x) => x.alert.matchId !== e.alert.matchId && x.homeId !== e.homeId)!;
  const lookup: FollowerLookup = {
    followers: async () => [
      { userId: 1, matchId: e.alert.matchId },
      { userId: 1, teamId: e.homeId },
      { userId: 2, teamId: e.awayId },
      { userId: 3, matchId: other.alert.matchId },
    ],
  };
  const got = await fanDeliveries(lookup, [e]);
  expect(got).toEqual([
    { userId: 1, alert: e.alert },
    { userId: 2, alert: e.alert },
  ]);
  expect(await fanDeliveries(lookup, [])).toEqual([]);
});

describe('against the database', () => {
  let t: OpenTestDb;
  let fans: number[];

  beforeAll(async () => {
    t = await openTestDb();
    fans = [];
    for (const phone of ['13700003201', '13700003202', '13700003203'])
      fans.push((await insertUser(t.db, phone, 'x', `提醒球迷${phone.slice(-1)}`))!.id);
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  test('the fans of a match or of its teams get FAN_ALERT on their own topic, others nothing', async () => {
    const e = events.find((x) => x.alert.kind === 'goal')!;
    const [byMatch, byTeam, stranger] = fans as [number, number, number];
    const matchId = e.alert.matchId;
    await sql`INSERT INTO live_follows (user_id, sport, match_id) VALUES (${byMatch}, 'football', ${matchId})`.execute(
      t.db,
    );
    await sql`INSERT INTO team_follows (user_id, team_id) VALUES (${byMatch}, ${e.awayId}), (${byTeam}, ${e.awayId}),
      (${stranger}, ${e.homeId + 1_000_000})`.execute(t.db);
    const sent: Array<{ topic: Topic; msg: ServerMessage }> = [];
    const pushed: number[] = [];
    const sender = fanAlertSender({ publish: (topic, msg) => sent.push({ topic, msg }) }, dbFollowers(t.db), {
      also: (userId) => pushed.push(userId),
    });
    await sender.send([e]);
    expect(sent.map((s) => s.topic).sort()).toEqual([`user:${byMatch}`, `user:${byTeam}`].sort());
    for (const s of sent) expect(s.msg).toMatchObject({ code: MessageCodes.FAN_ALERT, topic: s.topic, data: e.alert });
    expect(pushed.sort()).toEqual([byMatch, byTeam].sort());
    // a tick without events sends nothing
    await sender.send([]);
    expect(sent).toHaveLength(2);
  });

  test('a failed lookup is reported and the next tick is still delivered', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const sent: Topic[] = [];
    const sender = fanAlertSender(
      { publish: (topic) => sent.push(topic) },
      {
        followers: async () => {
          if (fail) throw new Error('db down');
          return [{ userId: 9, matchId: events[0]!.alert.matchId }];
        },
      },
      { onError: (err) => errors.push(err) },
    );
    await sender.send([events[0]!]);
    fail = false;
    await sender.send([events[0]!]);
    expect(errors).toHaveLength(1);
    expect(sent).toEqual(['user:9']);
  });
});
