/** docs/ui.md download banner: app icon, one line with the app name, 下载 and ×. Dismissal lasts the day. */
import { useState } from 'react';
import { useAppStore, useDownloadStore } from '@kickoff/shared/stores';
import styles from './download-banner.module.css';
import { DownloadPrompt } from './download-prompt';

export function DownloadBanner() {
  const show = useDownloadStore((s) => s.show);
  const dismiss = useDownloadStore((s) => s.dismiss);
  const appName = useAppStore((s) => s.appInfo.name);
  const [prompt, setPrompt] = useState(false);
  if (!show) return null;
  return (
    <aside className={styles.banner} aria-label="下载APP">
      <img className={styles.icon} src="/icons/icon-192.png" alt="" width={32} height={32} />
      <p className={styles.text}>打开{appName}APP，比分直播更流畅</p>
      <button type="button" className={styles.download} onClick={() => setPrompt(true)}>
        下载
      </button>
      <button type="button" className={styles.close} aria-label="关闭下载提示" onClick={dismiss}>
        ×
      </button>
      <DownloadPrompt open={prompt} onClose={() => setPrompt(false)} />
    </aside>
  );
}
