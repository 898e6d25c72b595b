/** /user (我的): portrait, nickname, coins and points, or the way to log in, then every page of the area. */
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { Cell, CellList, NavBar } from '@kickoff/shared/ui';
import { Portrait } from '../../components/portrait';
import { useMyInfo } from '../../features/profile/hooks/use-my-info';
import { useWallet } from '../../features/profile/hooks/use-wallet';
import styles from './mine.module.css';

export const MENU = [
  { title: '我的关注', to: '/user/attention' },
  { title: '我的赛事', to: '/user/match' },
  { title: '我的方案', to: '/user/proposal' },
  { title: '我的帖子', to: '/user/community' },
  { title: '我的消息', to: '/user/message' },
  { title: '浏览历史', to: '/user/history' },
] as const;

export const ACTIVITY_MENU = [
  { title: '活动中心', to: '/activity' },
  { title: '每日签到', to: '/activity/reg' },
  { title: '幸运抽奖', to: '/activity/lottery' },
  { title: '中奖记录', to: '/activity/history' },
] as const;

export const HELP_MENU = [
  { title: '意见反馈', to: '/user/opinion' },
  { title: '常见问题', to: '/user/question' },
  { title: '下载APP', to: '/download' },
  { title: '设置', to: '/user/set' },
  { title: '关于我们', to: '/user/about' },
] as const;

export default function MinePage() {
  const token = useAuthStore((s) => s.token);
  const navigate = useNavigate();
  const wallet = useWallet();

  // the header asks the fan's info on every visit; a failure keeps what it had, the menu still works
  const info = useMyInfo({ fresh: true });

  const name = info?.nickName ?? '开球用户';
  const menu = (label: string, items: ReadonlyArray<{ title: string; to: string }>) => (
    <div className={styles.menu}>
      <CellList label={label}>
        {items.map((m) => (
          <Cell key={m.to} title={m.title} onClick={() => navigate(m.to)} />
        ))}
      </CellList>
    </div>
  );
  return (
    <main>
      <NavBar title="我的" showBack={false} />
      <section className={styles.header} aria-label="个人信息">
        {token ? (
          <Link className={styles.me} to="/user/infor">
            <Portrait info={info} size={1.2} />
            <div>
              <p className={styles.name}>{name}</p>
              {info?.phone && <p className={styles.phone}>{info.phone}</p>}
            </div>
          </Link>
        ) : (
          <>
            <Portrait info={null} size={1.2} />
            <Link className={styles.loginLink} to="/user/login">
              登录/注册
            </Link>
          </>
        )}
      </section>
      {token && (
        <dl className={styles.stats} aria-label="我的资产">
          <div>
            <dt>金币</dt>
            <dd>{wallet.data?.coin ?? '–'}</dd>
          </div>
          <div>
            <dt>积分</dt>
            <dd>{wallet.data?.point ?? '–'}</dd>
          </div>
        </dl>
      )}
      {menu('我的服务', MENU)}
      {menu('活动', ACTIVITY_MENU)}
      {menu('帮助与设置', HELP_MENU)}
      <p className={styles.version}>当前版本 v{__APP_VERSION__}</p>
    </main>
  );
}
