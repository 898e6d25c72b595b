/** /user (我的): avatar and nickname, or the way to log in, then the menu of the user's pages. */
import { useEffect } from 'react';
import { Link, useNavigate } from '@kickoff/shared/navigation';
import { api } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, SUCCESS, type UserInfo } from '@kickoff/shared/contracts';
import { useAuthStore, useUserStore } from '@kickoff/shared/stores';
import { Avatar, Cell, CellList, NavBar } from '@kickoff/shared/ui';
import styles from './mine.module.css';

export const MENU = [
  { title: '我的关注', to: '/user/attention' },
  { title: '我的方案', to: '/user/proposal' },
  { title: '我的帖子', to: '/user/community' },
  { title: '浏览历史', to: '/user/history' },
  { title: '意见反馈', to: '/user/opinion' },
  { title: '常见问题', to: '/user/question' },
  { title: '设置', to: '/user/set' },
  { title: '关于我们', to: '/user/about' },
] as const;

export default function MinePage() {
  const token = useAuthStore((s) => s.token);
  const info = useUserStore((s) => s.info);
  const navigate = useNavigate();

  useEffect(() => {
    if (!token || info) return;
    let live = true;
    api
      .get<UserInfo>(ACCOUNT_PATHS.centerInfo)
      .then((res) => {
        if (live && res.code === SUCCESS) useUserStore.getState().setInfo(res.data);
      })
      .catch(() => {
        // the header keeps the placeholder name; the menu still works
      });
    return () => {
      live = false;
    };
  }, [token, info]);

  const name = info?.nickName ?? '开球用户';
  return (
    <main>
      <NavBar title="我的" showBack={false} />
      <section className={styles.header} aria-label="个人信息">
        {token ? (
          <>
            <Avatar name={name} size={1.2} />
            <div>
              <p className={styles.name}>{name}</p>
              {info?.phone && <p className={styles.phone}>{info.phone}</p>}
            </div>
          </>
        ) : (
          <>
            <Avatar name="游客" size={1.2} />
            <Link className={styles.loginLink} to="/user/login">
              登录/注册
            </Link>
          </>
        )}
      </section>
      <div className={styles.menu}>
        <CellList label="我的服务">
          {MENU.map((m) => (
            <Cell key={m.to} title={m.title} onClick={() => navigate(m.to)} />
          ))}
        </CellList>
      </div>
      <p className={styles.version}>当前版本 v{__APP_VERSION__}</p>
    </main>
  );
}
