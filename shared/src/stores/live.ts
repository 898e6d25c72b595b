/**
 * docs/product.md §3 client group "live". The list settings (tab and the goal / red card / ranking / sound
 * flags) survive reloads in localStorage; the list data does not.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { readFootballFilter } from '../cookies/preferences';
import type { BasketballListMatch, FootballListMatch, LeagueFilterGroup, ListTab } from '../contracts/live';

export interface LiveSettings {
  tabIndex: ListTab;
  /** goal alert */
  goalChecked: boolean;
  /** red card alert */
  redChecked: boolean;
  /** yellow/red card display (黄红牌) */
  hpChecked: boolean;
  /** corner count display (角球) */
  jqChecked: boolean;
  /** league ranking display (排名) */
  pmChecked: boolean;
}

const LIVE_SETTINGS_DEFAULTS: LiveSettings = {
  tabIndex: 'js',
  goalChecked: true,
  redChecked: true,
  hpChecked: true,
  jqChecked: true,
  pmChecked: false,
};

export interface LiveState extends LiveSettings {
  filter: LeagueFilterGroup[];
  filterId: number[];
  filterType: string;
  indexList: Array<FootballListMatch | BasketballListMatch>;
  selectDate: string;
  socketUrl: string;
  hideCount: number;
  allCount: number;
  setSettings: (patch: Partial<LiveSettings>) => void;
  setFilter: (filter: LeagueFilterGroup[], filterId: number[], filterType: string) => void;
  setIndexList: (list: LiveState['indexList']) => void;
  setSelectDate: (date: string) => void;
  setSocketUrl: (url: string) => void;
  setCounts: (hideCount: number, allCount: number) => void;
}

export const LIVE_STORAGE_KEY = 'kickoff-live-settings';

/** The football filter chosen earlier today survives until its 10:00 cookie expiry (docs/product.md §9). */
function storedFilter(): { filterType: string; filterId: number[] } {
  if (typeof document === 'undefined') return { filterType: '', filterId: [] };
  const { filterType = '', filterId = '' } = readFootballFilter();
  return { filterType, filterId: filterId.split(',').filter(Boolean).map(Number).filter(Number.isFinite) };
}

export const useLiveStore = create<LiveState>()(
  persist(
    (set) => ({
      ...LIVE_SETTINGS_DEFAULTS,
      filter: [],
      ...storedFilter(),
      indexList: [],
      selectDate: '',
      socketUrl: '',
      hideCount: 0,
      allCount: 0,
      setSettings: (patch) => set(patch),
      setFilter: (filter, filterId, filterType) => set({ filter, filterId, filterType }),
      setIndexList: (indexList) => set({ indexList }),
      setSelectDate: (selectDate) => set({ selectDate }),
      setSocketUrl: (socketUrl) => set({ socketUrl }),
      setCounts: (hideCount, allCount) => set({ hideCount, allCount }),
    }),
    {
      name: LIVE_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (s): LiveSettings => ({
        tabIndex: s.tabIndex,
        goalChecked: s.goalChecked,
        redChecked: s.redChecked,
        hpChecked: s.hpChecked,
        jqChecked: s.jqChecked,
        pmChecked: s.pmChecked,
      }),
    },
  ),
);
