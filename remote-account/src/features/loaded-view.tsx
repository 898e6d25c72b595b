/** Loads one call and shows 加载中 / the error with 重试 / the page's content. */
import type { ReactNode } from 'react';
import { api, unwrap } from '@kickoff/shared/api';
import { useData, type DataKey } from '@kickoff/shared/data';
import { ErrorView, Loader } from '@kickoff/shared/ui';

type Params = Record<string, string | number | undefined>;

export function useCall<T>(key: DataKey | null, path: string, params?: Params) {
  return useData<T>(key, () => unwrap(api.get<T>(path, params)));
}

export function Loaded<T>({
  state,
  children,
}: {
  state: ReturnType<typeof useCall<T>>;
  children: (data: T) => ReactNode;
}) {
  if (state.data !== undefined) return <>{children(state.data)}</>;
  if (state.error) return <ErrorView message={state.error.message} onRetry={state.reload} />;
  return <Loader />;
}
