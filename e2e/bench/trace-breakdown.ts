/**
 * What a page's long tasks spent their time on, from a Chromium performance trace (the categories
 * below, as DevTools records them): for each task on the page's main thread longer than `overMs`,
 * the work directly inside it (script, style, layout, paint, GC …) and the functions the sampling
 * profiler most often found running (minified names, with their chunk and position: look them up in
 * the build's source maps).
 */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      functionName?: string;
      url?: string;
      cpuProfile?: {
        nodes?: Array<{
          id: number;
          parent?: number;
          callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
        }>;
        samples?: number[];
      };
      timeDeltas?: number[];
    };
  };
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const ms = (us: number) => (us / 1000).toFixed(1);

function frameName(f: { functionName: string; url: string; lineNumber: number; columnNumber: number }): string {
  if (!f.url) return f.functionName || '(native)';
  return `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
}

/** Sample times (µs, trace clock) and leaf frame names of the main thread's CPU profile. */
function samples(events: TraceEvent[], pid: number, tid: number): Array<[number, string]> {
  const out: Array<[number, string]> = [];
  const frames = new Map<number, string>();
  const clock = new Map<string, number>();
  // the profile starts on the thread it samples; its chunks come from the sampler's thread
  for (const e of events)
    if (e.pid === pid && e.tid === tid && e.name === 'Profile' && e.id)
      clock.set(e.id, e.args?.data?.startTime ?? e.ts);
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk' || !e.id || !clock.has(e.id)) continue;
    const prof = e.args?.data?.cpuProfile;
    for (const n of prof?.nodes ?? []) frames.set(n.id, frameName(n.callFrame));
    let t = clock.get(e.id) ?? e.ts;
    const deltas = e.args?.data?.timeDeltas ?? [];
    (prof?.samples ?? []).forEach((node, i) => {
      t += deltas[i] ?? 0;
      out.push([t, frames.get(node) ?? `#${node}`]);
    });
    clock.set(e.id, t);
  }
  return out;
}

/** Lines describing every task of the page's main thread longer than `overMs` in `trace` (its JSON). */
export function longTaskBreakdown(trace: Buffer, overMs = 50): string[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const lines: string[] = [];
  for (const main of mains) {
    const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
    // the outermost tasks only (a task runs inside the scheduler's own)
    const tasks = onMain
      .filter((e) => TASK_NAMES.has(e.name) && e.dur! > overMs * 1000)
      .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
      .filter((e, i, all) => !all.slice(0, i).some((o) => o.ts <= e.ts && e.ts + e.dur! <= o.ts + o.dur!));
    if (!tasks.length) continue;
    const sampled = samples(events, main.pid, main.tid);
    for (const task of tasks) {
      const end = task.ts + task.dur!;
      // self time of each kind of event inside the task (its time less its children's)
      const inside = onMain
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur! <= end)
        .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
      const self = new Map<string, number>();
      const open: TraceEvent[] = [];
      for (const e of inside) {
        while (open.length && e.ts >= open[open.length - 1]!.ts + open[open.length - 1]!.dur!) open.pop();
        const parent = open[open.length - 1];
        if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
        self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
        open.push(e);
      }
      const parts = [...self.entries()]
        .filter(([, d]) => d >= 1000)
        .sort((a, b) => b[1] - a[1])
        .map(([name, d]) => `${name} ${ms(d)}`);
      const starts = inside.find(
        (e) => e.name === 'FunctionCall' || e.name === 'TimerFire' || e.name === 'EventDispatch',
      );
      const what = starts?.args?.data;
      const from = what?.url ? ` (${what.functionName || 'anonymous'} ${what.url.split('/').pop()})` : '';
      lines.push(`task ${ms(task.dur!)} ms${from}, self time: ${parts.join(' · ') || '(nothing traced inside)'}`);
      const hits = new Map<string, number>();
      const inTask = sampled.filter(([t]) => t >= task.ts && t <= end);
      for (const [, f] of inTask) hits.set(f, (hits.get(f) ?? 0) + 1);
      const hot = [...hits.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
      if (hot.length) lines.push(`  sampled (${inTask.length}): ${hot.map(([f, n]) => `${f} ×${n}`).join(' · ')}`);
    }
  }
  return lines;
}
