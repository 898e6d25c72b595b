/**
 * /vlive/detail/{id}: the live room — video with danmaku and gift effects over it, the anchor card
 * with 关注, viewers, and the tabs 聊天 / 主播 / 排行 / 赛况 (match rooms). Everything in the room
 * moves by itself: chat, gifts, entries and the room going on or off air come over `room:{id}`.
 * `?replay={id}` (or a room in replay) plays an ended broadcast instead, its chat replayed in the
 * 聊天 tab and as danmaku at the video's time. Tapping a chat line offers 举报 (signed-in fans).
 */
import { useCallback, useEffect, useState } from 'react';
import type { GiftEvent, RoomChatLine, RoomDetail, RoomReplay, RoomStatus } from '@kickoff/shared/contracts/vlive';
import { recordView } from '@kickoff/shared/api';
import { DataState } from '@kickoff/shared/data';
import { useNavigate, useParams, useSearchParams } from '@kickoff/shared/navigation';
import { useAuthStore } from '@kickoff/shared/stores';
import { ActionSheet, Avatar, NavBar, showToast } from '@kickoff/shared/ui';
import { ChatPanel, ReportLineSheet, useRoomChat } from '@kickoff/shared/room-chat';
import { DENSITY_NAMES, DENSITY_ORDER, type Density } from '../../features/danmaku/danmaku-lanes';
import { useDanmaku } from '../../features/danmaku/danmaku-layer';
import { useGiftEffects } from '../../features/gifts/gift-effects';
import { GiftPanel } from '../../features/gifts/gift-panel';
import { NobleBadge, nobleName } from '../../features/nobles/noble-badge';
import { RoomPlayer } from '../../features/player/room-player';
import { preloadHls } from '../../features/player/use-hls';
import { useReplayChat } from '../../features/replay/use-replay-chat';
import { useFollowAnchor, useRoom, useRoomAdmin } from '../../features/rooms/hooks/use-room';
import { airedAt } from '../../features/rooms/room-card-view';
import { formatViewers } from '../../features/rooms/viewers';
import { AnchorTab } from './anchor-tab';
import { MatchTab } from './match-tab';
import { RankTab } from './rank-tab';
import styles from './room-page.module.css';

type TabKey = 'chat' | 'anchor' | 'rank' | 'match';
const ENTRY_BANNER_MS = 3_000;

const nobleBadge = (line: RoomChatLine) => <NobleBadge tier={line.noble} />;
/** viewers and status are refreshed this often; chat and gifts are pushed */
const REFRESH_MS = 20_000;

