/**
 * The football-data.org v4 client: GETs with the X-Auth-Token header, within the plan's request budget; a 429
 * blocks it for its Retry-After (or X-RequestCounter-Reset); every answer is checked for the
 * documented shape before anyone sees it, so a malformed one is an error, never empty data.
 */
import type { Clock } from '../../clock';
import { RequestBudget } from './request-budget';
import type { FdMatch, FdMatchList, FdScorers, FdStandings, FdTeam } from './types';

type FdErrorKind = 'budget' | 'rate-limited' | 'server' | 'network' | 'bad-answer' | 'refused';

export class FdError extends Error {
  constructor(
    readonly kind: FdErrorKind,
    message: string,
    /** for budget / rate-limited: ms until a request may go */
    readonly waitMs = 0,
  ) {
    super(message);
  }
}

type Fetch = typeof fetch;

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

function isMatch(v: unknown): v is FdMatch {
  if (!isObj(v) || typeof v.id !== 'number' || typeof v.status !== 'string' || typeof v.utcDate !== 'string')
    return false;
  const { homeTeam, awayTeam, competition, score } = v;
  return (
    isObj(homeTeam) &&
    isObj(awayTeam) &&
    isObj(competition) &&
    typeof competition.code === 'string' &&
    isObj(score) &&
    isObj(score.fullTime)
  );
}

/** Seconds a 429 asks to wait: Retry-After, else X-RequestCounter-Reset, else a minute. */
function retryAfterMs(headers: Headers): number {
  for (const name of ['retry-after', 'x-requestcounter-reset']) {
    const n = Number(headers.get(name));
    if (headers.get(name) !== null && Number.isFinite(n) && n >= 0) return n * 1000;
  }
  return 60_000;
}

export class FootballDataClient {
  readonly budget: RequestBudget;
  /** requests sent, for the budget's tests and logs */
  sent = 0;

  constructor(
    private readonly opts: { url: string; token: string; ratePerMinute: number; clock: Clock; fetch?: Fetch },
  ) {
    this.budget = new RequestBudget(opts.ratePerMinute, opts.clock);
  }

  private async get(path: string): Promise<unknown> {
    if (!this.budget.take()) throw new FdError('budget', `request budget spent for ${path}`, this.budget.waitMs());
    this.sent += 1;
    let res: Response;
    try {
      res = await (this.opts.fetch ?? fetch)(`${this.opts.url}${path}`, {
        headers: { 'X-Auth-Token': this.opts.token, Accept: 'application/json' },
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new FdError('network', `${path}: ${String(err)}`);
    }
    const now = this.opts.clock.now();
    if (res.status === 429) {
      const wait = retryAfterMs(res.headers);
      this.budget.blockUntil(now + wait);
      await res.body?.cancel();
      throw new FdError('rate-limited', `${path}: 429, retry in ${wait} ms`, wait);
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      throw new FdError('server', `${path}: HTTP ${res.status}`);
    }
    const text = await res.text();
    if (!res.ok) throw new FdError('refused', `${path}: HTTP ${res.status} ${text.slice(0, 200)}`);
    // the plan's own count: none left this minute means none until the counter resets
    const left = res.headers.get('x-requests-available-minute');
    if (left !== null && Number(left) <= 0) this.budget.blockUntil(now + retryAfterMs(res.headers));
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new FdError('bad-answer', `${path}: not JSON (${text.slice(0, 60)})`);
    }
  }

  private async matchList(path: string): Promise<FdMatchList> {
    const body = await this.get(path);
    if (!isObj(body) || !Array.isArray(body.matches) || !body.matches.every(isMatch))
      throw new FdError('bad-answer', `${path}: not a v4 match list`);
    return body as unknown as FdMatchList;
  }

  /** GET /v4/matches?competitions&dateFrom&dateTo (YYYY-MM-DD, UTC); today's matches without dates */
  matches(q: { competitions?: string[]; dateFrom?: string; dateTo?: string } = {}): Promise<FdMatchList> {
    const params = new URLSearchParams();
    if (q.competitions?.length) params.set('competitions', q.competitions.join(','));
    if (q.dateFrom) params.set('dateFrom', q.dateFrom);
    if (q.dateTo) params.set('dateTo', q.dateTo);
    const query = params.toString();
    return this.matchList(`/v4/matches${query ? `?${query}` : ''}`);
  }

  /** GET /v4/competitions/{code}/matches?matchday */
  competitionMatches(code: string, matchday?: number): Promise<FdMatchList> {
    return this.matchList(
      `/v4/competitions/${encodeURIComponent(code)}/matches${matchday ? `?matchday=${matchday}` : ''}`,
    );
  }

  /** GET /v4/matches/{id} */
  async match(id: number): Promise<FdMatch> {
    const body = await this.get(`/v4/matches/${id}`);
    if (!isMatch(body)) throw new FdError('bad-answer', `/v4/matches/${id}: not a v4 match`);
    return body;
  }

  /** GET /v4/competitions/{code}/standings */
  async standings(code: string): Promise<FdStandings> {
    const path = `/v4/competitions/${encodeURIComponent(code)}/standings`;
    const body = await this.get(path);
    const ok =
      isObj(body) &&
      isObj(body.competition) &&
      Array.isArray(body.standings) &&
      body.standings.every((s) => isObj(s) && Array.isArray(s.table));
    if (!ok) throw new FdError('bad-answer', `${path}: not v4 standings`);
    return body as unknown as FdStandings;
  }

  /** GET /v4/competitions/{code}/scorers */
  async scorers(code: string): Promise<FdScorers> {
    const path = `/v4/competitions/${encodeURIComponent(code)}/scorers`;
    const body = await this.get(path);
    if (!isObj(body) || !Array.isArray(body.scorers)) throw new FdError('bad-answer', `${path}: not v4 scorers`);
    return body as unknown as FdScorers;
  }

  /** GET /v4/teams/{id} (with its squad) */
  async team(id: number): Promise<FdTeam> {
    const body = await this.get(`/v4/teams/${id}`);
    if (!isObj(body) || typeof body.id !== 'number' || typeof body.name !== 'string')
      throw new FdError('bad-answer', `/v4/teams/${id}: not a v4 team`);
    return body as unknown as FdTeam;
  }
}
