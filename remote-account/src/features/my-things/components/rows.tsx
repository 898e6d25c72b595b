/** The rows of the 我的 lists, each a link to the thing itself. Text is always rendered as text. */
import {
  BASKETBALL_STATUS_LABELS,
  EXPERT_LEVELS,
  FOOTBALL_STATUS_LABELS,
  NOTICE_KIND_NAMES,
  TIP_RESULT_NAMES,
  hasStarted,
  isBasketballLive,
  isFootballLive,
  matchPath,
  type BasketballStatus,
  type CommunityPost,
  type DbFollowedTeam,
  type Expert,
  type FootballStatus,
  type NewsItem,
  type NewsMatchCard,
  type Notice,
  type Recommendation,
} from '@kickoff/shared/contracts';
import { roomPagePath, type LiveRoom } from '@kickoff/shared/contracts/vlive';
import { Link } from '@kickoff/shared/navigation';
import { relativeTimeZh } from '@kickoff/shared/relative-time';
import { dayClock } from '@kickoff/shared/time';
import { Avatar, TeamCrest } from '@kickoff/shared/ui';
import styles from './my-things.module.css';

function statusOf(m: NewsMatchCard): { label: string; live: boolean } {
  if (m.sport === 'basketball')
    return { label: BASKETBALL_STATUS_LABELS[m.s as BasketballStatus] ?? '', live: isBasketballLive(m.s) };
  return { label: FOOTBALL_STATUS_LABELS[m.s as FootballStatus] ?? '', live: isFootballLive(m.s) };
}

export function MatchRow({ m, seen }: { m: NewsMatchCard; seen?: number }) {
  const status = statusOf(m);
  const started = hasStarted(m.sport, m.s);
  return (
    <Link className={styles.row} to={matchPath(m.sport, m.id)}>
      <div className={styles.main}>
        <p className={styles.title}>
          {m.home} vs {m.away}
        </p>
        <p className={styles.meta}>
          {m.league} · {m.sport === 'basketball' ? '篮球' : '足球'} · {dayClock(m.ot)}
          {seen ? ` · ${relativeTimeZh(seen)}看过` : ''}
        </p>
      </div>
      <div className={styles.side}>
        {started && <div className={styles.score}>{`${m.sc[0]}-${m.sc[1]}`}</div>}
        <div className={status.live ? styles.live : undefined}>{status.label}</div>
      </div>
    </Link>
  );
}

export function NewsRow({ n, seen }: { n: NewsItem; seen?: number }) {
  return (
    <Link className={styles.row} to={`/news/${n.columnId}/${n.id}`}>
      <div className={styles.main}>
        <p className={styles.title}>{n.title}</p>
        <p className={styles.meta}>
          {n.tag} · {n.author}
          {seen ? ` · ${relativeTimeZh(seen)}看过` : ` · ${relativeTimeZh(n.publishTime * 1000)}`}
        </p>
      </div>
      {n.cover && <img className={styles.cover} src={n.cover} alt="" loading="lazy" />}
    </Link>
  );
}

const ROOM_STATUS = { live: '直播中', replay: '回放', offline: '未开播' } as const;

export function RoomRow({ r, seen }: { r: LiveRoom; seen?: number }) {
  return (
    <Link className={styles.row} to={roomPagePath(r.id)}>
      <img className={styles.cover} src={r.cover} alt="" loading="lazy" />
      <div className={styles.main}>
        <p className={styles.title}>{r.title}</p>
        <p className={styles.meta}>
          主播 {r.anchor.nickName} · 粉丝 {r.anchor.followers}
          {seen ? ` · ${relativeTimeZh(seen)}看过` : ''}
        </p>
      </div>
      <div className={`${styles.side} ${r.status === 'live' ? styles.live : ''}`}>{ROOM_STATUS[r.status]}</div>
    </Link>
  );
}

/** A followed team: crest, name, league; opens its 资料库 page. */
export function TeamRow({ t }: { t: DbFollowedTeam }) {
  const code = t.sport === 'basketball' ? 'lq' : 'zq';
  return (
    <Link className={styles.row} to={`/database/team/${code}?id=${t.id}`}>
      <TeamCrest name={t.name} size={0.8} />
      <div className={styles.main}>
        <p className={styles.title}>
          {t.flag ? `${t.flag} ` : ''}
          {t.name}
        </p>
        <p className={styles.meta}>
          {t.sport === 'basketball' ? '篮球' : '足球'} · {t.league.name} · {relativeTimeZh(t.followedAt)}关注
        </p>
      </div>
    </Link>
  );
}

export function TipRow({ t }: { t: Recommendation }) {
  const decided = t.result !== 0;
  const won = t.result === 1 || t.result === 4;
  return (
    <Link className={styles.row} to={`/proposal/detail?id=${t.id}`}>
      <div className={styles.main}>
        <p className={styles.title}>{t.title}</p>
        <p className={styles.text}>
          <span className={styles.tag} style={{ background: t.leagueColor }}>
            {t.league}
          </span>
          {t.home} vs {t.away} · {dayClock(t.ot)}
        </p>
        <p className={styles.meta}>
          {t.expert.nickName}
          {t.expert.model ? '（模型）' : ''} · {t.price > 0 ? `${t.price}金币` : '免费'}
          {t.bought ? ' · 已购' : ''}
          {t.pickLabel ? ` · ${t.pickLabel}` : ''}
        </p>
      </div>
      <div className={`${styles.side} ${decided ? (won ? styles.won : styles.lost) : ''}`}>
        {TIP_RESULT_NAMES[t.result]}
      </div>
    </Link>
  );
}

export function ExpertRow({ e }: { e: Expert }) {
  return (
    <Link className={styles.row} to={`/user/authorHome?id=${e.id}`}>
      <Avatar name={e.nickName} size={0.8} />
      <div className={styles.main}>
        <p className={styles.title}>{e.nickName}</p>
        <p className={styles.meta}>
          {e.model ? '模型专家' : EXPERT_LEVELS[e.level]} · 粉丝 {e.fans}
        </p>
      </div>
      <div className={styles.side}>近30天命中 {e.hitRate}%</div>
    </Link>
  );
}

export function PostRow({ p }: { p: CommunityPost }) {
  const path = p.kind === 'question' ? '/community/qdetail' : '/community/detail';
  return (
    <Link className={styles.row} to={`${path}?code=${encodeURIComponent(p.code)}`}>
      <div className={styles.main}>
        {p.title && <p className={styles.title}>{p.title}</p>}
        <p className={styles.text}>{p.content}</p>
        <p className={styles.meta}>
          {p.kind === 'question' ? '问答' : '帖子'} · {p.board.name} · {relativeTimeZh(p.time)} · 赞 {p.likes} · 评论{' '}
          {p.comments}
        </p>
      </div>
    </Link>
  );
}

export function NoticeRow({ n, onOpen }: { n: Notice; onOpen: (n: Notice) => void }) {
  const inner = (
    <>
      <span className={`${styles.dot} ${n.read ? styles.read : ''}`} aria-label={n.read ? undefined : '未读'} />
      <div className={styles.main}>
        <p className={styles.title}>{n.title}</p>
        {n.body && <p className={styles.text}>{n.body}</p>}
        <p className={styles.meta}>
          {NOTICE_KIND_NAMES[n.kind]} · {relativeTimeZh(n.time)}
        </p>
      </div>
    </>
  );
  return n.link ? (
    <Link className={styles.row} to={n.link} onClick={() => onOpen(n)}>
      {inner}
    </Link>
  ) : (
    <div className={styles.row}>{inner}</div>
  );
}
