/**
 * 违禁词: the list every chat line, post, comment and name is filtered with (a change takes effect
 * at once); before adding a word, 预览 shows what it would have caught in recent posts, comments
 * and room chat.
 */
import { useState, type FormEvent } from 'react';
import { BANNED_WORD_MAX, WORD_PREVIEW_SOURCE_NAMES, type WordPreview } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import mod from './moderation.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction, useList } from '../../../lib/use-action';
import { when } from './content-cell';
import { addWord, fetchWordPreview, fetchWords, removeWord } from '../api';

function Preview({ preview }: { preview: WordPreview }) {
  return (
    <div className={styles.result} data-testid="word-preview">
      “{preview.word}”在最近 {preview.scanned} 条帖子、评论和直播间聊天中会命中 <strong>{preview.total}</strong> 条
      {preview.examples.length > 0 && (
        <ul className={mod.examples}>
          {preview.examples.map((e, i) => (
            <li key={i}>
              <span className={mod.tag}>{WORD_PREVIEW_SOURCE_NAMES[e.source]}</span> {e.text}
              <span className={styles.muted}> · {when(e.time)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function WordsPanel() {
  const { rows, error, reload } = useList(['moderation-words'], fetchWords);
  const [word, setWord] = useState('');
  const [preview, setPreview] = useState<WordPreview | null>(null);
  const [removing, setRemoving] = useState('');
  const { busy, result, run } = useAction();

  const showPreview = async () => {
    setPreview((await run(() => fetchWordPreview({ word }), '预览完成')) ?? null);
  };
  const add = async (e: FormEvent) => {
    e.preventDefault();
    if ((await run(() => addWord({ word }))) !== undefined) {
      setWord('');
      setPreview(null);
      reload();
    }
  };
  const remove = async (w: string) => {
    setRemoving('');
    if ((await run(() => removeWord({ word: w }))) !== undefined) reload();
  };

  return (
    <section className={styles.card} aria-label="违禁词">
      <h2>违禁词{rows ? `（${rows.length}）` : ''}</h2>
      <p className={styles.muted}>
        聊天、弹幕、帖子和评论中的违禁词显示为＊，昵称和直播间名含违禁词会被拒绝；修改立即生效。
      </p>
      <form className={styles.form} onSubmit={(e) => void add(e)} aria-label="添加违禁词">
        <label>
          新的违禁词
          <input value={word} maxLength={BANNED_WORD_MAX} onChange={(e) => setWord(e.target.value)} />
        </label>
        <div className={styles.actions}>
          <button type="button" className={styles.button} disabled={busy} onClick={() => void showPreview()}>
            预览命中
          </button>
          <button type="submit" className={styles.primary} disabled={busy}>
            添加
          </button>
        </div>
      </form>
      <ResultLine result={result} />
      {preview && <Preview preview={preview} />}
      {error && <p className={styles.error}>{error}</p>}
      {rows && (
        <ul className={mod.words}>
          {rows.map((w) => (
            <li key={w}>
              {w}
              {removing === w ? (
                <button type="button" className={styles.danger} disabled={busy} onClick={() => void remove(w)}>
                  确认删除？
                </button>
              ) : (
                <button type="button" className={mod.chipX} aria-label={`删除${w}`} onClick={() => setRemoving(w)}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
