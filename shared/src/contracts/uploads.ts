/**
 * Image uploads (`POST /inform/upload?purpose=`, multipart field `file`): posts, chat images and
 * feedback attach the returned ids/urls. The server re-encodes every image (WebP, metadata
 * stripped, at most 1600 px) and makes a thumbnail (at most 360 px); server module: server/src/uploads.
 */
export type UploadPurpose = 'post' | 'chat' | 'feedback';

/** `POST ?purpose=` (multipart field `file`) */
export const UPLOAD_PATH = '/inform/upload';

/** Largest accepted upload, in bytes (5 MiB). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export interface UploadedImage {
  /** unguessable: 32 hex characters */
  id: string;
  /** `/inform/image/{id}` */
  url: string;
  /** `/inform/image/{id}/thumb` */
  thumbUrl: string;
  width: number;
  height: number;
}
