/** A chat picture: the thumbnail at its own proportions (so the thread does not jump), the full size on tap. */
import { useEffect, useRef, useState } from 'react';
import type { UploadedImage } from '@kickoff/shared/contracts';
import { mediaUrl } from '../lib/media-url';
import styles from './chat-image.module.css';

/** Longest side of the thumbnail in the thread, in rem. */
const SIDE = 3;

export function ChatImage({ image, alt }: { image: UploadedImage; alt: string }) {
  const [open, setOpen] = useState(false);
  // a long press (the message menu) ends with a click: that one does not open the picture
  const downAt = useRef(0);
  const ratio = image.width > 0 && image.height > 0 ? image.width / image.height : 1;
  const box = ratio >= 1 ? { width: SIDE, height: SIDE / ratio } : { width: SIDE * ratio, height: SIDE };
  return (
    <>
      <button
        type="button"
        className={styles.thumb}
        style={{ width: `${box.width}rem`, height: `${box.height}rem` }}
        aria-label="查看大图"
        onPointerDown={() => (downAt.current = Date.now())}
        onClick={() => Date.now() - downAt.current < 600 && setOpen(true)}
      >
        <img src={mediaUrl(image.thumbUrl)} alt={alt} loading="lazy" draggable={false} />
      </button>
      {open && <ImageViewer image={image} alt={alt} onClose={() => setOpen(false)} />}
    </>
  );
}

/** The full picture over everything; a tap or Escape closes it. */
function ImageViewer({ image, alt, onClose }: { image: UploadedImage; alt: string; onClose: () => void }) {
  useEffect(() => {
    const key = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [onClose]);
  return (
    <div className={styles.viewer} role="dialog" aria-modal="true" aria-label="大图" onClick={onClose}>
      <img src={mediaUrl(image.url)} alt={alt} />
    </div>
  );
}
