/**
 * Uploading a portrait (2 MB at most): it waits for audit on the server, its owner sees it meanwhile.
 * The outcome is a toast; `busy` while it travels.
 */
import { useState } from 'react';
import { useUserStore } from '@kickoff/shared/stores';
import { showToast } from '@kickoff/shared/ui';
import { Refusal } from '../../../lib/refusal';
import { uploadPortrait } from '../api';

const PORTRAIT_MAX_BYTES = 2 * 1024 * 1024;

export function usePortraitUpload() {
  const [busy, setBusy] = useState(false);
  const upload = async (f: File | undefined) => {
    if (!f) return;
    if (f.size > PORTRAIT_MAX_BYTES) return showToast('图片不能超过 2 MB');
    setBusy(true);
    try {
      useUserStore.getState().setInfo(await uploadPortrait(f));
      showToast('上传成功，审核通过后他人可见');
    } catch (e) {
      showToast(e instanceof Refusal ? e.message : '网络异常，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return { busy, upload };
}
