/**
 * /proposal/detail?id=: the tip with its analysis. A paid tip the fan has not bought shows its
 * price and 购买 instead: the pick and the analysis come from the server only after the purchase.
 * Following the expert here is plat 0 (this view updates).
 */
import { useState } from 'react';
import { TIP_MARKET_NAMES, isFootballFinished } from '@kickoff/shared/contracts';
import { DataState } from '@kickoff/shared/data';
import { Link, useSearchParams } from '@kickoff/shared/navigation';
import { Avatar, Dialog, NavBar, showToast } from '@kickoff/shared/ui';
import { useBuyTip, useExpertHead, useTip } from '../../features/tips/hooks/use-tips';
import { useLoginGate } from '../../lib/use-login-gate';
import { FollowButton } from '../../features/tips/expert-row';
import { ExpertTag } from '../../features/tips/tip-card';
import { kickOff, priceText, stamp } from '../../features/tips/tip-labels';
import { useFollow } from '../../features/tips/use-follow';
import styles from '../../features/tips/tips.module.css';
import { newsErrorText } from '../../lib/error-text';

export default function TipDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const tip = useTip(id);
  const { setData } = tip;
  const eid = tip.data?.expert.id ?? 0;
  // the expert's follow flag (plat 0 updates it here)
  const head = useExpertHead(eid);
  const buyTip = useBuyTip();
  const follow = useFollow(0, (_eid, flag) => head.setData((d) => ({ ...d, expert: { ...d.expert, follow: flag } })));
  const [asking, setAsking] = useState(false);
  const [buying, setBuying] = useState(false);
  const gate = useLoginGate();
  return (
    <DataState state={tip} absent={id ? undefined : '推荐不存在或已下架'} errorText={newsErrorText}>
      {(data) => {
        const s = stamp(data.result);
        const buy = () => {
          setAsking(false);
          setBuying(true);
          buyTip(id)
            .then((bought) => {
              setData(() => bought);
              showToast('购买成功');
            })
            .catch((e: unknown) => showToast(e instanceof Error ? e.message : '购买失败'))
            .finally(() => setBuying(false));
        };
        return (
          <main>
            <NavBar title="推荐详情" />
            <section className={styles.section}>
              <p className={styles.head}>
                <Avatar name={data.expert.nickName} size={0.72} />
                <Link className={styles.nick} to={`/user/authorHome?id=${data.expert.id}`}>
                  {data.expert.nickName}
                </Link>
                <ExpertTag level={data.expert.level} model={data.expert.model} />
                <span className={styles.time} />
                {head.data && (
                  <FollowButton
                    follow={head.data.expert.follow}
                    busy={follow.busy === eid}
                    onClick={() => follow.toggle(eid)}
                  />
                )}
              </p>
              <h1 className={styles.title}>{data.title}</h1>
              <p className={styles.match}>
                <span className={styles.league} style={{ color: data.leagueColor }}>
                  {data.league}
                </span>
                {data.home} {isFootballFinished(data.s) ? `${data.sc[0]}-${data.sc[1]}` : 'VS'} {data.away}
                <span className={styles.time}>{kickOff(data.ot)}</span>
              </p>
              {s.text && (
                <span className={`${styles.stamp} ${styles[s.tone]}`} data-testid="tip-result">
                  {s.text}
                </span>
              )}
            </section>
            <section className={styles.section}>
              <p className={styles.pickLine}>
                <span className={styles.market}>{TIP_MARKET_NAMES[data.market]}</span>
                <span className={styles.hint}>发布时盘口</span>
              </p>
              <div className={styles.options}>
                {data.options.map((o) => (
                  <span key={o.pick} className={data.pick === o.pick ? styles.optionOn : styles.option}>
                    {o.label}
                    {o.odds > 0 && <br />}
                    {o.odds > 0 && o.odds}
                  </span>
                ))}
              </div>
              {data.locked ? (
                <>
                  <p className={styles.hint}>付费方案：购买后查看推荐选项与分析（{data.buyers}人已购）</p>
                  <button
                    type="button"
                    className={styles.buy}
                    disabled={buying}
                    onClick={() => gate(() => setAsking(true))}
                  >
                    {priceText(data.price)} 购买
                  </button>
                </>
              ) : (
                <>
                  <p className={styles.pickLine}>
                    推荐：
                    <span className={styles.pick} data-testid="tip-pick">
                      {data.pickLabel} @{data.odds}
                    </span>
                    {data.bought && <span className={styles.hint}>已购买</span>}
                  </p>
                  <p className={styles.analysis}>{data.analysis}</p>
                </>
              )}
            </section>
            <Dialog
              open={asking}
              title="购买方案"
              confirmText="确认购买"
              onConfirm={buy}
              onCancel={() => setAsking(false)}
            >
              支付 {data.price} 金币查看「{data.title}」的推荐与分析？
            </Dialog>
          </main>
        );
      }}
    </DataState>
  );
}
