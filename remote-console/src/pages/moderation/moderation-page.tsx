/**
 * 审核 (moderators and admins): the report queue, hidden content, avatars, nicknames, the
 * banned-word list, and mutes and bans — one tab each; 处罚作者 on a report opens 禁言与封禁 with its author filled in.
 */
import { useState } from 'react';
import mod from '../../features/moderation/components/moderation.module.css';
import { HiddenPanel } from '../../features/moderation/components/hidden-panel';
import { NicknamesPanel } from '../../features/moderation/components/nicknames-panel';
import { PortraitsPanel } from '../../features/moderation/components/portraits-panel';
import { ReportsPanel } from '../../features/moderation/components/reports-panel';
import { SanctionsPanel } from '../../features/moderation/components/sanctions-panel';
import { WordsPanel } from '../../features/moderation/components/words-panel';

const TABS = [
  { id: 'reports', name: '举报' },
  { id: 'hidden', name: '已隐藏' },
  { id: 'portraits', name: '头像' },
  { id: 'nicknames', name: '昵称' },
  { id: 'words', name: '违禁词' },
  { id: 'sanctions', name: '禁言与封禁' },
] as const;
type Tab = (typeof TABS)[number]['id'];

export default function ModerationPage() {
  const [tab, setTab] = useState<Tab>('reports');
  const [punish, setPunish] = useState<number | null>(null);
  return (
    <>
      <div className={mod.tabs} role="tablist" aria-label="审核">
        {TABS.map((t) => (
          <button
            key={t.id}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            className={tab === t.id ? mod.tabOn : mod.tab}
            onClick={() => setTab(t.id)}
          >
            {t.name}
          </button>
        ))}
      </div>
      {tab === 'reports' && (
        <ReportsPanel
          onPunish={(userId) => {
            setPunish(userId);
            setTab('sanctions');
          }}
        />
      )}
      {tab === 'hidden' && <HiddenPanel />}
      {tab === 'portraits' && <PortraitsPanel />}
      {tab === 'nicknames' && <NicknamesPanel />}
      {tab === 'words' && <WordsPanel />}
      {tab === 'sanctions' && <SanctionsPanel key={punish ?? 0} userId={punish} />}
    </>
  );
}
