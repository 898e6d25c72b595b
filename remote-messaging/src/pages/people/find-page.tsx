/** /message/find and /message/search: people by nickname or id. */
import { useState, type FormEvent } from 'react';
import { NavBar, Loader } from '@kickoff/shared/ui';
import { useUserSearch } from '../../features/people/hooks/use-user-search';
import { PeopleList } from '../../features/people/components/people-list';
import styles from '../../features/people/components/people.module.css';

export default function FindPage() {
  const [q, setQ] = useState('');
  const { found, busy, search } = useUserSearch();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!q.trim()) return;
    search(q.trim());
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
