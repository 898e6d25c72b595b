/** /message/version: what this phone runs — each remote's URL and version as composed, and the shared singletons. */
import { DataState } from '@kickoff/shared/data';
import { NavBar } from '@kickoff/shared/ui';
import { useComposition } from '../../features/composition/hooks/use-composition';
import styles from './version-page.module.css';

export default function VersionPage() {
  const { data, error, reload } = useComposition();
  return (
    <main className={styles.page}>
      <NavBar title="版本信息" />
      <DataState state={{ data, error, reload }}>
        {(c) => (
          <>
            <h2 className={styles.heading}>应用（环境 {c.env}）</h2>
            <ul className={styles.list} aria-label="远程模块">
              {c.remotes.map((r) => (
                <li key={r.name} className={styles.row} data-testid="remote-version" data-channel={r.channel}>
                  <span className={styles.name}>{r.name}</span>
                  <span className={styles.version}>
                    {r.built}
                    {r.pinned !== r.built && <span className={styles.pinned}>（清单 {r.pinned}）</span>}
                    {r.channel === 'canary' && <span className={styles.pinned}>（灰度）</span>}
                  </span>
                  <span className={styles.url}>{r.url}</span>
                </li>
              ))}
            </ul>
            <h2 className={styles.heading}>共享依赖</h2>
            <ul className={styles.list} aria-label="共享依赖">
              {c.shared.map((s) => (
                <li key={s.name} className={styles.row}>
                  <span className={styles.name}>{s.name}</span>
                  <span className={styles.version}>{s.versions.join('、')}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </DataState>
    </main>
  );
}
