/** `/app-config.json` beside index.html names the three API bases; deploys change it, not the build. */
import { configureApi, type ApiConfig } from '@kickoff/shared/api';

export type AppConfig = Pick<ApiConfig, 'mainBase' | 'liveBase' | 'imBase'>;

function parseAppConfig(raw: unknown): Partial<AppConfig> {
  if (typeof raw !== 'object' || raw === null) return {};
  const out: Partial<AppConfig> = {};
  for (const key of ['mainBase', 'liveBase', 'imBase'] as const) {
    const v = (raw as Record<string, unknown>)[key];
    if (typeof v === 'string') out[key] = v;
  }
  return out;
}

/** Without the file the API is on the page's own origin (the client's defaults). */
export async function loadAppConfig(): Promise<Partial<AppConfig>> {
  const res = await fetch('/app-config.json', { cache: 'no-cache' });
  const config = res.ok ? parseAppConfig(await res.json()) : {};
  configureApi(config);
  return config;
}
