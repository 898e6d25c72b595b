/**
 * /message/personal?id=: a user's card — my remark over the nickname (to me only), portrait (portraitAudit
 * rule), counts, follow, message, set a remark, block.
 */
import { useState } from 'react';
import { type ImUserCard } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { useUserStore } from '@kickoff/shared/stores';
import { Dialog, NavBar } from '@kickoff/shared/ui';
import { UserFace } from '../../components/user-face';
import { useRelation } from '../../features/people/hooks/use-relation';
import { useUserCard } from '../../features/people/hooks/use-people-lists';
import styles from '../../features/people/components/people.module.css';

function Card({ card, onChange }: { card: ImUserCard; onChange: (c: ImUserCard) => void }) {
  const myId = useUserStore((s) => s.info?.id ?? 0);
  const [confirm, setConfirm] = useState(false);
  const { follow, block } = useRelation(onChange);
  return (
    <section className={styles.card} aria-label="个人名片">
      <UserFace name={card.nickName} portrait={card.portrait} size={1.4} />
      <h2 className={styles.cardName}>{card.remark || card.nickName}</h2>
      {card.remark && <span className={styles.remarkLine}>昵称：{card.nickName}</span>}
      <div className={styles.counts}>
        <span>粉丝 {card.fans}</span>
        <span>关注 {card.attention}</span>
        <span>ID {card.id}</span>
      </div>
      {card.id !== myId && (
        <>
          <div className={styles.actions}>
            <button
              type="button"
              className={card.following ? styles.followed : styles.follow}
              onClick={() => follow(card)}
            >
              {card.following ? (card.followsMe ? '互相关注' : '已关注') : '关注'}
            </button>
            {!card.blocked && (
              <Link to={`/message/chatDetail?uid=${card.id}`} className={styles.ghost} role="button">
                发消息
              </Link>
            )}
          </div>
          <Link to={`/message/note?uid=${card.id}`} className={styles.remarkLink}>
            {card.remark ? '修改备注' : '设置备注'}
          </Link>
          <button type="button" className={styles.blockLine} onClick={() => setConfirm(true)}>
            {card.blocked ? '解除拉黑' : '拉黑'}
          </button>
          <Dialog
            open={confirm}
            title={card.blocked ? '解除拉黑？' : '拉黑后双方都不能再给对方发私信'}
            onCancel={() => setConfirm(false)}
            onConfirm={() => {
              setConfirm(false);
              block(card);
            }}
          />
        </>
      )}
    </section>
  );
}

export default function PersonalPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const { data, error, reload, setData } = useUserCard(id);
  return (
    <main className={styles.page}>
      <NavBar title="个人主页" />
      <DataState state={{ data, error: id ? error : new Error('用户不存在'), reload }}>
        {(card) => <Card card={card} onChange={(c) => setData(() => c)} />}
      </DataState>
    </main>
  );
}
