/** /message/createGroup: a name and at least two of the people I follow (the server checks both). */
import { useState, type FormEvent } from 'react';
import { IM_GROUP_NAME_MAX } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { useCreateGroup } from '../../features/groups/hooks/use-groups';
import { useFollowing } from '../../lib/following';
import styles from '../../features/groups/components/groups.module.css';

export default function CreateGroupPage() {
  const { data, error, reload } = useFollowing();
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<Set<number>>(new Set());
  const create = useCreateGroup();
  const toggle = (id: number) =>
    setPicked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void create(name.trim(), [...picked]);
  };
  const ready = name.trim() !== '' && picked.size >= 2;
  return (
    <main className={styles.page}>
      <NavBar title="创建群聊" />
      <form onSubmit={submit}>
        <div className={styles.field}>
          <input
            className={styles.input}
            aria-label="群名称"
            placeholder="群名称"
            maxLength={IM_GROUP_NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <p className={styles.hint}>从我关注的人中选择成员（至少 2 人）</p>
        <DataState state={{ data, error, reload }}>
          {(people) =>
            people.length === 0 ? (
              <Empty text="暂无可邀请的好友，先去关注一些人吧" />
            ) : (
              <ul className={styles.list}>
                {people.map((p) => (
                  <li key={p.id}>
                    <label className={styles.row}>
                      <input type="checkbox" checked={picked.has(p.id)} onChange={() => toggle(p.id)} />
                      <UserFace name={p.nickName} portrait={p.portrait} size={0.7} />
                      <span className={styles.name}>{p.nickName}</span>
                    </label>
                  </li>
                ))}
              </ul>
            )
          }
        </DataState>
        <div className={styles.field}>
          <button type="submit" className={styles.primary} disabled={!ready}>
            创建（{picked.size}）
          </button>
        </div>
      </form>
    </main>
  );
}
