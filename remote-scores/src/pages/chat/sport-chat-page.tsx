/**
 * /live/zq/chat and /live/lq/chat (聊球): the sport-wide chat under the list tabs, with the same
 * panel and hook as a video room's chat (@kickoff/shared/room-chat, loaded only with this page).
 * Visitors read and are asked to 登录 to write; a signed-in fan taps a line to 举报 it.
 */
import { useState } from 'react';
import { scoresPath, type ListTab, type Sport } from '@kickoff/shared/contracts';
import type { RoomChatLine } from '@kickoff/shared/contracts/vlive';
import { useNavigate } from '@kickoff/shared/navigation';
import { ChatPanel, ReportLineSheet, useRoomChat, type RoomChatCallbacks } from '@kickoff/shared/room-chat';
import { useAuthStore, useLiveStore } from '@kickoff/shared/stores';
import { SportSwitch, chromeStyles } from '../../components/list-chrome';
import { ListTabsBar } from '../../components/list-tabs';
import { OfflineBar } from '../../components/offline-bar';
import styles from './sport-chat-page.module.css';

/** a sport's chat has no gifts, entries or status: nothing to call back */
const NO_CALLBACKS: RoomChatCallbacks = {};

function SportChat({ sport }: { sport: Sport }) {
  const navigate = useNavigate();
  const loggedIn = useAuthStore((s) => s.token !== '');
  const setSettings = useLiveStore((s) => s.setSettings);
  const chat = useRoomChat(sport, NO_CALLBACKS);
  // a tap on a line opens 举报 (a visitor is asked to sign in first)
  const [reported, setReported] = useState<RoomChatLine | null>(null);
  const onLine = (line: RoomChatLine) => (loggedIn ? setReported(line) : navigate('/user/login'));
  const onTab = (t: ListTab) => {
    setSettings({ tabIndex: t });
    navigate(`${scoresPath(sport)}/${t}`);
  };
  return (
    <div className={styles.page}>
      <div className={chromeStyles.top}>
        <SportSwitch />
        <ListTabsBar sport={sport} tab="chat" onTab={onTab} />
      </div>
      <OfflineBar />
      <ChatPanel {...chat} canSend={loggedIn} onLogin={() => navigate('/user/login')} onAdmin={null} onLine={onLine} />
      <ReportLineSheet line={reported} onClose={() => setReported(null)} />
    </div>
  );
}

export function FootballChat() {
  return <SportChat sport="football" />;
}

export function BasketballChat() {
  return <SportChat sport="basketball" />;
}
