/**
 * /message/note (备注): what I call my contacts. Each of the people I follow or who follow me shows
 * with my remark (or none); a tap opens an editor to set or clear it. `?uid=` opens the editor for
 * that person at once (the card's 设置备注), contact or not. Remarks are seen by me only.
 */
import { useState, type FormEvent } from 'react';
import { IM_REMARK_MAX, type ImContact } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { useSearchParams } from '@kickoff/shared/navigation';
import { Empty, NavBar } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { useRemark } from '../../features/people/hooks/use-relation';
import { useContacts, useUserCard } from '../../features/people/hooks/use-people-lists';
import styles from './contacts.module.css';

interface Person {
  id: number;
  nickName: string;
  remark: string;
  portrait: string;
}

function RemarkEditor({
  person,
  onSaved,
  onClose,
}: {
  person: Person;
  onSaved: (remark: string) => void;
  onClose: () => void;
}) {
  const [value, setValue] = useState(person.remark);
  const { busy, save } = useRemark(person.id, (saved) => {
    onSaved(saved);
    onClose();
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save(value);
  };
  return (
    <form className={styles.editor} onSubmit={submit} aria-label={`给 ${person.nickName} 设置备注`}>
      <input
        className={styles.input}
        aria-label="备注名"
        value={value}
        maxLength={IM_REMARK_MAX}
        placeholder={`备注名（最多 ${IM_REMARK_MAX} 字）`}
        autoFocus
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className={styles.save} disabled={busy}>
        保存
      </button>
      {person.remark && (
        <button type="button" className={styles.clear} disabled={busy} onClick={() => save('')}>
          清除
        </button>
      )}
      <button type="button" className={styles.clear} onClick={onClose}>
        取消
      </button>
    </form>
  );
}

function NoteRow({
  person,
  editing,
  onEdit,
  onClose,
  onSaved,
}: {
  person: Person;
  editing: boolean;
  onEdit: () => void;
  onClose: () => void;
  onSaved: (remark: string) => void;
}) {
  return (
    <li className={styles.noteItem} data-testid="note-row">
      <button type="button" className={styles.row} onClick={onEdit} aria-expanded={editing}>
        <UserFace name={person.remark || person.nickName} portrait={person.portrait} size={0.76} />
        <span className={styles.names}>
          <span className={styles.name}>{person.remark || person.nickName}</span>
          <span className={styles.sub}>{person.remark ? `昵称：${person.nickName}` : '未设置备注'}</span>
        </span>
        <span className={styles.tag}>{person.remark ? '修改' : '设置'}</span>
      </button>
      {editing && <RemarkEditor person={person} onSaved={onSaved} onClose={onClose} />}
    </li>
  );
}

export default function NotePage() {
  const [params] = useSearchParams();
  const uid = Number(params.get('uid')) || 0;
  const [editing, setEditing] = useState(uid);
  const { data, error, reload, setData } = useContacts();
  // a person opened from their card who is not in my contact book
  const { data: card, setData: setCard } = useUserCard(uid, Boolean(data && !data.some((c) => c.id === uid)));
  const saved = (id: number) => (remark: string) =>
    setData((list: ImContact[]) => list.map((c) => (c.id === id ? { ...c, remark } : c)));
  const withRemarks = (list: ImContact[]) => list.filter((c) => c.remark).length;
  return (
    <main className={styles.page}>
      <NavBar title="备注" />
      <p className={styles.hint}>备注只有你自己能看到，会显示在会话列表、聊天和个人名片中。</p>
      {card && (
        <ul className={styles.list} aria-label="设置备注">
          <NoteRow
            person={card}
            editing={editing === card.id}
            onEdit={() => setEditing(card.id)}
            onClose={() => setEditing(0)}
            onSaved={(remark) => setCard((c) => ({ ...c, remark }))}
          />
        </ul>
      )}
      <DataState state={{ data, error, reload }}>
        {(list) =>
          list.length === 0 && !card ? (
            <Empty text="还没有联系人，关注球迷后可以给他们设置备注" />
          ) : (
            <>
              <h2 className={styles.letter}>
                联系人 {list.length} 位 · 已备注 {withRemarks(list)} 位
              </h2>
              <ul className={styles.list} aria-label="联系人备注">
                {[...list]
                  .sort((a, b) => Number(Boolean(b.remark)) - Number(Boolean(a.remark)))
                  .map((c) => (
                    <NoteRow
                      key={c.id}
                      person={c}
                      editing={editing === c.id}
                      onEdit={() => setEditing(c.id)}
                      onClose={() => setEditing(0)}
                      onSaved={saved(c.id)}
                    />
                  ))}
              </ul>
            </>
          )
        }
      </DataState>
    </main>
  );
}
