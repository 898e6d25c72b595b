/** The operate desk's calls to the staff API (checked again on the server, audited). */
import { api, get, post } from '@kickoff/shared/api';
import {
  STAFF_APK_UPLOAD_PATH,
  STAFF_GIFT_PATHS,
  STAFF_PATHS,
  type Envelope,
  type StaffGiftCatalogue,
  type UploadedApk,
  type StaffOperateItem,
  type StaffPackage,
  type PostBody,
} from '@kickoff/shared/contracts';

export const saveGift = (body: PostBody<typeof STAFF_GIFT_PATHS.saveGift>) => post(STAFF_GIFT_PATHS.saveGift, body);
export const saveNoblePrice = (body: PostBody<typeof STAFF_GIFT_PATHS.saveNoblePrice>) =>
  post(STAFF_GIFT_PATHS.saveNoblePrice, body);
export const fetchCatalogue = () => get<StaffGiftCatalogue>(STAFF_GIFT_PATHS.catalogue);
export const fetchOperateItems = () => get<StaffOperateItem[]>(STAFF_PATHS.operateItems);
export const fetchPackages = () => get<StaffPackage[]>(STAFF_PATHS.packages);
export const saveOperateItem = (body: PostBody<typeof STAFF_PATHS.saveOperateItem>) =>
  post(STAFF_PATHS.saveOperateItem, body);
export const deleteOperateItem = (body: PostBody<typeof STAFF_PATHS.deleteOperateItem>) =>
  post(STAFF_PATHS.deleteOperateItem, body);
export const savePackage = (body: PostBody<typeof STAFF_PATHS.savePackage>) => post(STAFF_PATHS.savePackage, body);

/** The APK as multipart `file`; the server checks its size and that it is a zip. */
export async function uploadApk(file: File): Promise<Envelope<UploadedApk>> {
  const form = new FormData();
  form.append('file', file);
  const token = api.config().getToken();
  const res = await api.http.post<Envelope<UploadedApk>>(api.urlFor(STAFF_APK_UPLOAD_PATH), form, {
    headers: token ? { accessToken: token } : {},
  });
  return res.data;
}
