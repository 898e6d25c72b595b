/** The community's posts (COMMUNITY_PATHS of @kickoff/shared/contracts): boards, lists, publishing, likes, reports. */
import { api, get, post, unwrap } from '@kickoff/shared/api';
import {
  COMMUNITY_PATHS,
  type CommunityBoard,
  type CommunityPage,
  type CommunityPost,
  type Envelope,
  type NewPostRequest,
  type PostKind,
  type ReportTarget,
  type UploadedImage,
} from '@kickoff/shared/contracts';

export const boards = () => unwrap(get<CommunityBoard[]>(COMMUNITY_PATHS.boards));

export const postPage = (q: { board?: number; kind?: PostKind; page: number }) =>
  unwrap(get<CommunityPage>(COMMUNITY_PATHS.list, { ...q, size: 10 }));

export const postDetail = (code: string) => unwrap(get<CommunityPost>(COMMUNITY_PATHS.detail, { code }));

export const publishPost = (req: NewPostRequest) => unwrap(post(COMMUNITY_PATHS.publish, req));

export const likePost = (code: string, like: boolean) =>
  unwrap(post(COMMUNITY_PATHS.like, { code, like: like ? 1 : 0 }));

export const acceptAnswer = (code: string, commentId: number) =>
  unwrap(post(COMMUNITY_PATHS.accept, { code, commentId }));

export const reportContent = (target: ReportTarget, id: number, reason: string) =>
  unwrap(post(COMMUNITY_PATHS.report, { target, id, reason }));

/** Uploads one picture for a post (multipart); the server re-encodes it and answers its id. */
export async function uploadPostImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const token = api.config().getToken();
  const res = await api.http.post<Envelope<UploadedImage>>(api.urlFor('/inform/upload?purpose=post'), form, {
    headers: token ? { accessToken: token } : {},
  });
  return unwrap(Promise.resolve(res.data));
}
