/** The texts the server serves for help: the FAQ and the agreements. */
import { CONTENT_PATHS, type Agreement, type FaqItem } from '@kickoff/shared/contracts';
import { useCall } from '../../../lib/use-call';

export const useFaq = () => useCall<FaqItem[]>(['account-faq'], CONTENT_PATHS.faq);

export const useAgreement = (key: string) =>
  useCall<Agreement>(['account-agreement', key], CONTENT_PATHS.agreement(key));
