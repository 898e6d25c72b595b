/** The headline columns (NEWS_PATHS.columns). */
import { get, unwrap } from '@kickoff/shared/api';
import { NEWS_PATHS, type NewsColumn } from '@kickoff/shared/contracts';

export const columns = () => unwrap(get<NewsColumn[]>(NEWS_PATHS.columns, { type: 0 }));
