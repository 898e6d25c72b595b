/** Uploads one picture through the upload service (re-encoded on the server); answers its `/inform/image/{id}` url. */
import { api, unwrap } from '@kickoff/shared/api';
import { UPLOAD_PATH, type Envelope, type UploadedImage } from '@kickoff/shared/contracts';

export async function uploadImage(file: File): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  const token = api.config().getToken();
  const res = await api.http.post<Envelope<UploadedImage>>(api.urlFor(`${UPLOAD_PATH}?purpose=post`), form, {
    headers: token ? { accessToken: token } : {},
  });
  return unwrap(Promise.resolve(res.data));
}
