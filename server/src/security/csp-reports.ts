/**
 * What the server keeps of Content-Security-Policy violation reports: each is logged (a warning,
 * at most `logPerMinute` a minute; the rest are counted and the count logged with the next one),
 * and the latest few are kept in memory for the development route and tests.
 */
export interface CspViolation {
  at: string;
  /** the page the violation happened on */
  documentUri: string;
  /** the directive broken, e.g. script-src-elem */
  directive: string;
  /** what was blocked: a URL, 'inline', 'eval' */
  blocked: string;
  sample?: string;
}

const FIELD_MAX = 300;
const clip = (v: unknown): string => (typeof v === 'string' ? v.slice(0, FIELD_MAX) : '');

/**
 * The violations in a report body: the classic `report-uri` form `{ "csp-report": { … } }` or the
 * Reporting API's `[{ type: 'csp-violation', body: { … } }]`. Anything else yields none.
 */
export function violationsOf(body: unknown, now: Date = new Date()): CspViolation[] {
  const at = now.toISOString();
  const out: CspViolation[] = [];
  const add = (r: Record<string, unknown>, camel: boolean) => {
    const v: CspViolation = {
      at,
      documentUri: clip(camel ? r.documentURL : r['document-uri']),
      directive: clip(camel ? r.effectiveDirective : (r['effective-directive'] ?? r['violated-directive'])),
      blocked: clip(camel ? r.blockedURL : r['blocked-uri']),
    };
    const sample = clip(camel ? r.sample : r['script-sample']);
    if (sample) v.sample = sample;
    if (v.directive) out.push(v);
  };
  if (Array.isArray(body)) {
    for (const item of body.slice(0, 20)) {
      const b = (item as { type?: unknown; body?: unknown } | null)?.body;
      if ((item as { type?: unknown }).type === 'csp-violation' && typeof b === 'object' && b !== null) {
        add(b as Record<string, unknown>, true);
      }
    }
  } else if (typeof body === 'object' && body !== null) {
    const r = (body as Record<string, unknown>)['csp-report'];
    if (typeof r === 'object' && r !== null) add(r as Record<string, unknown>, false);
  }
  return out;
}

export interface CspReportLogOptions {
  log: (fields: Record<string, unknown>, msg: string) => void;
  logPerMinute?: number;
  keep?: number;
  now?: () => number;
}

export class CspReportLog {
  private readonly recentList: CspViolation[] = [];
  private windowStart = 0;
  private loggedInWindow = 0;
  private dropped = 0;
  private readonly logPerMinute: number;
  private readonly keep: number;
  private readonly now: () => number;

  constructor(private readonly opts: CspReportLogOptions) {
    this.logPerMinute = opts.logPerMinute ?? 30;
    this.keep = opts.keep ?? 50;
    this.now = opts.now ?? Date.now;
  }

  record(v: CspViolation): void {
    this.recentList.push(v);
    if (this.recentList.length > this.keep) this.recentList.shift();
    const t = this.now();
    if (t - this.windowStart >= 60_000) {
      this.windowStart = t;
      this.loggedInWindow = 0;
    }
    if (this.loggedInWindow >= this.logPerMinute) {
      this.dropped++;
      return;
    }
    this.loggedInWindow++;
    const unlogged = this.dropped;
    this.dropped = 0;
    this.opts.log({ csp: v, ...(unlogged ? { unlogged } : {}) }, 'CSP violation');
  }

  recent(): CspViolation[] {
    return [...this.recentList];
  }
}
