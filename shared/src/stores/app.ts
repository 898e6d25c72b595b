/** docs/product.md §3 client groups "emoji base url", "app info (host, name)" and "theme colour". */
import { create } from 'zustand';
import type { AppInfo } from '../contracts/user';
import { PREFERENCE_KEYS } from '../contracts/user';

const DEFAULT_THEME_COLOR = '#DC143C';
const DEFAULT_APP_INFO: AppInfo = { host: '', name: '开球直播' };

function storedAppInfo(): AppInfo {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(PREFERENCE_KEYS.appInfo);
    return raw ? { ...DEFAULT_APP_INFO, ...(JSON.parse(raw) as Partial<AppInfo>) } : DEFAULT_APP_INFO;
  } catch {
    return DEFAULT_APP_INFO;
  }
}

export interface AppState {
  emojiBase: string;
  appInfo: AppInfo;
  themeColor: string;
  setEmojiBase: (url: string) => void;
  setAppInfo: (info: AppInfo) => void;
  /** '' restores the default crimson */
  setThemeColor: (color: string) => void;
}

export const useAppStore = create<AppState>()((set) => ({
  emojiBase: '',
  appInfo: storedAppInfo(),
  themeColor: DEFAULT_THEME_COLOR,
  setEmojiBase: (emojiBase) => set({ emojiBase }),
  setAppInfo: (appInfo) => {
    if (typeof localStorage !== 'undefined') localStorage.setItem(PREFERENCE_KEYS.appInfo, JSON.stringify(appInfo));
    set({ appInfo });
  },
  setThemeColor: (color) => set({ themeColor: color || DEFAULT_THEME_COLOR }),
}));
