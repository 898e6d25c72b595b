/**
 * No goal alert missed across a reconnect. The client keeps the last goal-alert sequence it saw
 * (`GoalAlert.seq`); a fresh connection only learns where the server's log stands (`head`: a page
 * load never replays old goals); a resumed one asks `GET /api/live/goal-alerts?after=<last>` and
 * hands each missed alert to the subscribed goal topics (`list:football`, `match:{id}`) as if it
 * had been pushed. Each topic gets an alert once (by sequence), and one older than
 * GOAL_ALERT_FRESH_MS by the server's clock is skipped (DESIGN.md: no flood of old events).
 */
import { GOAL_ALERT_FRESH_MS, GOAL_REFILL_MAX, type GoalAlert, type GoalAlertPage } from '../contracts/live';
import { MessageCodes, type ServerMessage, type Topic } from '../contracts/realtime';

/** how many (topic, seq) pairs are remembered for de-duplication */
const SEEN_MAX = 1000;

export type FetchGoalAlerts = (after?: number) => Promise<GoalAlertPage>;

function isGoalTopic(topic: Topic): boolean {
  return topic === 'list:football' || topic.startsWith('match:');
}

export class GoalRefill {
  private last: number | null = null;
  private readonly seen = new Set<string>();
  private baseline: Promise<void> | null = null;

  constructor(
    private readonly fetchPage: FetchGoalAlerts,
    /** the topics subscribed now */
    private readonly topics: () => Iterable<Topic>,
    /** the live path: every incoming message goes through it */
    private readonly deliver: (msg: ServerMessage<GoalAlert>) => void,
  ) {}

  /** The last sequence seen (null before the log's head is known). */
  get lastSeq(): number | null {
    return this.last;
  }

  /** Called for every incoming message: false for a goal alert this topic already had. */
  accept(msg: ServerMessage): boolean {
    if (msg.code !== MessageCodes.GOAL_ALERT) return true;
    const seq = (msg.data as { seq?: unknown } | null)?.seq;
    if (typeof seq !== 'number') return true;
    const key = `${msg.topic ?? ''}|${seq}`;
    if (this.seen.has(key)) return false;
    this.remember(key);
    this.advance(seq);
    return true;
  }

  /** The socket opened: a first connection learns the head, a resumed one refills the gap. */
  opened(resumed: boolean): void {
    if (!this.wanted()) return;
    if (resumed && this.last !== null) void this.refill(this.last);
    else this.learnHead();
  }

  /** A topic was subscribed on an open connection. */
  subscribed(topic: Topic): void {
    if (isGoalTopic(topic) && this.last === null) this.learnHead();
  }

  private wanted(): boolean {
    for (const t of this.topics()) if (isGoalTopic(t)) return true;
    return false;
  }

  private learnHead(): void {
    if (this.baseline) return;
    this.baseline = this.fetchPage().then(
      (page) => this.advance(page.head),
      () => {
        this.baseline = null; // tried again at the next open or goal subscription
      },
    );
  }

  private async refill(after: number): Promise<void> {
    let from = after;
    for (;;) {
      let page: GoalAlertPage;
      try {
        page = await this.fetchPage(from);
      } catch {
        return; // `last` is unchanged: the next reconnect asks again from there
      }
      const subscribed = new Set(this.topics());
      for (const alert of page.list) {
        if (page.now - alert.at > GOAL_ALERT_FRESH_MS) {
          this.advance(alert.seq);
          continue;
        }
        for (const topic of ['list:football', `match:${alert.matchId}`] as Topic[]) {
          if (subscribed.has(topic)) this.deliver({ code: MessageCodes.GOAL_ALERT, topic, data: alert, ts: alert.at });
        }
        this.advance(alert.seq);
      }
      const tail = page.list.at(-1);
      if (page.list.length < GOAL_REFILL_MAX || !tail) return;
      from = tail.seq;
    }
  }

  private advance(seq: number): void {
    if (this.last === null || seq > this.last) this.last = seq;
  }

  private remember(key: string): void {
    this.seen.add(key);
    if (this.seen.size <= SEEN_MAX) return;
    const oldest = this.seen.values().next().value;
    if (oldest !== undefined) this.seen.delete(oldest);
  }
}
