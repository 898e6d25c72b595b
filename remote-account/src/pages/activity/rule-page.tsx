/** /activity/rule: the lottery's rules and every prize's odds and stock, as the server computes them. */
import { NavBar } from '@kickoff/shared/ui';
import { DataState } from '@kickoff/shared/data';
import { useLotteryInfo } from '../../features/activity/hooks/use-activity-reads';
import styles from './activity.module.css';

export default function RulePage() {
  const state = useLotteryInfo('rule');
  return (
    <main>
      <NavBar title="活动规则" />
      <DataState state={state}>
        {(info) => (
          <section className={styles.section}>
            <p>
              每次抽奖消耗 {info.cost} 金币，每人每天最多 {info.dailyLimit} 次（北京时间零点重置）。
              结果由服务器使用加密安全随机数生成，每次抽奖与奖品发放在同一笔账目中完成。
              积分、金币奖品即时到账；实物奖品请填写收货地址，7 个工作日内寄出。
              奖品抽完后不再出现，其余奖品概率按权重重新计算。
            </p>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th>奖品</th>
                  <th>概率</th>
                  <th>剩余库存</th>
                </tr>
              </thead>
              <tbody>
                {info.prizes.map((p) => (
                  <tr key={p.id}>
                    <td>{p.name}</td>
                    <td>{p.odds.toFixed(2)}%</td>
                    <td>{p.stock === null ? '不限' : p.stock}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </DataState>
    </main>
  );
}
