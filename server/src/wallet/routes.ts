/**
 * `GET /user/wallet` (balances and the newest ledger entries) and `GET /user/wallet/ledger`
 * (a page of one's own ledger). Nothing here moves money: features call ledger.ts.
 */
import { Type } from '@sinclair/typebox';
import { ACCOUNT_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { responses, type RoutePlugin } from '../typebox';
import { balancesOf, ledgerPage } from './ledger';

const Entry = Type.Object({
  id: Type.Integer(),
  currency: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Integer(),
  reason: Type.String(),
  ref: Type.String(),
  time: Type.Integer(),
});
const Summary = Type.Object({ coin: Type.Integer(), point: Type.Integer(), recent: Type.Array(Entry) });
const LedgerPageSchema = Type.Object({ list: Type.Array(Entry), next: Type.Integer(), total: Type.Integer() });
const LedgerQuery = Type.Object({
  currency: Type.Optional(Type.Union([Type.Literal('coin'), Type.Literal('point')])),
  page: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});

const walletRoutes: RoutePlugin = async (app) => {
  const tags = ['wallet'];

  app.get(
    ACCOUNT_PATHS.wallet,
    { schema: { tags, summary: '我的钱包：金币、积分与最近明细（需登录）', response: responses(Summary) } },
    async (req) => {
      const userId = await requireUserId(req);
      const [balances, recent] = await Promise.all([
        balancesOf(app.db, userId),
        ledgerPage(app.db, userId, undefined, 1, 10),
      ]);
      return ok({ ...balances, recent: recent.list });
    },
  );

  app.get(
    '/user/wallet/ledger',
    {
      schema: {
        tags,
        summary: '钱包明细，分页（需登录）',
        querystring: LedgerQuery,
        response: responses(LedgerPageSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const { currency, page, size } = req.query;
      return ok(await ledgerPage(app.db, userId, currency, page, size));
    },
  );
};

export default walletRoutes;
