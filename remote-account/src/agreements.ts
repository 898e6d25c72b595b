/** docs/product.md §2 agreement pages under /user/agreement/{key}: their titles (the text is served). */
import type { AgreementKey } from '@kickoff/shared/contracts';

export const AGREEMENTS: Record<AgreementKey, string> = {
  lx: '联系我们',
  qzxy: '球站协议',
  sqgz: '社区规则',
  tcXy: '会员服务协议',
  tcXyQmh: '会员服务协议（全民号）',
  tcYs: '会员隐私政策',
  tcYsQmh: '会员隐私政策（全民号）',
  xy: '用户协议',
  yhxy: '用户服务协议',
  ys: '隐私政策',
  yszc: '隐私政策摘要',
};
