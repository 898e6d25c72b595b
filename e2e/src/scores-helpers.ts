/** Helpers of the scores e2e specs: the live API as the page sees it, and screenshots. */
import type { Page } from '@playwright/test';

/** The fields of the live list rows these specs read (shared/src/contracts/live.ts). */
export interface ListRow {
  id: number;
  s: number;
  ot: number;
  isShow: 0 | 1;
  league: { name: string };
  home: { name: string };
  away: { name: string };
}

export async function apiData<T>(apiUrl: string, path: string): Promise<T> {
  const res = await fetch(`${apiUrl}${path}`);
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 200) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

export function liveFootball(apiUrl: string): Promise<ListRow[]> {
  return apiData<ListRow[]>(apiUrl, '/api/live/football/v1_1/live?platform=4');
}

/** The dev VAR match (POST /dev/live/var-match): a football match kicking off soon whose goal VAR takes back. */
export async function varMatch(
  apiUrl: string,
  options: { inSeconds: number; byMinute: number; afterMinute?: number },
): Promise<{ id: number; home: string }> {
  const res = await fetch(`${apiUrl}/dev/live/var-match`, {
    method: 'POST',
    body: JSON.stringify(options),
    headers: { 'Content-Type': 'application/json' },
  });
  const json = (await res.json()) as { code: number; msg: string; data: { id: number; home: string } };
  if (json.code !== 200) throw new Error(`var-match: ${json.code} ${json.msg}`);
  return json.data;
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `output/screenshots/scores-${name}.png` });
}
