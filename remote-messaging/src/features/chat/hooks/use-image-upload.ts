/** A picture for the chat: uploaded (5 MB at most, re-encoded by the server), then handed to `send`. */
import { useState } from 'react';
import type { UploadedImage } from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { uploadChatImage } from '../im-api';

export function useImageUpload(send: (image: UploadedImage) => void) {
  const [uploading, setUploading] = useState(false);
  const pick = (file: File) => {
    setUploading(true);
    uploadChatImage(file)
      .then(send)
      .catch((e: Error) => showToast(e.message || '图片上传失败'))
      .finally(() => setUploading(false));
  };
  return { uploading, pick };
}
