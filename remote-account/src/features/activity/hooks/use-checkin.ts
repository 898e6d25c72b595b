/** Daily check-in: the week and the streak, and checking in (the server's message shown either way). */
import { useState } from 'react';
import { SUCCESS } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { checkIn } from '../api';
import { useCheckinStatus } from './use-activity-reads';

export function useCheckin() {
  const state = useCheckinStatus();
  const [busy, setBusy] = useState(false);
  const check = async () => {
    setBusy(true);
    const res = await checkIn().catch(() => null);
    setBusy(false);
    showToast(res?.msg || '网络异常，请稍后重试');
    if (res?.code === SUCCESS) state.setData(() => res.data);
  };
  return { state, busy, checkIn: check };
}
