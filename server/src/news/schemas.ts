/** Request and response schemas of the news calls (shapes in shared/src/contracts/news.ts). */
import { Type } from '@sinclair/typebox';
import { MAX_COMMENT_CHARS } from '@kickoff/shared/contracts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const ColumnSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  type: Type.Integer(),
  sort: Type.Integer(),
});

export const ListBody = Type.Object({
  column: Type.Integer({ minimum: 1 }),
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

const Kind = Type.Union(['preview', 'report', 'roundup', 'history', 'editorial'].map((k) => Type.Literal(k)));

export const ItemSchema = Type.Object({
  id: Type.Integer(),
  columnId: Type.Integer(),
  kind: Kind,
  tag: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  cover: Type.String(),
  author: Type.String(),
  publishTime: Type.Integer(),
  views: Type.Integer(),
  likes: Type.Integer(),
  comments: Type.Integer(),
  matchId: Type.Union([Type.Integer(), Type.Null()]),
});

export const PageSchema = Type.Object({ list: Type.Array(ItemSchema), next: Type.Integer() });

export const MatchCardSchema = Type.Object({
  id: Type.Integer(),
  sport: Type.Union([Type.Literal('football'), Type.Literal('basketball')]),
  league: Type.String(),
  home: Type.String(),
  away: Type.String(),
  ot: Type.Integer(),
  s: Type.Integer(),
  sc: Type.Tuple([Type.Integer(), Type.Integer()]),
});

export const DetailSchema = Type.Composite([
  ItemSchema,
  Type.Object({
    content: Type.String(),
    match: Type.Union([MatchCardSchema, Type.Null()]),
    related: Type.Array(ItemSchema),
    liked: Type.Boolean(),
  }),
]);

export const IdQuery = Type.Object({ id: Id });
export const LikeBody = Type.Object({ id: Id, like: Type.Union([Type.Literal(0), Type.Literal(1)]) });

export const CommentQuery = Type.Object({
  articleId: Id,
  sort: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('hot')])),
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});

export const CommentBody = Type.Object({
  articleId: Id,
  // the limit is in characters, checked after trimming (comments.ts); this bounds the bytes
  content: Type.String({ maxLength: MAX_COMMENT_CHARS * 2 }),
  parentId: Type.Optional(Id),
});

const CommentBase = {
  id: Type.Integer(),
  articleId: Type.Integer(),
  parentId: Type.Union([Type.Integer(), Type.Null()]),
  userId: Type.Integer(),
  nickName: Type.String(),
  portrait: Type.String(),
  content: Type.String(),
  likes: Type.Integer(),
  liked: Type.Boolean(),
  time: Type.Integer(),
};
export const CommentSchema = Type.Object({
  ...CommentBase,
  replies: Type.Array(Type.Object({ ...CommentBase, replies: Type.Array(Type.Unknown(), { maxItems: 0 }) })),
});
export const CommentPageSchema = Type.Object({
  list: Type.Array(CommentSchema),
  next: Type.Integer(),
  total: Type.Integer(),
});
