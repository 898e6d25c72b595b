/**
 * The activity pop-up staff schedule in the console (`popups` of `/tj/operate/config`): the first
 * one this tab has not closed yet, once; 去看看 follows its link (in-app path or web address).
 */
import { useState } from 'react';
import { useNavigate } from '@kickoff/shared/navigation';
import type { OperateItem } from '@kickoff/shared/contracts';
import { Dialog } from '@kickoff/shared/ui';
import styles from './activity.module.css';

const SEEN_KEY = 'kickoff_popups_seen';

function seen(): number[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((x): x is number => typeof x === 'number') : [];
  } catch {
    return [];
  }
}

export function OperatePopup({ popups }: { popups: OperateItem[] }) {
  const navigate = useNavigate();
  const [closed, setClosed] = useState(seen);
  const popup = popups.find((p) => !closed.includes(p.id));
  if (!popup) return null;
  const close = () => {
    const next = [...closed, popup.id];
    sessionStorage.setItem(SEEN_KEY, JSON.stringify(next));
    setClosed(next);
  };
  const open = () => {
    close();
    if (!popup.link) return;
    if (popup.link.startsWith('/')) void navigate(popup.link);
    else window.location.assign(popup.link);
  };
  return (
    <Dialog
      open
      title={popup.title}
      confirmText={popup.link ? '去看看' : '知道了'}
      cancelText="关闭"
      onConfirm={open}
      onCancel={close}
    >
      {popup.image && <img className={styles.popupImage} src={popup.image} alt={popup.title} />}
    </Dialog>
  );
}
