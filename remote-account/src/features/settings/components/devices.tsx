/**
 * 登录设备 in 设置: every device signed in as the fan — its name, when it was last used, 本机 for this
 * one — and 下线 for the others (their sign-in ends at once; this device signs out with 退出登录).
 */
import { SESSION_PATHS, type SessionDevice } from '@kickoff/shared/contracts';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { CellList, showToast } from '@kickoff/shared/ui';
import { useCall } from '../../../lib/use-call';
import { refusalOf } from '../../../lib/refusal';
import { revokeSession } from '../api';
import styles from './settings.module.css';

export function Devices() {
  const state = useCall<SessionDevice[]>(['sessions'], SESSION_PATHS.list);

  const signOut = async (device: SessionDevice) => {
    const refused = await refusalOf(revokeSession(device.id)).catch(() => '下线失败，请重试');
    showToast(refused ?? `已下线 ${device.device}`);
    state.reload();
  };

  return (
    <CellList label="登录设备">
      {state.data === undefined ? (
        <li className={styles.deviceNote}>{state.error ? '登录设备加载失败' : '加载中…'}</li>
      ) : (
        state.data.map((d) => (
          <li key={d.id} className={styles.device}>
            <span className={styles.deviceName}>
              {d.device}
              {d.current && <em className={styles.here}>本机</em>}
            </span>
            <span className={styles.deviceNote}>最近使用 {relativeTimeZh(d.lastSeenAt)}</span>
            {!d.current && (
              <button type="button" className={styles.deviceOut} onClick={() => void signOut(d)}>
                下线
              </button>
            )}
          </li>
        ))
      )}
    </CellList>
  );
}
