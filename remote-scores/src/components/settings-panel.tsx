/** 设置: the spec's live toggles (shared live group) plus this remote's alert options. */
import { useLiveStore, type LiveSettings } from '@kickoff/shared/stores';
import { useAlertSettings, type AlertScope } from '../lib/alert-settings';
import { Panel } from './panel';
import styles from './settings-panel.module.css';

type Flag = Exclude<keyof LiveSettings, 'tabIndex'>;

/** The five spec flags in the order: goal, red card, yellow card, corner, ranking. */
const SETTING_ROWS: Array<{ key: Flag; label: string; hint: string }> = [
  { key: 'goalChecked', label: '进球提示', hint: '弹窗提示进球' },
  { key: 'redChecked', label: '红牌提示', hint: '弹窗提示红牌' },
  { key: 'hpChecked', label: '黄牌', hint: '列表显示黄牌数' },
  { key: 'jqChecked', label: '角球', hint: '列表显示角球比分' },
  { key: 'pmChecked', label: '排名', hint: '球队名前显示联赛排名' },
];

function Switch({ on, label, onToggle }: { on: boolean; label: string; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      className={`${styles.switch} ${on ? styles.on : ''}`}
      onClick={onToggle}
    />
  );
}

export function SettingsPanel({ onClose }: { onClose: () => void }) {
  const live = useLiveStore();
  const alerts = useAlertSettings();
  const scopes: Array<[AlertScope, string]> = [
    ['all', '全部比赛'],
    ['followed', '仅关注'],
  ];
  return (
    <Panel title="设置" onClose={onClose}>
      <div className={styles.section}>显示与提示</div>
      {SETTING_ROWS.map((r) => (
        <div key={r.key} className={styles.item}>
          <span>
            {r.label} <span className={styles.hint}>{r.hint}</span>
          </span>
          <Switch on={live[r.key]} label={r.label} onToggle={() => live.setSettings({ [r.key]: !live[r.key] })} />
        </div>
      ))}
      <div className={styles.section}>提醒方式</div>
      <div className={styles.item}>
        <span>声音</span>
        <Switch on={alerts.sound} label="声音" onToggle={() => alerts.set({ sound: !alerts.sound })} />
      </div>
      <div className={styles.item}>
        <span>
          震动 <span className={styles.hint}>设备支持时</span>
        </span>
        <Switch on={alerts.vibrate} label="震动" onToggle={() => alerts.set({ vibrate: !alerts.vibrate })} />
      </div>
      <div className={styles.item}>
        <span>提醒范围</span>
        <div className={styles.seg} role="radiogroup" aria-label="提醒范围">
          {scopes.map(([k, label]) => (
            <button
              key={k}
              type="button"
              role="radio"
              aria-checked={alerts.scope === k}
              className={alerts.scope === k ? styles.segOn : ''}
              onClick={() => alerts.set({ scope: k })}
            >
              {label}
            </button>
          ))}
        </div>
      </div>
    </Panel>
  );
}