function Room({ room, reload, replayId }: { room: RoomDetail; reload: () => void; replayId: number | null }) {
  const navigate = useNavigate();
  const loggedIn = useAuthStore((s) => s.token !== '');
  const followAnchor = useFollowAnchor();
  const { deleteChatLine, muteFan } = useRoomAdmin();
  const [tab, setTab] = useState<TabKey>('chat');
  const [status, setStatus] = useState<RoomStatus>(room.status);
  const [away, setAway] = useState(room.away === true);
  const [danmakuOn, setDanmakuOn] = useState(true);
  const [density, setDensity] = useState<Density>('normal');
  const [giftsOpen, setGiftsOpen] = useState(false);
  const [giftCount, setGiftCount] = useState(0);
  const [entry, setEntry] = useState<string | null>(null);
  const [admin, setAdmin] = useState<RoomChatLine | null>(null);
  const [reported, setReported] = useState<RoomChatLine | null>(null);
  const onLine = (line: RoomChatLine) => (loggedIn ? setReported(line) : navigate('/user/login'));
  const [follow, setFollow] = useState({ on: room.following, followers: room.anchor.followers });
  const danmaku = useDanmaku(danmakuOn, density);
  const effects = useGiftEffects();
  // an ended broadcast: the video is its VOD and the chat is replayed at the video's time
  const replayMode = replayId !== null || status === 'replay';
  const [replay, setReplay] = useState<RoomReplay | null>(null);
  const replayChat = useReplayChat(replayMode ? replay : null, (l) => danmaku.push({ text: l.text }));

  const onGift = useCallback(
    (g: GiftEvent) => {
      effects.play(g);
      setGiftCount((n) => n + 1);
    },
    [effects],
  );
  const chat = useRoomChat(
    room.id,
    {
      onLine: (l) => danmaku.push({ text: l.text }),
      onGift,
      onEnter: (e) => {
        setEntry(`${nobleName(e.noble) ?? ''} ${e.nickName} 进入直播间`);
        setTimeout(() => setEntry(null), ENTRY_BANNER_MS);
      },
      onStatus: (s, signalLost) => {
        setStatus(s);
        setAway(signalLost);
        reload();
      },
      onJoined: reload,
    },
    !replayMode,
  );

  const toggleFollow = async () => {
    if (!loggedIn) return navigate('/user/login');
    const next = await followAnchor(room.anchor.id, !follow.on).catch((e: Error) => {
      showToast(e.message);
      return null;
    });
    if (next) setFollow({ on: next.following, followers: next.followers });
  };

  const tabs: Array<[TabKey, string]> = [
    ['chat', '聊天'],
    ['anchor', '主播'],
    ['rank', '排行'],
  ];
  if (room.matchId !== null && room.sport) tabs.push(['match', '赛况']);

  const nextDensity = DENSITY_ORDER[(DENSITY_ORDER.indexOf(density) + 1) % DENSITY_ORDER.length]!;
  const playerControls = (
    <>
      <button
        type="button"
        className={styles.control}
        aria-pressed={danmakuOn}
        onClick={() => setDanmakuOn((on) => !on)}
      >
        {danmakuOn ? '弹幕开' : '弹幕关'}
      </button>
      {danmakuOn && (
        <button type="button" className={styles.control} onClick={() => setDensity(nextDensity)} aria-label="弹幕密度">
          密度{DENSITY_NAMES[density]}
        </button>
      )}
    </>
  );

  return (
    <main className={styles.page}>
      <NavBar title={room.title} />
      <RoomPlayer
        roomId={room.id}
        status={status}
        away={away}
        replayId={replayId}
        onReplay={setReplay}
        onTime={replayChat.onTime}
        overlay={
          <>
            {danmaku.view}
            {effects.view}
          </>
        }
        controls={playerControls}
      />
      <div className={styles.anchorCard}>
        <Avatar name={room.anchor.nickName} size={0.72} />
        <div className={styles.anchorInfo}>
          <p className={styles.anchorName}>{room.anchor.nickName}</p>
          <p className={styles.muted}>
            {replayMode ? (
              <span>回放</span>
            ) : (
              <span data-testid="room-viewer-count">{formatViewers(room.viewers)}人在看</span>
            )}{' '}
            · 粉丝 {follow.followers}
          </p>
        </div>
        <button
          type="button"
          className={follow.on ? `${styles.follow} ${styles.followed}` : styles.follow}
          onClick={() => void toggleFollow()}
          aria-pressed={follow.on}
        >
          {follow.on ? '已关注' : '关注'}
        </button>
      </div>
      <nav className={styles.tabs} aria-label="直播间">
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className={key === tab ? `${styles.tab} ${styles.tabOn}` : styles.tab}
            aria-current={key === tab ? 'page' : undefined}
            onClick={() => setTab(key)}
          >
            {label}
          </button>
        ))}
      </nav>
      <div className={styles.tabBody}>
        {tab === 'chat' && replayMode && (
          <ChatPanel
            lines={replayChat.lines}
            welcome={replay ? `${airedAt(replay.startedAt)} 的直播回放，聊天随视频进度重现` : ''}
            notice=""
            hasOlder={false}
            loadOlder={() => undefined}
            send={null}
            canSend={false}
            onLogin={() => navigate('/user/login')}
            onAdmin={null}
            onLine={onLine}
            badge={nobleBadge}
          />
        )}
        {tab === 'chat' && !replayMode && (
          <ChatPanel
            {...chat}
            canSend={loggedIn}
            onLogin={() => navigate('/user/login')}
            onAdmin={room.isAdmin ? setAdmin : null}
            onLine={onLine}
            badge={nobleBadge}
            banner={entry && <p className={styles.entry}>{entry}</p>}
            actions={
              <button
                type="button"
                className={styles.giftButton}
                onClick={() => (loggedIn ? setGiftsOpen(true) : navigate('/user/login'))}
              >
                礼物
              </button>
            }
          />
        )}
        {tab === 'anchor' && <AnchorTab room={{ ...room, status, away }} />}
        {tab === 'rank' && <RankTab roomId={room.id} giftCount={giftCount} />}
        {tab === 'match' && room.matchId !== null && room.sport && (
          <MatchTab sport={room.sport} matchId={room.matchId} />
        )}
      </div>
      <GiftPanel
        roomId={room.id}
        open={giftsOpen}
        onClose={() => setGiftsOpen(false)}
        onSent={(r) => onGift(r.event)}
      />
      <ReportLineSheet line={reported} onClose={() => setReported(null)} />
      <ActionSheet
        open={admin !== null}
        title={admin ? `管理 ${admin.nickName}` : undefined}
        onClose={() => setAdmin(null)}
        actions={
          admin
            ? [
                {
                  label: '删除这条发言',
                  danger: true,
                  onSelect: () => void deleteChatLine(room.id, admin.id).then((ok) => ok && showToast('已删除')),
                },
                {
                  label: '禁言 10 分钟',
                  onSelect: () => void muteFan(room.id, admin.userId, 10).then((ok) => ok && showToast('已禁言')),
                },
                {
                  label: '解除禁言',
                  onSelect: () => void muteFan(room.id, admin.userId, 0).then((ok) => ok && showToast('已解除禁言')),
                },
              ]
            : []
        }
      />
    </main>
  );
}

export default function RoomPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const roomId = Number(id);
  const replayId = Number(search.get('replay')) || null;
  useEffect(() => {
    recordView('room', roomId);
  }, [roomId]);
  // the player's hls.js comes while the room and its stream address are fetched
  useEffect(preloadHls, []);
  const room = useRoom(roomId, REFRESH_MS);
  const { data, reload } = room;
  if (data) return <Room key={`${data.id}:${replayId}`} room={data} reload={reload} replayId={replayId} />;
  return (
    <main className={styles.page}>
      <NavBar title="直播间" />
      {/* what shows until the room does: 加载中, the error with 重试, or 直播间不存在 (the server's null) */}
      <DataState state={room} isEmpty={(got) => got === null} emptyText="直播间不存在">
        {() => null}
      </DataState>
    </main>
  );
}
