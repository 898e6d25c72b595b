/**
 * The console's frame: asks who the staff member is (a fan or an expired staff sign-in is refused
 * here as on the server), then a left navigation from 1024 px up and tabs above the page below it.
 */
import { get, unwrap } from '@kickoff/shared/api';
import { STAFF_PATHS, STAFF_ROLE_NAMES, type StaffMe } from '@kickoff/shared/contracts';
import { NavLink, Outlet } from '@kickoff/shared/navigation';
import { Loader } from '@kickoff/shared/ui';
import { useData } from '@kickoff/shared/data';
import { useAuthStore } from '@kickoff/shared/stores';
import styles from './console.module.css';

export default function ConsoleFrame() {
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
  const links = [
    { to: '/admin/rooms', label: '主播与直播间' },
    { to: '/admin/operate', label: '运营' },
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
