/** An article (none asked while the id is not valid), and liking it. */
import { useData } from '@kickoff/shared/data';
import { likeNews, newsDetail } from '../article-api';

export const useArticle = (id: number, valid: boolean) =>
  useData(valid ? ['news-detail', id] : null, () => newsDetail(id));

/** Likes (or unlikes) article `id`: resolves to what the server answered. */
export const useLikeNews = () => likeNews;
