/**
 * /live/hot: the hot matches of both sports, live; for a fan who follows teams the server puts their
 * next matches first, and the sport of the soonest one comes first.
 */
import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import {
  MessageCodes,
  matchPath,
  type BasketballListMatch,
  type FootballListMatch,
  type ListUpdate,
  type ServerMessage,
} from '@kickoff/shared/contracts';
import { useNavigate } from '@kickoff/shared/navigation';
import { useRealtime, type TopicEvent } from '@kickoff/shared/realtime';
import { useLiveStore } from '@kickoff/shared/stores';
import type { TeamNames } from '../../features/alerts/goal-alerts';
import { useHotList } from '../../features/hot-list/hooks/use-hot-list';
import { BasketballRow } from '../../components/basketball-row';
import { FootballRow, type RowOptions } from '../../components/football-row';
import { CountBar, SportSwitch, chromeStyles } from '../../components/list-chrome';
import { OfflineBar, scoresErrorText } from '../../components/offline-bar';
import { VirtualList } from '../../components/virtual-list';
import { DataState } from '@kickoff/shared/data';
import { useNow } from '../../lib/use-now';
import { usePatchBuffer } from '../../lib/use-patch-buffer';
import { applyPatches, type Identified } from '../../lib/apply-patches';
import styles from './hot-page.module.css';

type Patch = Identified & Record<string, unknown>;

// the goal popups start once the first rows are drawn: their code is not needed to draw them
const GoalAlerts = lazy(() => import('../../features/alerts/goal-alerts').then((m) => ({ default: m.GoalAlerts })));
// 设置 is opened by a tap: its code is not part of the first score row's
const SettingsPanel = lazy(() => import('../../components/settings-panel').then((m) => ({ default: m.SettingsPanel })));

export default function HotPage() {
  const navigate = useNavigate();
  const settings = useLiveStore();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const hot = useHotList();
  const now = useNow();
  const { setData, reload } = hot;
  // the goal popups come a turn after the list's answer has been drawn: nothing of them is on the
  // first screen, and their code is not among the first rows' bytes
  const answered = hot.data !== undefined || hot.error !== null;
  const [alertsDue, setAlertsDue] = useState(false);
  useEffect(() => {
    if (!answered) return;
    const t = setTimeout(() => startTransition(() => setAlertsDue(true)), 0);
    return () => clearTimeout(t);
  }, [answered]);

  const pushFootball = usePatchBuffer<Patch>((p) =>
    setData(
      (prev) =>
        prev && { ...prev, football: applyPatches(prev.football, p as Array<Partial<FootballListMatch> & Identified>) },
    ),
  );
  const pushBasketball = usePatchBuffer<Patch>((p) =>
    setData(
      (prev) =>
        prev && {
          ...prev,
          basketball: applyPatches(prev.basketball, p as Array<Partial<BasketballListMatch> & Identified>),
        },
    ),
  );
  const onPush = (push: (p: Patch[]) => void) => (e: TopicEvent) => {
    if (e.type === 'resync') return reload();
    const msg = e.message as ServerMessage<ListUpdate>;
    if (msg.code === MessageCodes.LIST_UPDATE) push(msg.data.matches as Patch[]);
  };
  useRealtime('list:football', onPush(pushFootball));
  useRealtime('list:basketball', onPush(pushBasketball));

  const football = useMemo(() => hot.data?.football ?? [], [hot.data]);
  const basketball = useMemo(() => hot.data?.basketball ?? [], [hot.data]);
  const names = useMemo<TeamNames>(
    () =>
      new Map(football.map((m) => [m.id, { home: m.home.name, away: m.away.name, league: m.league.name, rc: m.rc }])),
    [football],
  );
  const opts = useMemo<RowOptions>(
    () => ({ corners: settings.jqChecked, yellows: settings.hpChecked, ranking: settings.pmChecked }),
    [settings.jqChecked, settings.hpChecked, settings.pmChecked],
  );
  const openFootball = useCallback((m: FootballListMatch) => navigate(matchPath('football', m.id)), [navigate]);
  const openBasketball = useCallback((m: BasketballListMatch) => navigate(matchPath('basketball', m.id)), [navigate]);

  const basketballFirst = basketball[0]?.id === hot.data?.followed?.[0];
  // the section that comes second mounts its rows after the first one's screenful has been drawn
  const basketballSection = basketball.length ? (
    <section aria-label="热门篮球">
      <h2 className={styles.heading}>篮球</h2>
      <VirtualList
        items={basketball}
        rowRem={1.3}
        label="热门篮球比分"
        defer={!basketballFirst}
        render={(m, top) => (
          <BasketballRow key={m.id} m={m} top={top} ranking={settings.pmChecked} onOpen={openBasketball} />
        )}
      />
    </section>
  ) : null;

  return (
    <div className={styles.page}>
      <div className={chromeStyles.top}>
        <SportSwitch />
        <CountBar total={football.length + basketball.length} hidden={0} onSettings={() => setSettingsOpen(true)} />
      </div>
      <OfflineBar />
      <DataState
        state={{ data: football.length + basketball.length, error: hot.error, loading: hot.loading, reload }}
        isEmpty={(count) => count === 0}
        emptyText="暂无热门比赛"
        errorText={scoresErrorText}
      >
        {() => (
          <>
            {basketballFirst ? basketballSection : null}
            {football.length ? (
              <section aria-label="热门足球">
                <h2 className={styles.heading}>足球</h2>
                <VirtualList
                  items={football}
                  rowRem={1.2}
                  label="热门足球比分"
                  defer={basketballFirst}
                  render={(m, top) => (
                    <FootballRow key={m.id} m={m} top={top} now={now} opts={opts} onOpen={openFootball} />
                  )}
                />
              </section>
            ) : null}
            {basketballFirst ? null : basketballSection}
          </>
        )}
      </DataState>
      {settingsOpen ? (
        <Suspense fallback={null}>
          <SettingsPanel onClose={() => setSettingsOpen(false)} />
        </Suspense>
      ) : null}
      {alertsDue ? (
        <Suspense fallback={null}>
          <GoalAlerts names={names} />
        </Suspense>
      ) : null}
    </div>
  );
}
