/** /user/about: what Kickoff is, the version, and the agreements. */
import { useNavigate } from '@kickoff/shared/navigation';
import { Cell, CellList, NavBar } from '@kickoff/shared/ui';
import { AGREEMENTS } from '../../agreements';
import styles from './content.module.css';

export default function AboutPage() {
  const navigate = useNavigate();
  return (
    <main>
      <NavBar title="关于我们" />
      <article className={styles.article}>
        <h1 className={styles.title}>开球直播</h1>
        <p>
          多体育项目互动直播平台：NBA、CBA
          与英超、西甲、意甲、德甲、法甲、中超等联赛的即时比分、赛事直播、数据、资讯与球迷社区。
        </p>
        <p className={styles.meta}>当前版本 v{__APP_VERSION__}</p>
      </article>
      <CellList label="协议与政策">
        {Object.entries(AGREEMENTS).map(([key, title]) => (
          <Cell key={key} title={title} onClick={() => navigate(`/user/agreement/${key}`)} />
        ))}
      </CellList>
    </main>
  );
}
