/** docs/product.md §4: the download banner shows unless installed as a standalone app or dismissed today. */
import { create } from 'zustand';
import { hideDownloadBanner, isDownloadBannerHidden } from '../cookies/preferences';

function runsStandalone(): boolean {
  if (typeof window === 'undefined') return false;
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return (
    nav.standalone === true ||
    (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches)
  );
}

export interface DownloadState {
  show: boolean;
  dismiss: () => void;
}

export const useDownloadStore = create<DownloadState>()((set) => ({
  // without a browser (the build drawing the first paint) it shows, as to a newcomer
  show: !runsStandalone() && !isDownloadBannerHidden(),
  dismiss: () => {
    hideDownloadBanner();
    set({ show: false });
  },
}));
