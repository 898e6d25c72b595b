/**
 * Writing a tip on one not-started match: the market's current options (from the engine's odds),
 * title (≤ 15 characters), analysis and price. The server checks everything again (and the 5 a
 * day); its Chinese message shows under the form when it refuses.
 */
import { useState } from 'react';
import { TIP_LIMITS, TIP_PRICES, type TipMarket, type TipPick } from '@kickoff/shared/contracts';
import { DataState, useData } from '@kickoff/shared/data';
import { showToast } from '@kickoff/shared/ui';
import { publishTip, tipOptions } from './tips-api';
import { priceText } from './tip-labels';
import styles from './tips.module.css';
import { newsErrorText } from '../../lib/error-text';

export function PublishSheet({ matchId, onDone }: { matchId: number; onDone: (id: number) => void }) {
  const options = useData(['tip-options', matchId], () => tipOptions(matchId));
  const [market, setMarket] = useState<TipMarket>(1);
  const [pick, setPick] = useState<TipPick | null>(null);
  const [title, setTitle] = useState('');
  const [analysis, setAnalysis] = useState('');
  const [price, setPrice] = useState<number>(0);
  const [fail, setFail] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <DataState state={options} errorText={newsErrorText}>
      {(data) => {
        const current = data.markets.find((m) => m.market === market) ?? data.markets[0];
        const send = () => {
          if (!current || !pick) return setFail('请选择推荐选项');
          setSending(true);
          publishTip({ matchId, market: current.market, pick, title, analysis, price })
            .then((r) => {
              showToast('发布成功');
              onDone(r.id);
            })
            .catch((e: unknown) => setFail(e instanceof Error ? e.message : '发布失败'))
            .finally(() => setSending(false));
        };
        return (
          <section className={styles.section} aria-label="发布方案">
            <p className={styles.whoName}>
              {data.match.home} VS {data.match.away}
            </p>
            <p className={styles.hint}>今日还可发布 {data.left} 条</p>
            <div className={styles.options} role="radiogroup" aria-label="玩法">
              {data.markets.map((m) => (
                <button
                  key={m.market}
                  type="button"
                  className={m.market === current?.market ? styles.optionOn : styles.option}
                  onClick={() => (setMarket(m.market), setPick(null))}
                >
                  {m.name}
                </button>
              ))}
            </div>
            <div className={styles.options} role="radiogroup" aria-label="推荐选项">
              {current?.options.map((o) => (
                <button
                  key={o.pick}
                  type="button"
                  role="radio"
                  aria-checked={pick === o.pick}
                  className={pick === o.pick ? styles.optionOn : styles.option}
                  onClick={() => setPick(o.pick)}
                >
                  {o.label}
                  <br />
                  {o.odds}
                </button>
              ))}
            </div>
            <label className={styles.field}>
              标题（最多{TIP_LIMITS.titleMax}字）
              <input className={styles.input} value={title} onChange={(e) => setTitle(e.target.value)} />
            </label>
            <label className={styles.field}>
              分析
              <textarea className={styles.textarea} value={analysis} onChange={(e) => setAnalysis(e.target.value)} />
            </label>
            <div className={styles.options} role="radiogroup" aria-label="价格">
              {TIP_PRICES.slice(0, 4).map((p) => (
                <button
                  key={p}
                  type="button"
                  role="radio"
                  aria-checked={price === p}
                  className={price === p ? styles.optionOn : styles.option}
                  onClick={() => setPrice(p)}
                >
                  {priceText(p)}
                </button>
              ))}
            </div>
            {fail && (
              <p className={styles.error} role="alert">
                {fail}
              </p>
            )}
            <button type="button" className={styles.buy} disabled={sending} onClick={send}>
              发布方案
            </button>
          </section>
        );
      }}
    </DataState>
  );
}
