/** Request and response schemas of the tips calls (shapes in shared/src/contracts/tips.ts). */
import { Type } from '@sinclair/typebox';
import { TIP_LIMITS, type TipPick } from '@kickoff/shared/contracts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Page = Type.Integer({ minimum: 1, maximum: 1000, default: 1 });
const Size = Type.Integer({ minimum: 1, maximum: 50, default: 10 });
const Market = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
const Pick = Type.Union(['home', 'draw', 'away', 'over', 'under'].map((p) => Type.Literal(p)));
const Level = Type.Integer({ minimum: 1, maximum: 7 });
const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const Plat = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
const Days = Type.Union([Type.Literal(7), Type.Literal(30)]);

export const FeedParams = Type.Object({ code: Type.Integer({ minimum: 0, maximum: 5 }) });
export const FeedQuery = Type.Object({ page: Page, size: Size, matchId: Type.Optional(Id) });
export const IdParams = Type.Object({ id: Id });
export const PageBody = Type.Object({ page: Page, size: Size });
export const HeadBody = Type.Object({ eid: Id });
export const HomeBody = Type.Object({ eid: Id, page: Page, size: Size });
export const RankBody = Type.Object({
  page: Page,
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
  days: Type.Optional(Days),
  sort: Type.Optional(Type.Union([Type.Literal('hit'), Type.Literal('roi'), Type.Literal('streak')])),
  attention: Type.Optional(Flag),
});
export const FollowBody = Type.Object({ plat: Plat, eid: Id });
export const BuyBody = Type.Object({ id: Id });
export const ApplyBody = Type.Object({ description: Type.String({ maxLength: 200, default: '' }) });
export const PublishBody = Type.Object({
  matchId: Id,
  market: Market,
  // the pick is checked against the market by publishTip, which refuses a wrong one with its Chinese message
  pick: Type.Unsafe<TipPick>(Type.String({ maxLength: 8 })),
  // the length rules are checked by publishTip, so an over-long title gets its Chinese message
  title: Type.String({ maxLength: 200 }),
  analysis: Type.String({ maxLength: TIP_LIMITS.analysisMax * 4 }),
  price: Type.Integer({ minimum: 0, maximum: TIP_LIMITS.priceMax }),
});

const ExpertBriefSchema = Type.Object({
  id: Type.Integer(),
  nickName: Type.String(),
  portrait: Type.String(),
  level: Level,
  model: Flag,
});
const ExpertSchema = Type.Composite([
  ExpertBriefSchema,
  Type.Object({ description: Type.String(), follow: Flag, hitRate: Type.Number(), fans: Type.Integer() }),
]);
const RecordSchema = Type.Object({
  days: Days,
  total: Type.Integer(),
  won: Type.Integer(),
  lost: Type.Integer(),
  push: Type.Integer(),
  hitRate: Type.Number(),
  roi: Type.Number(),
  streak: Type.Integer(),
});
const OptionSchema = Type.Object({ pick: Pick, label: Type.String(), odds: Type.Number() });
const TipFields = {
  id: Type.Integer(),
  expert: ExpertBriefSchema,
  matchId: Type.Integer(),
  league: Type.String(),
  leagueColor: Type.String(),
  home: Type.String(),
  away: Type.String(),
  ot: Type.Integer(),
  s: Type.Integer(),
  sc: Type.Tuple([Type.Integer(), Type.Integer()]),
  title: Type.String(),
  market: Market,
  line: Type.Number(),
  price: Type.Integer(),
  locked: Type.Boolean(),
  bought: Type.Boolean(),
  pick: Type.Union([Pick, Type.Null()]),
  pickLabel: Type.String(),
  odds: Type.Number(),
  result: Type.Integer({ minimum: 0, maximum: 5 }),
  publishTime: Type.Integer(),
  buyers: Type.Integer(),
};
const TipSchema = Type.Object(TipFields);
export const TipDetailSchema = Type.Object({
  ...TipFields,
  analysis: Type.String(),
  options: Type.Array(OptionSchema),
});
export const TipPageSchema = Type.Object({ recList: Type.Array(TipSchema), next: Type.Integer() });
export const ExpertTipsSchema = Type.Object({
  recList: Type.Array(TipSchema),
  next: Type.Integer(),
  expert: ExpertSchema,
});
export const HeadSchema = Type.Object({
  expert: ExpertSchema,
  records: Type.Tuple([RecordSchema, RecordSchema]),
  self: Flag,
});
export const RankPageSchema = Type.Object({
  list: Type.Array(Type.Object({ rank: Type.Integer(), expert: ExpertSchema, record: RecordSchema })),
  next: Type.Integer(),
});
const TipMatchSchema = Type.Object({
  id: Type.Integer(),
  league: Type.String(),
  leagueColor: Type.String(),
  home: Type.String(),
  away: Type.String(),
  ot: Type.Integer(),
  tips: Type.Integer(),
});
export const TipMatchPageSchema = Type.Object({ list: Type.Array(TipMatchSchema), next: Type.Integer() });
export const OptionsSchema = Type.Object({
  match: TipMatchSchema,
  markets: Type.Array(
    Type.Object({ market: Market, name: Type.String(), line: Type.Number(), options: Type.Array(OptionSchema) }),
  ),
  left: Type.Integer(),
});
export const MyExpertSchema = Type.Object({
  expert: Type.Union([ExpertSchema, Type.Null()]),
  left: Type.Integer(),
  application: Type.Union([
    Type.Object({ status: Type.Union([Type.Literal('pending'), Type.Literal('refused')]), reason: Type.String() }),
    Type.Null(),
  ]),
});
export const FollowSchema = Type.Object({ follow: Flag, plat: Plat, eid: Type.Integer() });
