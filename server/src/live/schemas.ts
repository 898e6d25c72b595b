/** typebox schemas of the live calls' inputs and outputs (the contract types, for serialisation and OpenAPI). */
import { Kind, Type, TypeRegistry, type TSchema } from '@sinclair/typebox';
import { TREND_MARK_TYPES, type LineupMarkType } from '@kickoff/shared/contracts';

const Int = Type.Integer();
const Num = Type.Number();
const Pair = Type.Array(Type.Integer(), { minItems: 2, maxItems: 2 });
const Flag = Type.Union([Type.Literal(1), Type.Literal(-1), Type.Literal(0)]);
const Opt = <T extends TSchema>(t: T) => Type.Optional(t);
/**
 * A nullable pair as `nullable: true` rather than a union: fast-json-stringify serialises a union
 * by validating each value against every branch, which made the 500-row list five times slower.
 */
TypeRegistry.Set(
  'NullablePair',
  (_schema, value) =>
    value === null || (Array.isArray(value) && value.length === 2 && value.every((v) => Number.isInteger(v))),
);
const NullablePair = Type.Unsafe<[number, number] | null>({
  [Kind]: 'NullablePair',
  type: 'array',
  items: { type: 'integer' },
  minItems: 2,
  maxItems: 2,
  nullable: true,
});

export const DateParam = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD（北京时间）' });
const IdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,499}$', description: '逗号分隔的 id' });
export const MatchId = Type.Integer({ minimum: 1, maximum: 999_999_999 });
export const OddsTypeParam = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)], {
  description: '1 亚指/让分 2 欧指 3 大小',
});

export const ListQuerySchema = Type.Object({
  platform: Opt(Type.Integer()),
  date: Opt(DateParam),
  tab: Opt(Type.Union([Type.Literal('js'), Type.Literal('sg'), Type.Literal('sc'), Type.Literal('gz')])),
  leagues: Opt(IdList),
  ids: Opt(IdList),
});

const LeagueRefSchema = Type.Object({ id: Int, name: Type.String(), color: Type.String() });
const TeamRefSchema = Type.Object({ id: Int, name: Type.String(), rank: Opt(Int) });

export const FootballListMatchSchema = Type.Object({
  id: Int,
  s: Int,
  li: Int,
  league: LeagueRefSchema,
  ot: Int,
  kt: Int,
  isShow: Int,
  timIng: Type.String(),
  round: Type.String(),
  home: TeamRefSchema,
  away: TeamRefSchema,
  sc: Pair,
  hsc: NullablePair,
  rc: Pair,
  yc: Pair,
  cn: Pair,
  jczq: Opt(Type.String()),
  bjdc: Opt(Type.String()),
  hot: Type.Boolean(),
  hasVideo: Type.Boolean(),
  hasAnim: Type.Boolean(),
  psc: Opt(Pair),
});

export const BasketballListMatchSchema = Type.Object({
  id: Int,
  s: Int,
  li: Int,
  league: LeagueRefSchema,
  ot: Int,
  isShow: Int,
  type: Int,
  home: TeamRefSchema,
  away: TeamRefSchema,
  sc: Pair,
  hq: Type.Array(Int),
  aq: Type.Array(Int),
  rt: Type.String(),
  hot: Type.Boolean(),
});

export const FilterSchema = Type.Array(
  Type.Object({
    letter: Type.String(),
    countList: Type.Array(
      Type.Object({ leagueId: Int, name: Type.String(), count: Int, isChecked: Type.Boolean(), hot: Type.Boolean() }),
    ),
  }),
);

export const HeaderSchema = Type.Object({
  id: Int,
  state: Int,
  openTime: Int,
  kt: Int,
  timIng: Type.String(),
  league: LeagueRefSchema,
  round: Type.String(),
  home: TeamRefSchema,
  away: TeamRefSchema,
  sc: Pair,
  hsc: NullablePair,
  video: Type.Union([Type.Object({ url: Type.String() }), Type.Null()]),
  anim: Type.Boolean(),
});

