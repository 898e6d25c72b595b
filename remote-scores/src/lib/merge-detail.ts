/** Folding MATCH_UPDATE pushes into what the detail page loaded. */
import type { FootballTextLive, MatchUpdate, OddsRow, StatisticEntry } from '@kickoff/shared/contracts';

/** Replaces entries with the same key and appends new ones, keeping the base order. */
export function mergeBy<T>(base: readonly T[], add: readonly T[] | undefined, key: (x: T) => string | number): T[] {
  if (!add || add.length === 0) return base as T[];
  const incoming = new Map(add.map((x) => [key(x), x]));
  const out = base.map((x) => {
    const k = key(x);
    const next = incoming.get(k);
    if (next === undefined) return x;
    incoming.delete(k);
    return next;
  });
  return [...out, ...incoming.values()];
}

/** The pie with the statistic's counts; the same object when they did not change (the pie is not redrawn). */
function pieFrom(
  stats: readonly StatisticEntry[],
  pie: FootballTextLive['pies'][number],
): FootballTextLive['pies'][number] {
  const s = stats.find((x) => x.type === pie.type);
  return s && (s.home !== pie.home || s.away !== pie.away) ? { ...pie, home: s.home, away: s.away } : pie;
}

export function mergeTextLive(base: FootballTextLive, u: MatchUpdate): FootballTextLive {
  if (!u.incidents && !u.textLive && !u.statistic) return base;
  const statistic = mergeBy(base.statistic, u.statistic, (s) => s.type);
  const incidents = mergeBy(base.incidents, u.incidents, (i) => i.id);
  const keyEvents = (u.incidents ?? []).filter((i) => i.type !== 'substitution' && i.type !== 'corner');
  const pies: FootballTextLive['pies'] = [
    pieFrom(statistic, base.pies[0]),
    pieFrom(statistic, base.pies[1]),
    pieFrom(statistic, base.pies[2]),
  ];
  return {
    ...base,
    statistic,
    incidents,
    events: mergeBy(base.events, keyEvents, (i) => i.id),
    textLive: mergeBy(base.textLive, u.textLive, (l) => l.id),
    pies: pies.every((p, i) => p === base.pies[i]) ? base.pies : pies,
  };
}

export function mergeOdds(base: readonly OddsRow[], pushed: readonly OddsRow[] | undefined, type: number): OddsRow[] {
  return mergeBy(
    base,
    pushed?.filter((r) => r.type === type),
    (r) => r.companyId,
  );
}
