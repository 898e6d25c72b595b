/** Line icons for the tab bar, drawn inline so nothing is fetched. */
import type { TabKey } from '@kickoff/shared/routing';

const PATHS: Record<TabKey, string> = {
  bf: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 4l3 2.2-1.1 3.6h-3.8L9 9.2z',
  zx: 'M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5',
  zhb: 'M3 6h13v12H3zM16 10l5-3v10l-5-3',
  message: 'M4 5h16v11H9l-5 4z',
  ChatGPT: 'M12 3l7 4v10l-7 4-7-4V7zM9 10h6M9 14h4',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-4 4-6 8-6s7 2 8 6',
};

export function TabIcon({ tab, className }: { tab: TabKey; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={PATHS[tab]} />
    </svg>
  );
}
