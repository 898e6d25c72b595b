/** 阵容 and 评分: the team sheets agree with the script, the rating model's worked examples (docs/match-models.md §4–5). */
import { FOOTBALL_STATUS as FS, type LineupSide } from '@kickoff/shared/contracts';
import { FORMATIONS, formationFor, positionCounts, teamSheet } from './formation';
import { footballScript } from './football-script';
import { footballLineup, playerRating, type RatingInput } from './match-lineup';
import { coachOf } from './reference/clubs';
import { demoFixture } from './schedule';

const idle: RatingInput = {
  position: '中场',
  minutes: 90,
  goals: 0,
  assists: 0,
  shots: 0,
  onTarget: 0,
  keyPasses: 0,
  tackles: 0,
  saves: 0,
  conceded: 0,
  yellow: false,
  sentOff: false,
  ownGoals: 0,
  penaltiesMissed: 0,
};

describe('rating model (worked examples)', () => {
  it('rates a full match without an event 6.8', () => {
    // 6.5 + 0.3 for ninety minutes
    expect(playerRating(idle)).toBe(6.8);
  });

  it('rates a two-goal forward 9.5', () => {
    // 6.5 + 0.3 + 2 × 1.0 + 4 × 0.05 + 3 × 0.1 + 1 × 0.1 + 1 × 0.07 = 9.47
    expect(playerRating({ ...idle, position: '前锋', goals: 2, shots: 4, onTarget: 3, keyPasses: 1, tackles: 1 })).toBe(
      9.5,
    );
  });

  it("rates a keeper's four saves and one goal let in 7.5", () => {
    // 6.5 + 0.3 + 4 × 0.25 − 0.3 (no clean sheet)
    expect(playerRating({ ...idle, position: '门将', saves: 4, conceded: 1 })).toBe(7.5);
    // with the clean sheet instead: 6.5 + 0.3 + 1.0 + 0.5
    expect(playerRating({ ...idle, position: '门将', saves: 4 })).toBe(8.3);
  });

  it('sends a red-carded defender to the floor of 6.0', () => {
    // off after 30 minutes with 2 tackles: 6.5 + 0.1 + 0.14 + 0.1 (clean sheet so far) − 1.5 = 5.34
    expect(playerRating({ ...idle, position: '后卫', minutes: 30, tackles: 2, sentOff: true })).toBe(6);
    // a yellow alone costs 0.3: 6.5 + 0.3 + 0.3 (clean sheet) − 0.3
    expect(playerRating({ ...idle, position: '后卫', yellow: true })).toBe(6.8);
  });

  it('never goes above 10.0', () => {
    expect(playerRating({ ...idle, position: '前锋', goals: 5, assists: 2, shots: 8, onTarget: 7 })).toBe(10);
  });
});

describe('team sheets', () => {
  const fixtures = Array.from({ length: 40 }, (_, k) => demoFixture(11, 1_800_000_000 + k * 7200));

  it('puts eleven on the pitch in the formation, line by line', () => {
    const seen = new Set<string>();
    for (const fx of fixtures)
      for (const teamId of [fx.homeId, fx.awayId]) {
        const sheet = teamSheet(fx.seed, fx.id, teamId);
        seen.add(sheet.formation);
        expect(sheet.starters).toHaveLength(11);
        const lines = FORMATIONS[sheet.formation]!;
        const perLine = lines.map((_, i) => sheet.slots.filter((s) => s.line === i + 1).length);
        expect(perLine).toEqual([...lines]);
        const counts = positionCounts(sheet.formation);
        for (const [position, n] of Object.entries(counts))
          expect(sheet.starters.filter((p) => p.position === position)).toHaveLength(n);
        expect(new Set([...sheet.starters, ...sheet.bench].map((p) => p.number)).size).toBe(
          sheet.starters.length + sheet.bench.length,
        );
        // the same match always gets the same sheet
        expect(teamSheet(fx.seed, fx.id, teamId)).toEqual(sheet);
      }
    expect(seen.size).toBeGreaterThanOrEqual(4);
    expect(formationFor(11, fixtures[0]!.id, fixtures[0]!.homeId)).toBe(
      teamSheet(11, fixtures[0]!.id, fixtures[0]!.homeId).formation,
    );
    expect(coachOf(fixtures[0]!.homeId)).not.toBe('');
  });

  it('has the script play exactly the published players', () => {
    for (const fx of fixtures) {
      const script = footballScript(fx);
      const lineup = footballLineup(fx, script.steps, fx.ot + 4 * 3600);
      const names = (side: LineupSide | null) => new Set([...side!.starters, ...side!.substitutes].map((p) => p.name));
      const starters = (side: LineupSide | null) => new Set(side!.starters.map((p) => p.name));
      const home = { all: names(lineup.home), on: starters(lineup.home) };
      const away = { all: names(lineup.away), on: starters(lineup.away) };
      const mine = (s: 'home' | 'away') => (s === 'home' ? home : away);
      for (const step of script.steps) {
        if (step.k !== 'incident' || step.inc.type === 'corner') continue;
        const { type, side, player, player2 } = step.inc;
        // an own goal's player is the other side's; everyone else named is on his own side's pitch
        const team = type === 'own_goal' ? mine(side === 'home' ? 'away' : 'home') : mine(side);
        expect(team.all.has(player)).toBe(true);
        if (type !== 'goal_cancelled') expect(team.on.has(player)).toBe(true);
        if (type === 'substitution') {
          expect(team.on.has(player2!)).toBe(false);
          team.on.delete(player);
          team.on.add(player2!);
        } else if (type === 'red' || type === 'second_yellow') team.on.delete(player);
        else if (player2) expect(team.on.has(player2)).toBe(true);
      }
      // every goal that stands is marked on its scorer
      const final = script.steps.filter((s) => s.k === 'incident' && s.inc.score).pop();
      const score = final?.k === 'incident' ? final.inc.score! : [0, 0];
      const ownGoals = (s: LineupSide) =>
        [...s.starters, ...s.substitutes].flatMap((p) => p.marks).filter((m) => m.type === 'own_goal').length;
      const goals = (s: LineupSide) => [...s.starters, ...s.substitutes].reduce((n, p) => n + p.stats.goals, 0);
      expect(goals(lineup.home!) + ownGoals(lineup.away!)).toBe(score[0]);
      expect(goals(lineup.away!) + ownGoals(lineup.home!)).toBe(score[1]);
    }
  });
});

