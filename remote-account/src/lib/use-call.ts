/** One GET of this area through the shared data layer: its data, error, loading and reload for DataState. */
import { api, unwrap } from '@kickoff/shared/api';
import { useData, type DataKey } from '@kickoff/shared/data';

type Params = Record<string, string | number | undefined>;

export function useCall<T>(key: DataKey | null, path: string, params?: Params) {
  return useData<T>(key, () => unwrap(api.get<T>(path, params)));
}
