import { minuteMark, type OddsHistoryRow, type OddsRow, type OddsType, type Sport } from '@kickoff/shared/contracts';
import { Panel } from '../../../components/panel';
import { scoresErrorText } from '../../../components/offline-bar';
import { oddsHistory } from '../api';
import { DataState, useData } from '@kickoff/shared/data';
import { dayClock } from '@kickoff/shared/time';
import { columnNames, flagClass, middleText, oddsLabels, price } from './odds-format';
import styles from './odds-tab.module.css';

/** One company's changes: time, the minute and score at the time, and the line. */
export function OddsHistory({
  sport,
  id,
  type,
  row,
  onClose,
}: {
  sport: Sport;
  id: number;
  type: OddsType;
  row: OddsRow;
  onClose: () => void;
}) {
  const list = useData<OddsHistoryRow[]>(['odds-history', sport, id, row.companyId, type], () =>
    oddsHistory(sport, id, row.companyId, type),
  );
  const cols = columnNames(sport, type);
  const twoWay = sport === 'basketball' && type === 2;
  return (
    <Panel title={`${row.nameZh} · ${oddsLabels(sport)[type]}变化`} onClose={onClose}>
      <DataState
        state={list}
        isEmpty={(rows) => rows.length === 0}
        emptyText="暂无变化记录"
        errorText={scoresErrorText}
      >
        {(rows) => (
          <table className={styles.table} data-testid="odds-history">
            <thead>
              <tr>
                <th>时间</th>
                <th>比分</th>
                <th>{cols[0]}</th>
                {twoWay ? null : <th>{cols[1]}</th>}
                <th>{cols[2]}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((h, i) => (
                <tr key={`${h.time}-${i}`}>
                  <td>{h.minute ? minuteMark(h.minute) : dayClock(h.time)}</td>
                  <td>{h.minute ? `${h.score[0]}-${h.score[1]}` : '未开赛'}</td>
                  <td className={flagClass(h.leftFlag, styles.up!, styles.down!)}>{price(h.left)}</td>
                  {twoWay ? null : (
                    <td className={flagClass(h.middleFlag, styles.up!, styles.down!)}>
                      {middleText(sport, type, h.middle)}
                    </td>
                  )}
                  <td className={flagClass(h.rightFlag, styles.up!, styles.down!)}>{price(h.right)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </DataState>
    </Panel>
  );
}