const IncidentSchema = Type.Object({
  id: Int,
  type: Type.String(),
  minute: Int,
  extra: Opt(Int),
  side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
  player: Type.String(),
  player2: Opt(Type.String()),
  score: Opt(Pair),
});
const TextLineSchema = Type.Object({ id: Int, minute: Int, text: Type.String(), incident: Opt(Type.String()) });
const EnvironmentSchema = Type.Object({
  venue: Type.String(),
  city: Type.String(),
  weather: Type.String(),
  temperature: Type.String(),
  referee: Type.String(),
});
const PieSchema = Type.Object({ type: Int, name: Type.String(), home: Num, away: Num });

export const TextLiveSchema = Type.Object({
  statistic: Type.Array(Type.Object({ type: Int, home: Num, away: Num })),
  textLive: Type.Array(TextLineSchema),
  incidents: Type.Array(IncidentSchema),
  environment: EnvironmentSchema,
  events: Type.Array(IncidentSchema),
  pies: Type.Array(PieSchema, { minItems: 3, maxItems: 3 }),
});

const ProbabilitySchema = Type.Object({ home: Num, draw: Num, away: Num });
export const TrendSchema = Type.Object({
  prematch: ProbabilitySchema,
  minutes: Type.Array(Type.Object({ minute: Int, extra: Opt(Int), momentum: Int, home: Num, draw: Num, away: Num })),
  current: ProbabilitySchema,
  marks: Type.Array(
    Type.Object({
      minute: Int,
      extra: Opt(Int),
      side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
      type: Type.Union(TREND_MARK_TYPES.map((t) => Type.Literal(t))),
      player: Type.String(),
    }),
  ),
  shots: Type.Array(
    Type.Object({
      minute: Int,
      extra: Opt(Int),
      side: Type.Union([Type.Literal('home'), Type.Literal('away')]),
      x: Num,
      y: Num,
      kind: Type.Union([Type.Literal('foot'), Type.Literal('head'), Type.Literal('penalty')]),
      outcome: Type.Union([
        Type.Literal('goal'),
        Type.Literal('saved'),
        Type.Literal('off'),
        Type.Literal('cancelled'),
      ]),
      xg: Num,
    }),
  ),
  xg: Type.Tuple([Num, Num]),
});

/** every LineupMarkType, no more: a Record over the union makes the compiler check the list */
const LINEUP_MARK_KEYS: Record<LineupMarkType, true> = {
  goal: true,
  penalty: true,
  own_goal: true,
  assist: true,
  yellow: true,
  second_yellow: true,
  red: true,
  sub_in: true,
  sub_out: true,
};
const LINEUP_MARKS = Object.keys(LINEUP_MARK_KEYS) as LineupMarkType[];
const LineupPlayerSchema = Type.Object({
  id: Int,
  name: Type.String(),
  number: Int,
  position: Type.String(),
  line: Opt(Int),
  col: Opt(Int),
  rating: Type.Union([Num, Type.Null()]),
  marks: Type.Array(
    Type.Object({ type: Type.Union(LINEUP_MARKS.map((t) => Type.Literal(t))), minute: Int, extra: Opt(Int) }),
  ),
  stats: Type.Object({
    minutes: Int,
    goals: Int,
    assists: Int,
    shots: Int,
    onTarget: Int,
    keyPasses: Int,
    tackles: Int,
    saves: Int,
    conceded: Int,
  }),
});
const LineupSideSchema = Type.Object({
  teamId: Int,
  formation: Type.String(),
  coach: Type.String(),
  starters: Type.Array(LineupPlayerSchema),
  substitutes: Type.Array(LineupPlayerSchema),
});
const BoxScorePlayerSchema = Type.Object({
  id: Int,
  name: Type.String(),
  number: Int,
  position: Type.String(),
  points: Int,
  rebounds: Int,
  assists: Int,
  minutes: Int,
  fgm: Int,
  fga: Int,
  tpm: Int,
  tpa: Int,
});
const BoxScoreSideSchema = Type.Object({
  teamId: Int,
  starters: Type.Array(BoxScorePlayerSchema),
  bench: Type.Array(BoxScorePlayerSchema),
});
export const BoxScoreSchema = Type.Object({
  published: Type.Boolean(),
  home: Type.Union([BoxScoreSideSchema, Type.Null()]),
  away: Type.Union([BoxScoreSideSchema, Type.Null()]),
});
export const LineupSchema = Type.Object({
  published: Type.Boolean(),
  publishAt: Int,
  home: Type.Union([LineupSideSchema, Type.Null()]),
  away: Type.Union([LineupSideSchema, Type.Null()]),
  rated: Type.Boolean(),
  manOfTheMatch: Type.Union([Int, Type.Null()]),
});

