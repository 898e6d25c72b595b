/** 意见反馈: the one help call that sends something (the FAQ and agreements are reads, hooks/use-help-texts). */
import { post } from '@kickoff/shared/api';
import { ACCOUNT_PATHS, type FeedbackForm } from '@kickoff/shared/contracts';
import { accepted } from '../../lib/refusal';

export const sendFeedback = (form: FeedbackForm) => accepted(post(ACCOUNT_PATHS.feedback, form), '提交失败');
