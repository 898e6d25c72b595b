/** A post in a list: author, 圈子, time, title and text (as text), thumbnails, likes and comments. */
import type { CommunityPost } from '@kickoff/shared/contracts';
import { Link } from '@kickoff/shared/navigation';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { Avatar } from '@kickoff/shared/ui';
import { mediaUrl } from '../lib/media-url';
import { postHref } from './post-href';
import styles from './post-card.module.css';

export function ImageGrid({ images, full = false }: { images: CommunityPost['images']; full?: boolean }) {
  if (!images.length) return null;
  return (
    <div className={images.length === 1 ? styles.single : styles.grid}>
      {images.map((img) => (
        <img key={img.id} src={mediaUrl(full ? img.url : img.thumbUrl)} alt="帖子图片" loading="lazy" />
      ))}
    </div>
  );
}

/** `level`: the title's heading, one below the list's own (2 under the page's title, 3 under a section's) */
export function PostCard({ post, level = 3 }: { post: CommunityPost; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3';
  return (
    <li className={styles.card} data-testid="post-card">
      <Link className={styles.link} to={postHref(post)}>
        <p className={styles.head}>
          <Avatar name={post.author.nickName} size={0.56} />
          <span className={styles.nick}>{post.author.nickName}</span>
          <span className={styles.board}>{post.board.name}</span>
          <span className={styles.time}>{relativeTimeZh(post.time)}</span>
        </p>
        {post.title && (
          <Title className={styles.title}>
            {post.kind === 'question' && <span className={styles.q}>问</span>}
            {post.title}
          </Title>
        )}
        <p className={styles.text}>{post.content}</p>
        <ImageGrid images={post.images} />
        <p className={styles.foot}>
          <span>赞 {post.likes}</span>
          <span>
            {post.kind === 'question' ? '回答' : '评论'} {post.comments}
          </span>
          {post.acceptedId !== null && <span className={styles.accepted}>已采纳</span>}
        </p>
      </Link>
    </li>
  );
}
