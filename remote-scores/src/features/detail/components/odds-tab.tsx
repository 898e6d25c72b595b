/** 指数: every company's opening and live lines for 亚指 / 欧指 / 大小, live by push; tap for history. */
import { useState } from 'react';
import {
  MessageCodes,
  type MatchUpdate,
  type OddsRow,
  type OddsType,
  type ServerMessage,
  type Sport,
} from '@kickoff/shared/contracts';
import { useRealtime } from '@kickoff/shared/realtime';
import { scoresErrorText } from '../../../components/offline-bar';
import { odds } from '../api';
import { DataState, useData } from '@kickoff/shared/data';
import { mergeOdds } from '../../../lib/merge-detail';
import { OddsHistory } from './odds-history';
import { columnNames, flagClass, middleText, oddsLabels, price } from './odds-format';
import styles from './odds-tab.module.css';

export function OddsTab({ sport, id }: { sport: Sport; id: number }) {
  const [type, setType] = useState<OddsType>(1);
  const [history, setHistory] = useState<OddsRow | null>(null);
  const rows = useData<OddsRow[]>(['odds', sport, id, type], () => odds(sport, id, type));
  const labels = oddsLabels(sport);
  const cols = columnNames(sport, type);
  const twoWay = sport === 'basketball' && type === 2;

  useRealtime(`match:${id}`, (e) => {
    if (e.type === 'resync') return rows.reload();
    const msg = e.message as ServerMessage<MatchUpdate>;
    if (msg.code === MessageCodes.MATCH_UPDATE && msg.data.odds) {
      const pushed = msg.data.odds;
      rows.setData((prev) => (prev ? mergeOdds(prev, pushed, type) : prev));
    }
  });

  const cell = (r: OddsRow, which: 'left' | 'middle' | 'right', live: boolean) => {
    const v = live ? r[which] : r.first[which];
    const text = which === 'middle' ? middleText(sport, type, v) : price(v);
    const flag = live ? r[`${which}Flag`] : 0;
    return <span className={flagClass(flag, styles.up!, styles.down!)}>{text}</span>;
  };

  return (
    <div className={styles.wrap}>
      <div className={styles.seg} role="tablist" aria-label="指数类型">
        {([1, 2, 3] as const).map((t) => (
          <button
            key={t}
            type="button"
            role="tab"
            aria-selected={t === type}
            className={t === type ? styles.on : ''}
            onClick={() => setType(t)}
          >
            {labels[t]}
          </button>
        ))}
      </div>
      <DataState state={rows} isEmpty={(list) => list.length === 0} emptyText="暂无指数" errorText={scoresErrorText}>
        {(list) => (
          <>
            <table className={styles.table} data-testid="odds-table">
              <thead>
                <tr>
                  <th className={styles.company} rowSpan={2}>
                    公司
                  </th>
                  <th colSpan={twoWay ? 2 : 3}>初盘</th>
                  <th colSpan={twoWay ? 2 : 3}>即时</th>
                </tr>
                <tr>
                  {[0, 1].flatMap((k) =>
                    cols
                      .filter((c, i) => !(twoWay && i === 1) && c !== undefined)
                      .map((c) => <th key={`${k}${c}`}>{c}</th>),
                  )}
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr
                    key={r.companyId}
                    onClick={() => setHistory(r)}
                    tabIndex={0}
                    onKeyDown={(e) => e.key === 'Enter' && setHistory(r)}
                    aria-label={`${r.nameZh} 指数变化`}
                  >
                    <td className={styles.company}>{r.nameZh}</td>
                    <td className={styles.first}>{cell(r, 'left', false)}</td>
                    {twoWay ? null : <td className={styles.first}>{cell(r, 'middle', false)}</td>}
                    <td className={styles.first}>{cell(r, 'right', false)}</td>
                    <td>{cell(r, 'left', true)}</td>
                    {twoWay ? null : <td>{cell(r, 'middle', true)}</td>}
                    <td>{cell(r, 'right', true)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className={styles.note}>红色为上升，绿色为下降；点击公司查看变化历史。</p>
          </>
        )}
      </DataState>
      {history ? (
        <OddsHistory sport={sport} id={id} type={type} row={history} onClose={() => setHistory(null)} />
      ) : null}
    </div>
  );
}
