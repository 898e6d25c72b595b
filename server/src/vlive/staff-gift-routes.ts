/**
 * The console's 运营 gift catalogue and noble prices (STAFF_GIFT_PATHS), operator or admin: the list
 * (disabled gifts too), a gift added or changed (name, price, effect, icon, on sale or not) and a
 * tier's price, each version-checked and audited in the transaction that makes the change.
 */
import { Type } from '@sinclair/typebox';
import { GIFT_EFFECTS, STAFF_GIFT_PATHS, ok } from '@kickoff/shared/contracts';
import { writeAudit } from '../staff/audit';
import { requireStaff } from '../staff/roles';
import { contractBody, type RoutePlugin } from '../typebox';
import { allGifts, noblePrices, saveGift, saveNoblePrice } from './catalogue';

const tags = ['staff'];
const Int = Type.Integer({ minimum: 0, maximum: 2147483647 });
const Price = Type.Integer({ minimum: -(2 ** 40), maximum: 2 ** 40 });

const staffGiftRoutes: RoutePlugin = async (app) => {
  app.get(STAFF_GIFT_PATHS.catalogue, { schema: { tags, summary: '礼物与贵族价格（运营）' } }, async (req) => {
    await requireStaff(req, 'operator');
    const [gifts, nobles] = await Promise.all([allGifts(app.db), noblePrices(app.db)]);
    return ok({ gifts, nobles });
  });

  app.post(
    STAFF_GIFT_PATHS.saveGift,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '新增或修改礼物（运营；id 为 0 时新增，修改需带读取时的 version）',
        body: contractBody(
          STAFF_GIFT_PATHS.saveGift,
          Type.Object({
            id: Int,
            version: Int,
            name: Type.String({ maxLength: 200 }),
            price: Price,
            effect: Type.Union(GIFT_EFFECTS.map((e) => Type.Literal(e))),
            icon: Type.String({ maxLength: 64 }),
            enabled: Type.Boolean(),
          }),
        ),
      },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'operator');
      const after = await app.db.transaction().execute(async (trx) => {
        const change = await saveGift(trx, req.body);
        await writeAudit(trx, {
          actorId,
          action: change.before ? 'gift.update' : 'gift.create',
          target: `gift:${change.after.id}`,
          before: change.before,
          after: change.after,
        });
        return change.after;
      });
      return ok(after, '已保存');
    },
  );

  app.post(
    STAFF_GIFT_PATHS.saveNoblePrice,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '修改贵族等级价格（运营；需带读取时的 version）',
        body: contractBody(STAFF_GIFT_PATHS.saveNoblePrice, Type.Object({ tier: Int, price: Price, version: Int })),
      },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'operator');
      const after = await app.db.transaction().execute(async (trx) => {
        const change = await saveNoblePrice(trx, req.body);
        await writeAudit(trx, { actorId, action: 'noble.price', target: `noble:${change.after.tier}`, ...change });
        return change.after;
      });
      return ok(after, '已保存');
    },
  );
};

export default staffGiftRoutes;
