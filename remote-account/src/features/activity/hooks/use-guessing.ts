/** Match guessing: the matches open for a pick, and a pick sent (signed-in fans only), shown at once. */
import { ACTIVITIES_PATHS, SUCCESS, type GuessMatch, type GuessPick } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { showToast } from '@kickoff/shared/ui';
import { useCall } from '../../../lib/use-call';
import { sendGuess } from '../api';

export function useGuessing() {
  const token = useAuthStore((s) => s.token);
  const matches = useCall<GuessMatch[]>(['guess-matches', token], ACTIVITIES_PATHS.guessMatches);
  const guess = async (m: GuessMatch, pick: GuessPick) => {
    if (!token) return showToast('请先登录');
    const res = await sendGuess(m.matchId, pick).catch(() => null);
    showToast(res?.msg || '网络异常，请稍后重试');
    // the server's message is shown either way; only an accepted pick marks the match
    if (res?.code === SUCCESS) matches.setData((list) => list.map((x) => (x === m ? { ...x, myPick: pick } : x)));
  };
  return { matches, guess };
}
