/**
 * A side's formation and starting eleven for one match (docs/match-models.md §4): the formation is
 * the club's preferred one in most matches and another now and then, drawn from the match seed's own
 * 'lineup' stream (never the script's); the eleven are the squad's first players of each position in
 * the formation's counts. The match script plays exactly these players, so what is published is
 * what happens on the pitch.
 */
import { hashKey, rngFor } from './prng';
import { squadOf, type Player } from './reference/clubs';

/** Outfield lines from the back (defenders first, forwards last); the keeper is not written. */
export const FORMATIONS: Readonly<Record<string, readonly number[]>> = {
  '4-3-3': [4, 3, 3],
  '4-2-3-1': [4, 2, 3, 1],
  '4-4-2': [4, 4, 2],
  '3-5-2': [3, 5, 2],
  '4-1-4-1': [4, 1, 4, 1],
  '3-4-3': [3, 4, 3],
  '5-3-2': [5, 3, 2],
};
const NAMES = Object.keys(FORMATIONS);
/** A side plays its preferred formation in this share of matches. */
const PREFERRED_SHARE = 0.7;

/** The players each position puts on the pitch: defenders the first line, forwards the last, midfield the rest. */
export function positionCounts(formation: string): Record<string, number> {
  const lines = FORMATIONS[formation];
  if (!lines) throw new Error(`unknown formation ${formation}`);
  const df = lines[0] as number;
  const fw = lines[lines.length - 1] as number;
  return { 门将: 1, 后卫: df, 中场: 10 - df - fw, 前锋: fw };
}

/** The formation this team plays in fixture `fxId` of `seed`. */
export function formationFor(seed: number, fxId: number, teamId: number): string {
  const preferred = NAMES[hashKey(0, 'formation', teamId) % NAMES.length] as string;
  const rng = rngFor(seed, 'lineup', fxId, teamId);
  return rng.chance(PREFERRED_SHARE) ? preferred : rng.pick(NAMES);
}

/** A starter's spot: line 0 is the keeper, then the formation's lines from the back; col from the left. */
interface Slot {
  line: number;
  col: number;
}

export interface TeamSheet {
  formation: string;
  /** the eleven in slot order (keeper, then each line left to right) */
  starters: Player[];
  slots: Slot[];
  bench: Player[];
}

/** The team sheet of one side of fixture `fxId`: the eleven placed line by line, the rest on the bench. */
export function teamSheet(seed: number, fxId: number, teamId: number): TeamSheet {
  const formation = formationFor(seed, fxId, teamId);
  const want = positionCounts(formation);
  const squad = squadOf(teamId);
  const picked = new Set<number>();
  const take = (position: string) => {
    const out = squad.filter((p) => p.position === position).slice(0, want[position]);
    if (out.length !== want[position]) throw new Error(`team ${teamId} has too few ${position} for ${formation}`);
    for (const p of out) picked.add(p.id);
    return out;
  };
  const [gk, df, mf, fw] = [take('门将'), take('后卫'), take('中场'), take('前锋')];
  const lines = FORMATIONS[formation] as readonly number[];
  const starters: Player[] = [...gk];
  const slots: Slot[] = [{ line: 0, col: 0 }];
  let mid = 0;
  lines.forEach((count, i) => {
    const pool = i === 0 ? df : i === lines.length - 1 ? fw : mf.slice(mid, (mid += count));
    pool.forEach((p, col) => {
      starters.push(p);
      slots.push({ line: i + 1, col });
    });
  });
  return { formation, starters, slots, bench: squad.filter((p) => !picked.has(p.id)) };
}
