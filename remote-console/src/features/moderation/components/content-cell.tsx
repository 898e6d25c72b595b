/**
 * A reported or hidden post, comment, chat line or message as a cell: its kind, its text (as text,
 * never HTML), and a link to its post or where it was said.
 */
import { MODERATION_REPORT_NAMES, type ReportRef } from '@kickoff/shared/contracts';
import styles from '../../../components/console.module.css';
import mod from './moderation.module.css';

export const when = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false });

export function ContentCell({ item }: { item: ReportRef & { code: string; excerpt: string; place: string } }) {
  return (
    <>
      <div className={mod.excerpt}>
        <span className={mod.tag}>{MODERATION_REPORT_NAMES[item.target]}</span> {item.excerpt || '（无文字）'}
      </div>
      {item.code === '' ? (
        <div className={styles.muted}>
          {item.place} #{item.id}
        </div>
      ) : (
        <div className={styles.muted}>
          <a href={`/community/detail?code=${item.code}`} target="_blank" rel="noreferrer">
            {item.code}
          </a>
          {item.target === 'comment' ? ` 的评论 #${item.id}` : ''}
        </div>
      )}
    </>
  );
}
