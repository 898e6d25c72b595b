/** The replay calls (shapes in @kickoff/shared/contracts/vlive). */
import { get, unwrap } from '@kickoff/shared/api';
import { VLIVE_PATHS, type ReplayChatLine, type ReplayChatPage, type ReplayRow } from '@kickoff/shared/contracts/vlive';
import { REPLAY_WINDOW_MS } from './replay-sync';

export function getReplays(): Promise<ReplayRow[]> {
  return unwrap(get<ReplayRow[]>(VLIVE_PATHS.replays));
}

/** Every line of one window of a replay's chat (page after page). */
export async function replayChatWindow(replayId: number, window: number): Promise<ReplayChatLine[]> {
  const from = window * REPLAY_WINDOW_MS;
  const out: ReplayChatLine[] = [];
  let after = 0;
  do {
    const page = await unwrap(
      get<ReplayChatPage>(VLIVE_PATHS.replayChat, { id: replayId, from, to: from + REPLAY_WINDOW_MS, after }),
    );
    out.push(...page.list);
    after = page.next;
  } while (after);
  return out;
}
