/** The Android package on offer (version, size, link) for the download pages. */
import { NEWS_PATHS, type ApkInfo } from '@kickoff/shared/contracts';
import { useCall } from '../../../lib/use-call';

export const useApkInfo = () => useCall<ApkInfo>(['apk-resource'], NEWS_PATHS.apkResource);
