/**
 * Writing or editing an article: column, title, summary, a cover picture (uploaded through the upload
 * service) and the body in a small rich-text editor (contenteditable: bold, italic, subheading, quote,
 * lists, link, picture). Saving names the version read (a stale save is refused by the server);
 * a saved article not on the fan pages can be published from here.
 */
import { useRef, useState, type FormEvent } from 'react';
import {
  ARTICLE_SUMMARY_MAX,
  ARTICLE_TITLE_MAX,
  DESK_COLUMN_IDS,
  NEWS_COLUMNS,
  type DeskArticle,
} from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import { ResultLine } from '../../../components/result-line';
import { uploadImage } from '../../../lib/upload-image';
import { useAction } from '../../../lib/use-action';
import { fromEditor, shownMedia, toEditor } from '../editor-html';
import own from '../../../components/desk.module.css';
import { saveArticle, setPublished } from '../api';

const COLUMNS = NEWS_COLUMNS.filter((c) => (DESK_COLUMN_IDS as readonly number[]).includes(c.id));

const TOOLS: Array<{ label: string; run: () => void }> = [
  { label: '加粗', run: () => document.execCommand('bold') },
  { label: '斜体', run: () => document.execCommand('italic') },
  { label: '小标题', run: () => document.execCommand('formatBlock', false, 'h3') },
  { label: '正文段落', run: () => document.execCommand('formatBlock', false, 'p') },
  { label: '引用', run: () => document.execCommand('formatBlock', false, 'blockquote') },
  { label: '列表', run: () => document.execCommand('insertUnorderedList') },
  { label: '编号列表', run: () => document.execCommand('insertOrderedList') },
];

interface Props {
  /** null: a new article */
  article: DeskArticle | null;
  onSaved: (article: DeskArticle) => void;
  onClose: () => void;
}

export function ArticleEditor({ article, onSaved, onClose }: Props) {
  const [form, setForm] = useState({
    columnId: article?.columnId ?? 1005,
    title: article?.title ?? '',
    summary: article?.summary ?? '',
    cover: article?.cover ?? '',
  });
  const [current, setCurrent] = useState(article);
  // the body's first HTML, cleaned once; the editor owns its DOM from then on
  const [initial] = useState(() => ({ __html: toEditor(article?.content ?? '') }));
  const body = useRef<HTMLDivElement>(null);
  const [link, setLink] = useState<string | null>(null);
  const [uploading, setUploading] = useState('');
  const { busy, result, run } = useAction();

  const upload = async (file: File | undefined, then: (path: string) => void) => {
    if (!file) return;
    setUploading('图片上传中…');
    try {
      then((await uploadImage(file)).url);
      setUploading('');
    } catch (e) {
      setUploading(e instanceof Error ? e.message : '图片上传失败');
    }
  };
  const insertPicture = (path: string) => {
    body.current?.focus();
    document.execCommand('insertImage', false, shownMedia(path));
  };
  const insertLink = () => {
    body.current?.focus();
    if (link) document.execCommand('createLink', false, link);
    setLink(null);
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const saved = await run(() =>
      saveArticle({
        id: current?.id ?? 0,
        version: current?.version ?? 0,
        ...form,
        content: fromEditor(body.current?.innerHTML ?? ''),
      }),
    );
    if (saved) {
      setCurrent(saved);
      setForm((f) => ({ ...f, summary: saved.summary, cover: saved.cover }));
      onSaved(saved);
    }
  };
  const publish = async () => {
    if (!current) return;
    const saved = await run(() => setPublished({ id: current.id, version: current.version, publish: true }));
    if (saved) {
      setCurrent({ ...current, ...saved });
      onSaved(saved);
    }
  };

  return (
    <form className={styles.card} onSubmit={(e) => void save(e)} aria-label="编辑文章">
      <h2>{current ? `编辑文章 #${current.id}` : '写文章'}</h2>
      <div className={styles.form}>
        <label>
          栏目
          <select value={form.columnId} onChange={(e) => setForm({ ...form, columnId: Number(e.target.value) })}>
            {COLUMNS.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          标题
          <input
            value={form.title}
            maxLength={ARTICLE_TITLE_MAX}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
        </label>
        <label className={styles.wide}>
          摘要（不填则取正文开头）
          <textarea
            value={form.summary}
            rows={2}
            maxLength={ARTICLE_SUMMARY_MAX}
            onChange={(e) => setForm({ ...form, summary: e.target.value })}
          />
        </label>
        <div className={`${styles.wide} ${own.cover}`}>
          {form.cover ? (
            <img src={shownMedia(form.cover)} alt="封面" />
          ) : (
            <span className={styles.muted}>自动生成封面</span>
          )}
          <label className={styles.button}>
            上传封面
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              className={own.file}
              onChange={(e) => void upload(e.target.files?.[0], (cover) => setForm((f) => ({ ...f, cover })))}
            />
          </label>
          {form.cover !== (current?.cover ?? '') && (
            <button
              type="button"
              className={styles.button}
              onClick={() => setForm({ ...form, cover: current?.cover ?? '' })}
            >
              {current ? '换回原封面' : '不用此封面'}
            </button>
          )}
        </div>
      </div>
      <div className={own.toolbar} role="toolbar" aria-label="正文格式">
        {TOOLS.map((t) => (
          <button
            key={t.label}
            type="button"
            className={styles.button}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              body.current?.focus();
              t.run();
            }}
          >
            {t.label}
          </button>
        ))}
        <button
          type="button"
          className={styles.button}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setLink('https://')}
        >
          链接
        </button>
        <label className={styles.button}>
          插入图片
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            className={own.file}
            onChange={(e) => void upload(e.target.files?.[0], insertPicture)}
          />
        </label>
      </div>
      {link !== null && (
        <div className={own.linkRow}>
          <input aria-label="链接地址" value={link} onChange={(e) => setLink(e.target.value)} />
          <button type="button" className={styles.button} onMouseDown={(e) => e.preventDefault()} onClick={insertLink}>
            插入链接
          </button>
        </div>
      )}
      {uploading && <p className={styles.muted}>{uploading}</p>}
      <div
        ref={body}
        className={own.body}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label="正文"
        dangerouslySetInnerHTML={initial}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          保存
        </button>
        {current && current.status !== 'published' && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void publish()}>
            发布
          </button>
        )}
        <button type="button" className={styles.button} onClick={onClose}>
          关闭
        </button>
        {current && <span className={styles.muted}>版本 {current.version}</span>}
      </div>
      <ResultLine result={result} />
    </form>
  );
}