describe('the lineup over a match', () => {
  const fx = demoFixture(5, 1_800_000_000);
  const script = footballScript(fx);
  const upTo = (sec: number) => script.steps.filter((s) => s.at <= sec);

  it('is published an hour before kick-off, not before', () => {
    const early = footballLineup(fx, upTo(-7200), fx.ot - 3601);
    expect(early).toMatchObject({ published: false, publishAt: fx.ot - 3600, home: null, away: null });
    const out = footballLineup(fx, upTo(-1800), fx.ot - 3600);
    expect(out.published).toBe(true);
    expect(out.home!.starters).toHaveLength(11);
    expect(out.away!.starters).toHaveLength(11);
    expect(out.home!.starters.every((p) => p.rating === null && p.marks.length === 0)).toBe(true);
    expect(footballLineup({ ...fx, fate: 'postponed' }, [], fx.ot).published).toBe(false);
    // a match from football-data.org has no team sheet to show, and none is made up
    expect(footballLineup({ ...fx, source: 'football-data' }, [], fx.ot + 600).published).toBe(false);
  });

  it('rates players from ten minutes on and names the man of the match at full time', () => {
    const statsAt = (n: number) => script.steps.filter((s) => s.k === 'stats')[n - 1]!.at;
    const nine = footballLineup(fx, upTo(statsAt(9)), fx.ot + 600);
    expect(nine.rated).toBe(false);
    expect(nine.home!.starters.every((p) => p.rating === null)).toBe(true);
    const ten = footballLineup(fx, upTo(statsAt(10)), fx.ot + 700);
    expect(ten.rated).toBe(true);
    expect(ten.home!.starters.every((p) => p.rating! >= 6 && p.rating! <= 10)).toBe(true);
    expect(ten.home!.starters.every((p) => p.stats.minutes === 10)).toBe(true);
    expect(ten.home!.substitutes.every((p) => p.rating === null)).toBe(true);
    expect(ten.manOfTheMatch).toBeNull();

    const full = footballLineup(fx, script.steps, fx.ot + 4 * 3600);
    const everyone = [
      ...full.home!.starters,
      ...full.home!.substitutes,
      ...full.away!.starters,
      ...full.away!.substitutes,
    ];
    const best = everyone.filter((p) => p.rating !== null).sort((a, b) => b.rating! - a.rating!)[0]!;
    expect(full.manOfTheMatch).not.toBeNull();
    expect(everyone.find((p) => p.id === full.manOfTheMatch)!.rating).toBe(best.rating);
    // a fold is the same from the start whenever it is taken: the first ten minutes do not change later
    const again = footballLineup(fx, upTo(statsAt(10)), fx.ot + 700);
    expect(again).toEqual(ten);
    const status = script.steps.filter((s) => s.k === 'status').pop();
    expect(status?.k === 'status' && status.s).toBe(FS.FINISHED);
  });

  it("raises the scorer's rating with his goal", () => {
    const goal = script.steps.find((s) => s.k === 'incident' && s.inc.type === 'goal' && s.at > 15 * 60);
    if (goal?.k !== 'incident') throw new Error('the demo match has no goal after 15 minutes');
    const side = goal.inc.side;
    const before = footballLineup(fx, upTo(goal.at - 1), fx.ot + 7200)[side]!;
    const after = footballLineup(fx, upTo(goal.at), fx.ot + 7200)[side]!;
    const find = (s: LineupSide) => [...s.starters, ...s.substitutes].find((p) => p.name === goal.inc.player)!;
    expect(find(after).rating! - find(before).rating!).toBeGreaterThanOrEqual(1);
    expect(find(after).marks).toContainEqual(expect.objectContaining({ type: 'goal', minute: goal.inc.minute }));
  });
});
