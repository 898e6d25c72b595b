/**
 * /message/address (通讯录): the people I follow and my fans in one book, under the pinyin initial of
 * the name I see (my remark, else the nickname; the server groups them), with a letter index down
 * the right edge that jumps to its section. A row opens the person's card.
 */
import { useRef } from 'react';
import { type ImContact } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link } from '@kickoff/shared/navigation';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { useContacts } from '../../features/people/hooks/use-people-lists';
import styles from './contacts.module.css';

/** The contacts in runs of one letter, in the server's order. */
export function byLetter(list: ImContact[]): Array<[string, ImContact[]]> {
  const groups = new Map<string, ImContact[]>();
  for (const c of list) groups.set(c.letter, [...(groups.get(c.letter) ?? []), c]);
  return [...groups];
}

const relation = (c: ImContact) => (c.following && c.followsMe ? '互相关注' : c.following ? '我关注的' : '我的粉丝');

function Book({ list }: { list: ImContact[] }) {
  const sections = useRef(new Map<string, HTMLElement>());
  if (list.length === 0) return <Empty text="还没有联系人，去关注感兴趣的球迷吧" />;
  const groups = byLetter(list);
  return (
    <>
      <div className={styles.book}>
        {groups.map(([letter, people]) => (
          <section
            key={letter}
            aria-label={`${letter} 组`}
            ref={(el) => {
              if (el) sections.current.set(letter, el);
            }}
          >
            <h2 className={styles.letter}>{letter}</h2>
            <ul className={styles.list}>
              {people.map((c) => (
                <li key={c.id}>
                  <Link to={`/message/personal?id=${c.id}`} className={styles.row}>
                    <UserFace name={c.remark || c.nickName} portrait={c.portrait} size={0.76} />
                    <span className={styles.names}>
                      <span className={styles.name}>{c.remark || c.nickName}</span>
                      {c.remark && <span className={styles.sub}>昵称：{c.nickName}</span>}
                    </span>
                    <span className={styles.tag}>{relation(c)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p className={styles.total}>{list.length} 位联系人</p>
      </div>
      <nav className={styles.index} aria-label="字母索引">
        {groups.map(([letter]) => (
          <button
            key={letter}
            type="button"
            className={styles.indexKey}
            onClick={() => sections.current.get(letter)?.scrollIntoView({ block: 'start' })}
          >
            {letter}
          </button>
        ))}
      </nav>
    </>
  );
}

export default function AddressPage() {
  const { data, error, reload } = useContacts();
  return (
    <main className={styles.page}>
      <NavBar title="通讯录" />
      <nav className={styles.shortcuts} aria-label="通讯录入口">
        <Link to="/message/note">备注</Link>
        <Link to="/message/favor">我的收藏</Link>
        <Link to="/message/groupList">我的群聊</Link>
      </nav>
      <DataState state={{ data, error, reload }}>{(list) => <Book list={list} />}</DataState>
    </main>
  );
}
