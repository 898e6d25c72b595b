/**
 * The 聊天 tab of a room and the scores pages' 聊球: the notice, the welcome line, the lines (text
 * only — React escapes every character, nothing is parsed as markup; tapping one can open a menu,
 * e.g. 举报), 更早的消息 to page back, my
 * lines not in the room yet (发送中…, 网络异常，点击重发, or refused with the reason and 删除), and the
 * input (≤ 200 characters).
 */
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ROOM_CHAT_MAX_CHARS, type RoomChatLine } from '@kickoff/shared/contracts/vlive';
import type { PendingLine } from './use-room-chat';
import styles from './chat-panel.module.css';

export interface ChatPanelProps {
  lines: RoomChatLine[];
  welcome: string;
  notice: string;
  hasOlder: boolean;
  loadOlder: () => void;
  /** null: read only (a replay), a note instead of the input */
  send: ((text: string) => Promise<boolean>) | null;
  /** my lines not in the room yet, with 点击重发 (retry) and 删除 (discard) */
  pending?: PendingLine[];
  retry?: (id: string) => void;
  discard?: (id: string) => void;
  canSend: boolean;
  onLogin: () => void;
  /** the room admin's action on a line, or null */
  onAdmin: ((line: RoomChatLine) => void) | null;
  /** a tap on a line (a fan's menu: 举报); lines are not buttons without it */
  onLine?: (line: RoomChatLine) => void;
  /** before a line's nickname (a room's noble badge) */
  badge?: (line: RoomChatLine) => ReactNode;
  /** beside the input (the gift button) */
  actions?: ReactNode;
  banner?: ReactNode;
}

export function ChatPanel(props: ChatPanelProps) {
  const { lines, welcome, notice, hasOlder, loadOlder, send, canSend, onLogin, onAdmin, badge, actions, banner } =
    props;
  const { pending = [], retry, discard, onLine } = props;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const list = useRef<HTMLOListElement>(null);
  const atBottom = useRef(true);

  useEffect(() => {
    const el = list.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [lines, pending.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const value = text.trim();
    if (!value || sending || !send) return;
    setSending(true);
    setText('');
    // the text comes back to the box when the server refused it (its message is shown)
    if (!(await send(value))) setText((now) => now || value);
    setSending(false);
  };

  return (
    <section className={styles.panel} aria-label="聊天">
      {notice && <p className={styles.notice}>公告：{notice}</p>}
      {banner}
      <ol
        className={styles.lines}
        ref={list}
        aria-label="聊天消息"
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
        }}
      >
        {hasOlder && (
          <li>
            <button type="button" className={styles.older} onClick={loadOlder}>
              更早的消息
            </button>
          </li>
        )}
        {welcome && <li className={styles.system}>{welcome}</li>}
        {lines.map((l) => (
          <li key={l.id} className={styles.line} data-testid="chat-line">
            {badge?.(l)}
            {onLine ? (
              <button type="button" className={styles.pick} onClick={() => onLine(l)}>
                <span className={styles.name}>{l.nickName}：</span>
                <span className={styles.text}>{l.text}</span>
              </button>
            ) : (
              <>
                <span className={styles.name}>{l.nickName}：</span>
                <span className={styles.text}>{l.text}</span>
              </>
            )}
            {onAdmin && (
              <button
                type="button"
                className={styles.admin}
                onClick={() => onAdmin(l)}
                aria-label={`管理 ${l.nickName}`}
              >
                管理
              </button>
            )}
          </li>
        ))}
        {pending.map((p) => (
          <li key={p.id} className={styles.line} data-testid="chat-pending" data-status={p.status}>
            <span className={styles.name}>{p.nickName}：</span>
            <span className={styles.text}>{p.text}</span>
            {p.status === 'waiting' ? (
              <button type="button" className={styles.failed} onClick={() => retry?.(p.id)}>
                {p.reason}
              </button>
            ) : p.status === 'failed' ? (
              <span className={styles.failed} role="alert">
                发送失败：{p.reason}
                <button type="button" className={styles.admin} onClick={() => discard?.(p.id)}>
                  删除
                </button>
              </span>
            ) : (
              <span className={styles.sending}>发送中…</span>
            )}
          </li>
        ))}
      </ol>
      {!send ? (
        <p className={styles.replayNote}>回放中 · 聊天按直播时的时间重现</p>
      ) : canSend ? (
        <form className={styles.input} onSubmit={(e) => void submit(e)}>
          <input
            className={styles.field}
            value={text}
            maxLength={ROOM_CHAT_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            placeholder="说点什么…"
            aria-label="聊天内容"
          />
          <button type="submit" className={styles.send} disabled={sending || !text.trim()}>
            发送
          </button>
          {actions}
        </form>
      ) : (
        <div className={styles.input}>
          <button type="button" className={styles.login} onClick={onLogin}>
            登录后参与聊天
          </button>
          {actions}
        </div>
      )}
    </section>
  );
}
