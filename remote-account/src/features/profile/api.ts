/** The signed-in fan's own record: info, nickname, portrait, real name, wallet. */
import { api, post, unwrap } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, type Envelope, type RealNameForm, type UserInfo } from '@kickoff/shared/contracts';
import { useAuthStore } from '@kickoff/shared/stores';
import { accepted } from '../../lib/refusal';

export const fetchMyInfo = () => unwrap(api.get<UserInfo>(ACCOUNT_PATHS.centerInfo));

export const saveNickname = (nickName: string) => accepted(post(ACCOUNT_PATHS.nickname, { nickName }), '修改失败');

export const saveRealName = (form: RealNameForm) => accepted(post(ACCOUNT_PATHS.realName, form), '认证失败');

/** A multipart upload, so through the client's axios instance with the token header; the info comes back. */
export const uploadPortrait = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  const sent = api.http.post<Envelope<UserInfo>>(api.urlFor(ACCOUNT_PATHS.portrait), form, {
    headers: { accessToken: useAuthStore.getState().token },
  });
  return accepted(
    sent.then((res) => res.data),
    '上传失败',
  );
};
