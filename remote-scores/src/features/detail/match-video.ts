/** The 视频 button of a match: off to the room broadcasting it, or 暂无视频 for code 20001 (docs/product.md §8). */
import { get } from '@kickoff/shared/api';
import { ErrorCodes, SUCCESS } from '@kickoff/shared/contracts';
import type { MatchVideo } from '@kickoff/shared/contracts/vlive';

export const NO_VIDEO_TEXT = '暂无视频';
export const VIDEO_FAILED_TEXT = '视频加载失败，请重试';

export interface MatchVideoActions {
  navigate: (path: string) => void;
  toast: (text: string) => void;
}

/** Asks the header's video call (`video.url`) which room has the match and goes there, or says why not. */
export async function openMatchVideo(url: string, { navigate, toast }: MatchVideoActions): Promise<void> {
  try {
    const env = await get<MatchVideo>(url);
    if (env.code === SUCCESS) navigate(env.data.path);
    else toast(env.code === ErrorCodes.VIDEO_NONE ? NO_VIDEO_TEXT : VIDEO_FAILED_TEXT);
  } catch {
    toast(VIDEO_FAILED_TEXT);
  }
}
