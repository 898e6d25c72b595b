/** /message/find and /message/search: people by nickname or id. */
import { useState, type FormEvent } from 'react';
import type { ImUserCard } from '@kickoff/shared/contracts';
import { NavBar, Loader, showToast } from '@kickoff/shared/ui';
import { searchUsers } from '../../features/people/people-api';
import { PeopleList } from '../../features/people/people-list';
import styles from '../../features/people/people.module.css';

export default function FindPage() {
  const [q, setQ] = useState('');
  const [found, setFound] = useState<ImUserCard[] | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    setBusy(true);
    searchUsers(q.trim())
      .then(setFound, (err: Error) => showToast(err.message))
      .finally(() => setBusy(false));
  };
  return (
    <main className={styles.page}>
      <NavBar title="找人" />
      <form className={styles.search} onSubmit={submit} role="search">
        <input
          className={styles.input}
          aria-label="昵称或用户 ID"
          placeholder="输入昵称或用户 ID"
          maxLength={20}
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <button type="submit" className={styles.action}>
          搜索
        </button>
      </form>
      {busy ? <Loader /> : found && <PeopleList people={found} empty="没有找到相关用户" />}
    </main>
  );
}