const SummarySchema = Type.Object({
  id: Int,
  ot: Int,
  league: LeagueRefSchema,
  home: TeamRefSchema,
  away: TeamRefSchema,
  sc: NullablePair,
  hsc: NullablePair,
});
export const FutureSchema = Type.Object({ home: Type.Array(SummarySchema), away: Type.Array(SummarySchema) });
export const HistorySchema = Type.Object({
  h2h: Type.Array(SummarySchema),
  homeRecent: Type.Array(SummarySchema),
  awayRecent: Type.Array(SummarySchema),
});
export const TableSchema = Type.Object({
  league: LeagueRefSchema,
  rows: Type.Array(
    Type.Object({
      rank: Int,
      team: TeamRefSchema,
      played: Int,
      won: Int,
      drawn: Int,
      lost: Int,
      goalsFor: Int,
      goalsAgainst: Int,
      points: Int,
    }),
  ),
});

export const TvListSchema = Type.Array(
  Type.Object({
    id: Int,
    sport: Type.String(),
    ot: Int,
    league: LeagueRefSchema,
    home: TeamRefSchema,
    away: TeamRefSchema,
    s: Int,
    sc: Pair,
    hasVideo: Type.Boolean(),
    hasAnim: Type.Boolean(),
  }),
);

const LineSchema = Type.Object({ left: Num, middle: Num, right: Num });
const OddsRowSchema = Type.Object({
  companyId: Int,
  nameZh: Type.String(),
  type: Int,
  left: Num,
  middle: Num,
  right: Num,
  first: LineSchema,
  leftFlag: Flag,
  middleFlag: Flag,
  rightFlag: Flag,
  changedAt: Int,
});
export const OddsRowsSchema = Type.Array(OddsRowSchema);
export const CompaniesSchema = Type.Array(Type.Object({ companyId: Int, nameZh: Type.String() }));
export const OddsHistorySchema = Type.Array(
  Type.Object({
    left: Num,
    middle: Num,
    right: Num,
    time: Int,
    minute: Type.String(),
    score: Pair,
    leftFlag: Flag,
    middleFlag: Flag,
    rightFlag: Flag,
  }),
);

const TeamStatsSchema = Type.Object({
  points: Int,
  rebounds: Int,
  assists: Int,
  steals: Int,
  blocks: Int,
  turnovers: Int,
  fouls: Int,
  fgPct: Num,
  threePct: Num,
  ftPct: Num,
});
export const BasketballDetailSchema = Type.Object({
  match: BasketballListMatchSchema,
  stats: Type.Object({ home: TeamStatsSchema, away: TeamStatsSchema }),
  textLive: Type.Array(TextLineSchema),
  environment: EnvironmentSchema,
});

export const HotSchema = Type.Object({
  football: Type.Array(FootballListMatchSchema),
  basketball: Type.Array(BasketballListMatchSchema),
  followed: Type.Optional(Type.Array(Type.Integer())),
});

export const SnapshotSchema = Type.Object({
  topic: Type.String(),
  sport: Opt(Type.String()),
  football: Opt(Type.Array(FootballListMatchSchema)),
  basketball: Opt(Type.Array(BasketballListMatchSchema)),
  header: Opt(HeaderSchema),
  textLive: Opt(TextLiveSchema),
  detail: Opt(BasketballDetailSchema),
  odds: Opt(OddsRowsSchema),
});
