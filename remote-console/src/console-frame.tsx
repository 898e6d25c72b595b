/**
 * The console's frame: asks who the staff member is (a fan or an expired staff sign-in is refused
 * here as on the server), then a left navigation from 1024 px up and tabs above the page below it.
 * Staff use laptops: while the console is open the page is as wide as the window, not the fans'
 * 750 px column.
 */
import { useEffect } from 'react';
import { get, unwrap } from '@kickoff/shared/api';
import { STAFF_PATHS, STAFF_ROLE_NAMES, type StaffMe, type StaffRole } from '@kickoff/shared/contracts';
import { NavLink, Outlet } from '@kickoff/shared/navigation';
import { Loader } from '@kickoff/shared/ui';
import { useData } from '@kickoff/shared/data';
import { useAuthStore } from '@kickoff/shared/stores';
import styles from './components/console.module.css';

function useWholeWidth() {
  useEffect(() => {
    const body = document.body.style;
    const before = body.maxWidth;
    body.maxWidth = 'none';
    return () => {
      body.maxWidth = before;
    };
  }, []);
}

export default function ConsoleFrame() {
  useWholeWidth();
  const token = useAuthStore((st) => st.token);
  const { data: me, error } = useData<StaffMe>(['staff-me', token], () => unwrap(get<StaffMe>(STAFF_PATHS.me)));
  if (error) {
    return (
      <section className={styles.refused} data-testid="console-refused">
        <h1>无法进入管理后台</h1>
        <p>{error.message}</p>
      </section>
    );
  }
  if (!me) return <Loader />;
  const may = (role: StaffRole) => me.roles.includes('admin') || me.roles.includes(role);
  const links = [
    { to: '/admin/rooms', label: '主播与直播间' },
    { to: '/admin/operate', label: '运营' },
    ...(may('moderator') ? [{ to: '/admin/moderation', label: '审核' }] : []),
    ...(may('editor') ? [{ to: '/admin/news', label: '资讯' }] : []),
    ...(may('moderator') ? [{ to: '/admin/experts', label: '专家' }] : []),
    ...(me.roles.includes('admin') ? [{ to: '/admin/wallet', label: '钱包' }] : []),
    { to: '/admin/releases', label: '发布' },
    ...(me.roles.includes('admin') ? [{ to: '/admin/audit', label: '审计日志' }] : []),
  ];
  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label="管理后台">
        <p className={styles.who}>
          {me.nickName}
          <span>{me.roles.map((r) => STAFF_ROLE_NAMES[r]).join('、')}</span>
        </p>
        {links.map((l) => (
          <NavLink key={l.to} to={l.to} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
            {l.label}
          </NavLink>
        ))}
      </nav>
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
