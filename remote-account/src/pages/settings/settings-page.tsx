/**
 * /user/set: theme colour, dark mode (every remote follows), match alerts, clear cache, about, the
 * devices signed in (登录设备), logout, and at the bottom the way to 注销账号 (/user/deregister).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import { FAN_ALERT_KINDS, FAN_ALERT_LABELS, type FanAlertKind } from '@kickoff/shared/contracts';
import { useSWRConfig } from 'swr';
import { useUserStore } from '@kickoff/shared/stores';
import { applyDarkMode, storedDarkMode } from '@kickoff/shared/theme';
import { Cell, CellList, NavBar, showToast } from '@kickoff/shared/ui';
import { signOut } from '../../features/auth/sign-in';
import { alertPrefs, saveAlertPrefs } from '../../features/settings/alert-prefs';
import { Devices } from '../../features/settings/components/devices';
import { useThemePick } from '../../features/settings/hooks/use-theme-pick';
import {
  IOS_PUSH_NOTE,
  pushSubscribed,
  subscribePush,
  unsubscribePush,
} from '../../features/settings/push-subscription';
import styles from '../../features/settings/components/settings.module.css';

/** Theme colours a fan can pick ('' = the default crimson). */
const THEME_CHOICES = [
  { color: '', name: '中国红' },
  { color: '#1e88e5', name: '球场蓝' },
  { color: '#2e7d32', name: '草地绿' },
  { color: '#f57c00', name: '活力橙' },
  { color: '#6a1b9a', name: '紫金' },
];

function Switch({ label, on, onChange }: { label: string; on: boolean; onChange: (on: boolean) => void }) {
  return (
    <li>
      <label className={styles.switchRow}>
        <span>{label}</span>
        <input type="checkbox" role="switch" checked={on} onChange={(e) => onChange(e.target.checked)} />
      </label>
    </li>
  );
}

export default function SettingsPage() {
  const navigate = useNavigate();
  const info = useUserStore((s) => s.info);
  const [dark, setDark] = useState(storedDarkMode);
  const [alerts, setAlerts] = useState(alertPrefs);
  const [push, setPush] = useState(false);
  useEffect(() => {
    let live = true;
    pushSubscribed()
      .then((on) => live && setPush(on))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  const switchPush = async (on: boolean) => {
    const failed = on ? await subscribePush(alerts.off) : await unsubscribePush();
    if (failed) return showToast(failed);
    setPush(on);
    showToast(on ? '已开启系统通知' : '已关闭系统通知');
  };

  /** A kind switched on or off; the push subscription learns it too. */
  const switchKind = (kind: FanAlertKind, on: boolean) => {
    const next = saveAlertPrefs({ off: on ? alerts.off.filter((k) => k !== kind) : [...alerts.off, kind] });
    setAlerts(next);
    if (push) void subscribePush(next.off);
  };
  const { cache } = useSWRConfig();

  const pickTheme = useThemePick();

  const clearCache = () => {
    for (const key of [...(cache as Map<string, unknown>).keys()]) cache.delete(key);
    if ('caches' in window) void caches.keys().then((names) => names.forEach((n) => void caches.delete(n)));
    showToast('缓存已清除');
  };

  // this page is for signed-in fans only: the host's guard takes the fan to 我的
  const logout = () => signOut('/user');

  return (
    <main>
      <NavBar title="设置" />
      <CellList label="外观">
        <li className={styles.themes} role="radiogroup" aria-label="主题色">
          {THEME_CHOICES.map((t) => (
            <button
              key={t.name}
              type="button"
              role="radio"
              aria-checked={(info?.diyTheme ?? '') === t.color}
              className={styles.swatch}
              style={{ background: t.color || 'var(--kk-primary)' }}
              onClick={() => void pickTheme(t.color)}
            >
              {t.name}
            </button>
          ))}
        </li>
        <Switch
          label="深色模式"
          on={dark}
          onChange={(on) => {
            applyDarkMode(on, true);
            setDark(on);
          }}
        />
      </CellList>
      <CellList label="比赛提醒（关注的比赛与球队，所有页面）">
        <Switch label="提示音" on={alerts.sound} onChange={(sound) => setAlerts(saveAlertPrefs({ sound }))} />
        <Switch label="震动" on={alerts.vibrate} onChange={(vibrate) => setAlerts(saveAlertPrefs({ vibrate }))} />
        {FAN_ALERT_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={FAN_ALERT_LABELS[kind]}
            on={!alerts.off.includes(kind)}
            onChange={(on) => switchKind(kind, on)}
          />
        ))}
        <Switch label="系统通知（关闭页面也提醒）" on={push} onChange={(on) => void switchPush(on)} />
        <li className={styles.note}>{IOS_PUSH_NOTE}</li>
      </CellList>
      <CellList label="账号">
        <Cell title="修改密码" onClick={() => navigate('/user/changePassWord')} />
        <Cell title="实名认证" onClick={() => navigate('/user/certification')} />
        <Cell title="清除缓存" onClick={clearCache} />
        <Cell title="关于我们" onClick={() => navigate('/user/about')} />
      </CellList>
      <Devices />
      <button type="button" className={styles.logout} onClick={() => void logout()}>
        退出登录
      </button>
      <button type="button" className={styles.deregister} onClick={() => navigate('/user/deregister')}>
        注销账号
      </button>
    </main>
  );
}
