/** The experts desk's calls to the staff API (checked again on the server, audited). */
import { get, post } from '@kickoff/shared/api';
import { STAFF_EXPERT_PATHS, type DeskTipPage, type ExpertApplication, type PostBody } from '@kickoff/shared/contracts';

type GetParams = Parameters<typeof get>[1];

export const decideApplication = (body: PostBody<typeof STAFF_EXPERT_PATHS.decide>) =>
  post(STAFF_EXPERT_PATHS.decide, body);
export const hideTip = (body: PostBody<typeof STAFF_EXPERT_PATHS.hideTip>) => post(STAFF_EXPERT_PATHS.hideTip, body);
export const fetchApplications = (params?: GetParams) =>
  get<ExpertApplication[]>(STAFF_EXPERT_PATHS.applications, params);
export const fetchTips = (params?: GetParams) => get<DeskTipPage>(STAFF_EXPERT_PATHS.tips, params);
