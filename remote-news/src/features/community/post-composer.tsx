/**
 * 发帖 / 提问: a 圈子, a title (a question needs one), the text, and up to nine pictures — each
 * uploaded as it is picked, then sent with the post in one call so post and pictures land together.
 */
import { useState, type FormEvent } from 'react';
import {
  MAX_POST_CHARS,
  MAX_POST_IMAGES,
  MAX_POST_TITLE_CHARS,
  type CommunityBoard,
  type PostKind,
  type UploadedImage,
} from '@kickoff/shared/contracts';
import { showToast } from '@kickoff/shared/ui';
import { mediaUrl } from '../../lib/media-url';
import { publishPost, uploadPostImage } from './community-api';
import styles from './post-composer.module.css';

interface Props {
  boards: CommunityBoard[];
  boardId: number;
  onDone: (code: string) => void;
  onCancel: () => void;
}

const message = (err: unknown, fallback: string) => (err instanceof Error ? err.message : fallback);

export function PostComposer({ boards, boardId, onDone, onCancel }: Props) {
  const [board, setBoard] = useState(boardId);
  const [kind, setKind] = useState<PostKind>('post');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [images, setImages] = useState<UploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);
  const [busy, setBusy] = useState(false);

  const pick = async (files: FileList | null) => {
    const list = Array.from(files ?? []).slice(0, MAX_POST_IMAGES - images.length);
    if ((files?.length ?? 0) > list.length) showToast(`最多上传${MAX_POST_IMAGES}张图片`);
    setUploading((n) => n + list.length);
    for (const file of list) {
      try {
        const img = await uploadPostImage(file);
        setImages((prev) => [...prev, img]);
      } catch (err) {
        showToast(message(err, '图片上传失败'));
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!content.trim()) return showToast('内容不能为空');
    if (kind === 'question' && !title.trim()) return showToast('请填写问题标题');
    setBusy(true);
    publishPost({ boardId: board, kind, title, content, images: images.map((i) => i.id) })
      .then(({ code }) => {
        showToast('发布成功');
        onDone(code);
      })
      .catch((err: unknown) => showToast(message(err, '发布失败')))
      .finally(() => setBusy(false));
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="发帖">
      <div className={styles.row}>
        <select aria-label="圈子" value={board} onChange={(e) => setBoard(Number(e.target.value))}>
          {boards.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        <label>
          <input type="radio" name="kind" checked={kind === 'post'} onChange={() => setKind('post')} /> 帖子
        </label>
        <label>
          <input type="radio" name="kind" checked={kind === 'question'} onChange={() => setKind('question')} /> 提问
        </label>
      </div>
      <input
        className={styles.input}
        aria-label="标题"
        placeholder={kind === 'question' ? '问题标题（必填）' : '标题（选填）'}
        maxLength={MAX_POST_TITLE_CHARS}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <textarea
        className={styles.input}
        aria-label="内容"
        placeholder="分享你的看法…"
        maxLength={MAX_POST_CHARS}
        rows={4}
        value={content}
        onChange={(e) => setContent(e.target.value)}
      />
      <div className={styles.images}>
        {images.map((img) => (
          <span key={img.id} className={styles.thumb}>
            <img src={mediaUrl(img.thumbUrl)} alt="已选图片" />
            <button
              type="button"
              aria-label="移除图片"
              onClick={() => setImages((prev) => prev.filter((x) => x.id !== img.id))}
            >
              ×
            </button>
          </span>
        ))}
        {images.length + uploading < MAX_POST_IMAGES && (
          <label className={styles.add}>
            +
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              aria-label="添加图片"
              onChange={(e) => {
                void pick(e.target.files);
                e.target.value = '';
              }}
            />
          </label>
        )}
      </div>
      <div className={styles.row}>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          取消
        </button>
        <button type="submit" className={styles.submit} disabled={busy || uploading > 0}>
          {uploading > 0 ? '图片上传中…' : '发布'}
        </button>
      </div>
    </form>
  );
}
