/** What a fan follows: matches (the scores remote's ☆), teams (资料库), experts (tips), anchors (video live). */
import { DATABASE_PATHS, MINE_PATHS, type DbFollowedTeam, type NewsMatchCard } from '@kickoff/shared/contracts';
import type { LiveRoom } from '@kickoff/shared/contracts/vlive';
import { useData } from '@kickoff/shared/data';
import { useCall } from '../../../lib/use-call';
import { fetchFollowedExperts } from '../api';

export const useFollowedMatches = () => useCall<NewsMatchCard[]>(['my-matches'], MINE_PATHS.followedMatches);

export const useFollowedTeams = () => useCall<DbFollowedTeam[]>(['my-teams'], DATABASE_PATHS.followedTeams);

export const useFollowedExperts = () => useData(['my-experts'], fetchFollowedExperts);

export const useFollowedAnchors = () => useCall<LiveRoom[]>(['my-anchors'], MINE_PATHS.followedAnchors);
