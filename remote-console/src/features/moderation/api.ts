/** The moderation desk's calls to the staff API (checked again on the server, audited). */
import { get, post } from '@kickoff/shared/api';
import {
  MODERATION_PATHS,
  type HiddenContent,
  type ModerationReport,
  type PendingNickname,
  type PendingPortrait,
  type Sanction,
  type WordPreview,
  type PostBody,
} from '@kickoff/shared/contracts';

type GetParams = Parameters<typeof get>[1];

export const fetchHidden = () => get<HiddenContent[]>(MODERATION_PATHS.hidden);
export const restoreContent = (body: PostBody<typeof MODERATION_PATHS.restore>) => post(MODERATION_PATHS.restore, body);
export const fetchNicknames = () => get<PendingNickname[]>(MODERATION_PATHS.nicknames);
export const reviewNickname = (body: PostBody<typeof MODERATION_PATHS.reviewNickname>) =>
  post(MODERATION_PATHS.reviewNickname, body);
export const fetchPortraits = () => get<PendingPortrait[]>(MODERATION_PATHS.portraits);
export const reviewPortrait = (body: PostBody<typeof MODERATION_PATHS.reviewPortrait>) =>
  post(MODERATION_PATHS.reviewPortrait, body);
export const fetchReports = () => get<ModerationReport[]>(MODERATION_PATHS.reports);
export const resolveReport = (body: PostBody<typeof MODERATION_PATHS.resolve>) => post(MODERATION_PATHS.resolve, body);
export const fetchSanctions = () => get<Sanction[]>(MODERATION_PATHS.sanctions);
export const unbanUser = (body: PostBody<typeof MODERATION_PATHS.unban>) => post(MODERATION_PATHS.unban, body);
export const muteUser = (body: PostBody<typeof MODERATION_PATHS.mute>) => post(MODERATION_PATHS.mute, body);
export const banUser = (body: PostBody<typeof MODERATION_PATHS.ban>) => post(MODERATION_PATHS.ban, body);
export const fetchWords = () => get<string[]>(MODERATION_PATHS.words);
export const fetchWordPreview = (params?: GetParams) => get<WordPreview>(MODERATION_PATHS.previewWord, params);
export const addWord = (body: PostBody<typeof MODERATION_PATHS.addWord>) => post(MODERATION_PATHS.addWord, body);
export const removeWord = (body: PostBody<typeof MODERATION_PATHS.removeWord>) =>
  post(MODERATION_PATHS.removeWord, body);
