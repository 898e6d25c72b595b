/** docs/product.md §3 client group "liveDetail": everything the match detail page shows. */
import { create } from 'zustand';
import type {
  FootballMatchHeader,
  FootballTextLive,
  MatchSummary,
  OddsCompany,
  OddsHistoryRow,
  OddsRow,
  OddsType,
} from '../contracts/live';

interface OddsListState {
  company: OddsCompany[];
  count: number;
  detail: OddsRow[];
  type: OddsType;
}

export interface LiveDetailState {
  videoShow: boolean;
  videoUrl: string;
  header: FootballMatchHeader | null;
  textLive: FootballTextLive | null;
  odds: OddsRow[];
  history: OddsHistoryRow[];
  homeRecent: MatchSummary[];
  awayRecent: MatchSummary[];
  future: MatchSummary[];
  oddsList: OddsListState;
  setVideo: (show: boolean, url?: string) => void;
  patch: (patch: Partial<Omit<LiveDetailState, 'setVideo' | 'patch' | 'reset'>>) => void;
  reset: () => void;
}

const initial = {
  videoShow: false,
  videoUrl: '',
  header: null,
  textLive: null,
  odds: [],
  history: [],
  homeRecent: [],
  awayRecent: [],
  future: [],
  oddsList: { company: [], count: 0, detail: [], type: 1 as OddsType },
};

export const useLiveDetailStore = create<LiveDetailState>()((set) => ({
  ...initial,
  // docs/product.md §8: code 20001 sets the video to none — callers pass show=false, url ''
  setVideo: (videoShow, videoUrl = '') => set({ videoShow, videoUrl }),
  patch: (patch) => set(patch),
  reset: () => set(initial),
}));
