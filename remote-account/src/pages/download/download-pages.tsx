/** /download, /download/Android and /download/wapStep: the app package when ops set one, else the web app. */
import { useEffect, useState } from 'react';
import { Link } from '@kickoff/shared/navigation';
import { fileSize } from '@kickoff/shared/rules';
import { NavBar, showToast } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useApkInfo } from '../../features/download/hooks/use-apk-info';
import { canPromptInstall, isStandalone, onInstallable, promptInstall } from './install-prompt';
import { QrCode } from './qr-code';
import styles from './download.module.css';

function InstallButton() {
  const [ready, setReady] = useState(canPromptInstall);
  useEffect(() => onInstallable(() => setReady(true)), []);
  if (isStandalone()) return <p className={styles.note}>已在桌面应用中打开</p>;
  if (!ready) return null;
  return (
    <button
      type="button"
      className={styles.button}
      onClick={() => void promptInstall().then((ok) => ok && showToast('已添加到桌面'))}
    >
      安装到桌面
    </button>
  );
}

export function DownloadPage() {
  return (
    <main>
      <NavBar title="下载APP" />
      <section className={styles.card}>
        <h1 className={styles.title}>开球直播</h1>
        <p className={styles.note}>实时比分、视频直播与消息提醒</p>
        <Link className={styles.button} to="/download/Android">
          安卓版下载
        </Link>
        <Link className={styles.link} to="/download/wapStep">
          iPhone / 网页版添加到桌面
        </Link>
      </section>
    </main>
  );
}

export function AndroidPage() {
  const state = useApkInfo();
  return (
    <main>
      <NavBar title="安卓下载" />
      <DataState state={state}>
        {(apk) =>
          apk.android.url ? (
            <section className={styles.card}>
              <QrCode text={new URL(apk.android.url, window.location.href).href} />
              <p>
                版本 {apk.android.version || '—'} · {fileSize(apk.android.size)}
              </p>
              {apk.notes.length > 0 && (
                <ul className={styles.notes} aria-label="更新说明">
                  {apk.notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              )}
              <a className={styles.button} href={apk.android.url} rel="noopener">
                立即下载
              </a>
            </section>
          ) : (
            <section className={styles.card}>
              <p>安卓安装包暂未发布，您可以把网页版安装到桌面，体验与APP一致。</p>
              <InstallButton />
              <Link className={styles.link} to="/download/wapStep">
                查看添加到桌面的步骤
              </Link>
            </section>
          )
        }
      </DataState>
    </main>
  );
}

export function WapStepPage() {
  return (
    <main>
      <NavBar title="安装指引" />
      <section className={styles.card}>
        <InstallButton />
        <h2 className={styles.title}>iPhone（Safari）</h2>
        <ol className={styles.steps}>
          <li>用 Safari 打开开球直播</li>
          <li>点击底部的「分享」按钮</li>
          <li>选择「添加到主屏幕」，点击「添加」</li>
        </ol>
        <h2 className={styles.title}>安卓（Chrome、Edge 等）</h2>
        <ol className={styles.steps}>
          <li>点击上方「安装到桌面」，或打开浏览器菜单</li>
          <li>选择「安装应用」或「添加到主屏幕」</li>
          <li>从桌面图标打开，全屏使用，不再显示下载横幅</li>
        </ol>
      </section>
    </main>
  );
}
