/** Picking the theme colour: saved on the account (every device follows) and applied at once. */
import { useUserStore } from '@kickoff/shared/stores';
import { applyTheme } from '@kickoff/shared/theme';
import { showToast } from '@kickoff/shared/ui';
import { Refusal } from '../../../lib/refusal';
import { saveTheme } from '../api';

export function useThemePick() {
  return async (color: string) => {
    try {
      const info = await saveTheme(color);
      useUserStore.getState().setInfo(info);
      applyTheme(info.diyTheme);
    } catch (e) {
      showToast(e instanceof Refusal ? e.message : '设置失败');
    }
  };
}
