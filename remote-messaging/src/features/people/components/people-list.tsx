/** People as rows: face, nickname, 互相关注 when both follow, a follow button; the row opens their card. */
import { useState } from 'react';
import type { ImUserCard } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { Empty } from '@kickoff/shared/ui';
import { UserFace } from '../../../components/user-face';
import { useRelation } from '../hooks/use-relation';
import styles from './people.module.css';

function PersonRow({ person }: { person: ImUserCard }) {
  const [p, setP] = useState(person);
  const { follow } = useRelation(setP);
  const mutual = p.following && p.followsMe;
  return (
    <li className={styles.row}>
      <Link to={`/message/personal?id=${p.id}`} className={styles.person}>
        <UserFace name={p.nickName} portrait={p.portrait} size={0.8} />
        <span className={styles.name}>{p.nickName}</span>
        {mutual && <span className={styles.mutual}>互相关注</span>}
      </Link>
      <button type="button" className={p.following ? styles.followed : styles.follow} onClick={() => follow(p)}>
        {p.following ? '已关注' : '关注'}
      </button>
    </li>
  );
}

export function PeopleList({ people, empty }: { people: ImUserCard[]; empty: string }) {
  if (people.length === 0) return <Empty text={empty} />;
  return (
    <ul className={styles.list}>
      {people.map((p) => (
        <PersonRow key={p.id} person={p} />
      ))}
    </ul>
  );
}
