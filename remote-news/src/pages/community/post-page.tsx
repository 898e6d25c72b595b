/**
 * /community/detail?code= and /community/qdetail?code=: the post or question (text as text, full
 * pictures), like, report, then comments — for a question, answers, with the accepted one marked
 * and an 采纳 button for the asker.
 */
import { useState } from 'react';
import type { CommunityPost, NewsComment } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { useSearchParams } from '@kickoff/shared/navigation';
import { useUserStore } from '@kickoff/shared/stores';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { ActionSheet, Avatar, NavBar, showToast } from '@kickoff/shared/ui';
import { Comments } from '../../features/comments/comments';
import { usePostThread } from '../../features/comments/hooks/use-thread';
import { usePost, usePostActions } from '../../features/community/hooks/use-community';
import { useLoginGate } from '../../lib/use-login-gate';
import { ImageGrid } from '../../components/post-card';
import styles from './community.module.css';
import card from '../../components/post-card.module.css';
import { newsErrorText } from '../../lib/error-text';

const REASONS = ['垃圾广告', '辱骂攻击', '色情低俗', '违法信息'];
const message = (err: unknown) => (err instanceof Error ? err.message : '操作失败');

function Post({ post, onChange }: { post: CommunityPost; onChange: (p: CommunityPost) => void }) {
  const gate = useLoginGate();
  const me = useUserStore((s) => s.info?.id);
  const [reporting, setReporting] = useState(false);
  const question = post.kind === 'question';
  const thread = usePostThread(post.code);
  const { likePost, acceptAnswer, reportContent } = usePostActions();
  const like = () =>
    gate(() =>
      likePost(post.code, !post.liked)
        .then(({ likes }) => onChange({ ...post, likes, liked: !post.liked }))
        .catch((err: unknown) => showToast(message(err))),
    );
  const accept = (c: NewsComment) =>
    acceptAnswer(post.code, c.id)
      .then(() => (onChange({ ...post, acceptedId: c.id }), showToast('已采纳')))
      .catch((err: unknown) => showToast(message(err)));
  const extra = (c: NewsComment) =>
    !question ? null : c.id === post.acceptedId ? (
      <span className={styles.accepted}>已采纳</span>
    ) : me === post.author.id && post.acceptedId === null ? (
      <button type="button" className={styles.accept} onClick={() => accept(c)}>
        采纳
      </button>
    ) : null;
  return (
    <>
      <article className={styles.post}>
        <p className={card.head}>
          <Avatar name={post.author.nickName} size={0.64} />
          <span className={card.nick}>{post.author.nickName}</span>
          <span className={card.board}>{post.board.name}</span>
          <span className={card.time}>{relativeTimeZh(post.time)}</span>
        </p>
        {post.title && <h2 className={styles.title}>{post.title}</h2>}
        <p className={styles.content}>{post.content}</p>
        <ImageGrid images={post.images} full />
        <div className={styles.actions}>
          <button
            type="button"
            className={post.liked ? styles.on : styles.action}
            aria-pressed={post.liked}
            onClick={like}
          >
            赞 {post.likes}
          </button>
          <button type="button" className={styles.action} onClick={() => gate(() => setReporting(true))}>
            举报
          </button>
        </div>
      </article>
      <Comments
        thread={thread}
        noun={question ? '回答' : '评论'}
        extra={extra}
        onPosted={() => onChange({ ...post, comments: post.comments + 1 })}
      />
      <ActionSheet
        open={reporting}
        title="举报理由"
        onClose={() => setReporting(false)}
        actions={REASONS.map((reason) => ({
          label: reason,
          onSelect: () => {
            setReporting(false);
            reportContent('post', post.id, reason)
              .then(() => showToast('举报已提交，我们会尽快处理'))
              .catch((err: unknown) => showToast(message(err)));
          },
        }))}
      />
    </>
  );
}

const GONE = '帖子不存在或已删除';

export default function PostPage({ question = false }: { question?: boolean }) {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const detail = usePost(code);
  return (
    <main>
      <NavBar title={question ? '问答详情' : '帖子详情'} />
      <DataState
        state={detail}
        absent={code ? undefined : GONE}
        errorText={newsErrorText}
        notFound={{ when: (e) => /不存在/.test(e.message), text: GONE }}
      >
        {(post) => <Post post={post} onChange={(p) => detail.setData(() => p)} />}
      </DataState>
    </main>
  );
}
