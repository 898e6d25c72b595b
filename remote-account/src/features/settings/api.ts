/** The calls of 设置: theme colour, the devices signed in, web push. */
import { api, post } from '@kickoff/shared/api';
import {
  ACCOUNT_PATHS,
  SESSION_PATHS,
  WEB_PUSH_PATHS,
  type PushSubscribeRequest,
  type WebPushKey,
} from '@kickoff/shared/contracts';
import { accepted } from '../../lib/refusal';

export const saveTheme = (diyTheme: string) => accepted(post(ACCOUNT_PATHS.theme, { diyTheme }), '设置失败');

export const revokeSession = (id: number) => accepted(post(SESSION_PATHS.revoke, { id }), '下线失败，请重试');

export const fetchPushKey = () => accepted(api.get<WebPushKey>(WEB_PUSH_PATHS.key), '开启失败，请稍后重试');

export const subscribe = (request: PushSubscribeRequest) =>
  accepted(post(WEB_PUSH_PATHS.subscribe, request), '开启失败，请稍后重试');

export const unsubscribe = (endpoint: string) =>
  accepted(post(WEB_PUSH_PATHS.unsubscribe, { endpoint }), '关闭失败，请稍后重试');
