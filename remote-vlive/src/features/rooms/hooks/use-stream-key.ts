/** The anchor's new stream key for their room (the old one stops working), kept only while it is shown. */
import { useState } from 'react';
import type { StreamKeyIssued } from '@kickoff/shared/contracts/vlive';
import { showToast } from '@kickoff/shared/ui';
import { newStreamKey } from '../rooms-api';

export function useStreamKey(roomId: number) {
  const [issued, setIssued] = useState<StreamKeyIssued | null>(null);
  const [busy, setBusy] = useState(false);
  const make = () => {
    setBusy(true);
    newStreamKey(roomId)
      .then(setIssued, (e: Error) => showToast(e.message))
      .finally(() => setBusy(false));
  };
  return { issued, busy, make };
}
