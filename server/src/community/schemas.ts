/** Request and response schemas of the community calls (shapes in shared/src/contracts/community.ts). */
import { Type } from '@sinclair/typebox';
import { MAX_POST_CHARS, MAX_POST_IMAGES, MAX_POST_TITLE_CHARS } from '@kickoff/shared/contracts';
import { CommentSchema } from '../news/schemas';

/** a post code (P + id); a malformed one is answered like an unknown post (routes.ts) */
const Code = Type.String({ maxLength: 24 });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const KindSchema = Type.Union([Type.Literal('post'), Type.Literal('question')]);
const TargetSchema = Type.Union([Type.Literal('post'), Type.Literal('comment')]);

export const BoardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  teamId: Type.Union([Type.Integer(), Type.Null()]),
  leagueId: Type.Union([Type.Integer(), Type.Null()]),
});

export const PostSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  board: Type.Object({ id: Type.Integer(), name: Type.String() }),
  kind: KindSchema,
  title: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.Object({ id: Type.String(), url: Type.String(), thumbUrl: Type.String() })),
  author: Type.Object({ id: Type.Integer(), nickName: Type.String(), portrait: Type.String() }),
  likes: Type.Integer(),
  liked: Type.Boolean(),
  comments: Type.Integer(),
  acceptedId: Type.Union([Type.Integer(), Type.Null()]),
  time: Type.Integer(),
});

export const PageSchema = Type.Object({ list: Type.Array(PostSchema), next: Type.Integer() });

export const ListQuery = Type.Object({
  board: Type.Optional(Id),
  kind: Type.Optional(KindSchema),
  /** one fan's posts (我的帖子, an author's page) */
  author: Type.Optional(Id),
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 10 }),
});

export const NewPostBody = Type.Object({
  boardId: Id,
  kind: KindSchema,
  // limits in characters are checked after trimming (posts.ts); these bound the bytes
  title: Type.Optional(Type.String({ maxLength: MAX_POST_TITLE_CHARS * 2 })),
  content: Type.String({ maxLength: MAX_POST_CHARS * 2 }),
  images: Type.Array(Type.String({ pattern: '^[0-9a-f]{32}$' }), { maxItems: MAX_POST_IMAGES, default: [] }),
});

export const CodeQuery = Type.Object({ code: Code });
export const LikeBody = Type.Object({ code: Code, like: Type.Union([Type.Literal(0), Type.Literal(1)]) });
export const CommentQuery = Type.Object({
  code: Code,
  sort: Type.Optional(Type.Union([Type.Literal('new'), Type.Literal('hot')])),
  page: Type.Integer({ minimum: 1, maximum: 1000, default: 1 }),
  size: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export const CommentBody = Type.Object({
  code: Code,
  content: Type.String({ maxLength: 1000 }),
  parentId: Type.Optional(Id),
});
export const CommentLikeBody = Type.Object({ id: Id, like: Type.Union([Type.Literal(0), Type.Literal(1)]) });
export const AcceptBody = Type.Object({ code: Code, commentId: Id });
/** a post, comment, room chat line or message */
const ReportTargetSchema = Type.Union([
  Type.Literal('post'),
  Type.Literal('comment'),
  Type.Literal('chat'),
  Type.Literal('message'),
]);
export const ReportBody = Type.Object({
  target: ReportTargetSchema,
  id: Id,
  reason: Type.String({ maxLength: 100 }),
});
export const HideBody = Type.Object({ target: TargetSchema, id: Id, hide: Type.Boolean() });
export const ReportSchema = Type.Object({
  id: Type.Integer(),
  target: TargetSchema,
  targetId: Type.Integer(),
  code: Type.String(),
  excerpt: Type.String(),
  reason: Type.String(),
  reporter: Type.String(),
  count: Type.Integer(),
  time: Type.Integer(),
});
export { CommentSchema };
