/**
 * The console's 钱包 calls (STAFF_WALLET_PATHS), admin only: a moderator, editor or operator cannot
 * see a fan's ledger nor grant coins. Moves go through staff/wallet.ts (the ledger, audited).
 */
import { Type } from '@sinclair/typebox';
import { PHONE_PATTERN, STAFF_WALLET_PATHS, ok } from '@kickoff/shared/contracts';
import { findUserByPhone } from '../accounts/users';
import { pushNotices } from '../notices/notices';
import type { RoutePlugin } from '../typebox';
import { requireStaff } from './roles';
import { invalid } from './validate';
import { adjustCoins, staffWallet, type WalletDirection } from './wallet';

const tags = ['staff'];
const AdjustBody = Type.Object({
  phone: Type.String({ maxLength: 20 }),
  amount: Type.Integer({ minimum: -(2 ** 40), maximum: 2 ** 40 }),
  reason: Type.String({ maxLength: 200 }),
  requestId: Type.String({ maxLength: 100 }),
});

const staffWalletRoutes: RoutePlugin = async (app) => {
  const fanByPhone = async (raw: string) => {
    const phone = raw.trim();
    if (!PHONE_PATTERN.test(phone)) throw invalid('请填写 11 位手机号');
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw invalid(`${phone} 还没有注册`);
    return user;
  };

  app.get(
    STAFF_WALLET_PATHS.wallet,
    {
      schema: {
        tags,
        summary: '球迷的余额与钱包明细（管理员）',
        querystring: Type.Object({
          phone: Type.String({ maxLength: 20 }),
          page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
        }),
      },
    },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await staffWallet(app.db, await fanByPhone(req.query.phone), req.query.page));
    },
  );

  const adjust = (path: string, direction: WalletDirection, summary: string, done: string) =>
    app.post(path, { config: { writeLimit: 'manage' }, schema: { tags, summary, body: AdjustBody } }, async (req) => {
      const actorId = await requireStaff(req, 'admin');
      const user = await fanByPhone(req.body.phone);
      const { notices, ...answer } = await adjustCoins(app.db, actorId, user, direction, req.body);
      pushNotices(app.hub, notices);
      return ok(answer, answer.replayed ? '该操作已完成过，未重复执行' : done);
    });
  adjust(STAFF_WALLET_PATHS.grant, 'grant', '发放金币（管理员，按请求编号只执行一次）', '已发放');
  adjust(STAFF_WALLET_PATHS.reverse, 'reverse', '扣回金币（管理员，余额不能为负）', '已扣回');
};

export default staffWalletRoutes;
