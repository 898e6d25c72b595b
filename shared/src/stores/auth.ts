/** docs/product.md §3 "Auth": the token in client state, mirrored in the `token` cookie so a reload keeps it. */
import { create } from 'zustand';
import { PREFERENCE_KEYS } from '../contracts/user';
import { readTokenCookie, removeTokenCookie, saveTokenCookie } from '../cookies/preferences';

export interface AuthState {
  token: string;
  authImg: string;
  setAuth: (token: string) => void;
  setAuthImg: (url: string) => void;
  clearAuth: () => void;
}

const hasDocument = typeof document !== 'undefined';
const hasStorage = typeof localStorage !== 'undefined';

export const useAuthStore = create<AuthState>()((set) => ({
  token: (hasDocument && readTokenCookie()) || '',
  authImg: (hasStorage && localStorage.getItem(PREFERENCE_KEYS.authImg)) || '',
  setAuth: (token) => {
    if (hasDocument) saveTokenCookie(token);
    set({ token });
  },
  setAuthImg: (authImg) => {
    if (hasStorage) localStorage.setItem(PREFERENCE_KEYS.authImg, authImg);
    set({ authImg });
  },
  clearAuth: () => {
    if (hasDocument) removeTokenCookie();
    if (hasStorage) localStorage.removeItem(PREFERENCE_KEYS.authImg);
    set({ token: '', authImg: '' });
  },
}));

export function isLoggedIn(): boolean {
  return useAuthStore.getState().token !== '';
}
