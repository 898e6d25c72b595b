/** docs/product.md §3 client group "user" plus the user module's loading flag and password iv. */
import { create } from 'zustand';
import type { DynamicKey, RealNameInfo, UserInfo } from '../contracts/account';
import type { SmsSent } from '../contracts/account';

/** docs/product.md §4: login/register success stores auth; any other code is only recorded here. */
export type LoginStatus = 'idle' | 'success' | number | string;

export interface UserState {
  info: UserInfo | null;
  loginStatus: LoginStatus;
  sms: SmsSent | null;
  feedback: 'idle' | 'sent' | 'failed';
  realName: RealNameInfo | null;
  loading: boolean;
  /** the dynamic key/iv for password encryption, from `GET /user/key` */
  iv: DynamicKey | null;
  setInfo: (info: UserInfo | null) => void;
  setLoginStatus: (status: LoginStatus) => void;
  setSms: (sms: SmsSent | null) => void;
  setFeedback: (feedback: UserState['feedback']) => void;
  setRealName: (realName: RealNameInfo | null) => void;
  setLoading: (loading: boolean) => void;
  setIv: (iv: DynamicKey | null) => void;
  reset: () => void;
}

const initial = {
  info: null,
  loginStatus: 'idle' as LoginStatus,
  sms: null,
  feedback: 'idle' as const,
  realName: null,
  loading: false,
  iv: null,
};

export const useUserStore = create<UserState>()((set) => ({
  ...initial,
  setInfo: (info) => set({ info }),
  setLoginStatus: (loginStatus) => set({ loginStatus }),
  setSms: (sms) => set({ sms }),
  setFeedback: (feedback) => set({ feedback }),
  setRealName: (realName) => set({ realName }),
  setLoading: (loading) => set({ loading }),
  setIv: (iv) => set({ iv }),
  reset: () => set(initial),
}));
