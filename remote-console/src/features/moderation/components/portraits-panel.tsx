/** 头像: avatars waiting for review, oldest first, the new one beside the one fans see now; approve or reject. */
import { type PendingPortrait } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import mod from './moderation.module.css';
import { ResultLine } from '../../../components/result-line';
import { useAction, useList } from '../../../lib/use-action';
import { when } from './content-cell';
import { fetchPortraits, reviewPortrait } from '../api';

function PortraitCard({ item, onChanged }: { item: PendingPortrait; onChanged: () => void }) {
  const { busy, result, run } = useAction();
  const decide = async (approve: boolean) => {
    const body = { userId: item.userId, portraitNew: item.portraitNew, approve };
    if ((await run(() => reviewPortrait(body))) !== undefined) onChanged();
  };
  return (
    <li className={mod.portrait} data-testid="moderation-portrait">
      <div className={mod.pictures}>
        <img src={item.portraitNew} alt={`${item.nickName}的新头像`} width={96} height={96} />
        {item.portrait && <img src={item.portrait} alt={`${item.nickName}的当前头像`} width={48} height={48} />}
      </div>
      <div>
        {item.nickName}
        <div className={styles.muted}>
          ID {item.userId} · {when(item.uploadedAt)}
        </div>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} disabled={busy} onClick={() => void decide(true)}>
          通过
        </button>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void decide(false)}>
          驳回
        </button>
      </div>
      <ResultLine result={result} />
    </li>
  );
}

export function PortraitsPanel() {
  const { rows, error, reload } = useList(['moderation-portraits'], fetchPortraits);
  return (
    <section className={styles.card} aria-label="头像审核">
      <h2>待审核的头像{rows ? `（${rows.length}）` : ''}</h2>
      {error && <p className={styles.error}>{error}</p>}
      {rows && rows.length === 0 && <p className={styles.muted}>没有待审核的头像</p>}
      {rows && rows.length > 0 && (
        <ul className={mod.portraits}>
          {rows.map((p) => (
            <PortraitCard key={`${p.userId}-${p.portraitNew}`} item={p} onChanged={reload} />
          ))}
        </ul>
      )}
    </section>
  );
}
