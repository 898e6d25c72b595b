/**
 * The console's 审核 calls (MODERATION_PATHS, role moderator; an admin holds it too): the report
 * queue and its outcome (hide or keep, the reporters told by notice), restore, avatars, nicknames
 * (approve, or reject: renamed 球迷<id> and told), the banned-word list with its preview, mutes
 * and bans. Each checks the role first, validates in Chinese, refuses what another staff member
 * already changed, and audits in the same transaction.
 */
import { Type } from '@sinclair/typebox';
import { MODERATION_PATHS, ok } from '@kickoff/shared/contracts';
import { revokeUserSessions, sessionsRevoked } from '../auth/sessions';
import { pendingPortraits, reviewPortrait } from '../accounts/portraits';
import {
  addWord,
  bannedWords,
  loadBannedWords,
  normalWord,
  previewWord,
  removeWord,
} from '../moderation/banned-word-store';
import { pushHidden } from '../moderation/hidden-push';
import { decideNickname, pendingNicknames } from '../moderation/nickname-queue';
import { hiddenContent, openReportQueue, resolveReports, restoreContent } from '../moderation/report-queue';
import { ban, muteMinutes, mute, sanctionable, sanctionReason, sanctionsInForce, unban } from '../moderation/sanctions';
import { pushNotices } from '../notices/notices';
import type { RoutePlugin } from '../typebox';
import { writeAudit } from './audit';
import { requireModerator } from './roles';

const tags = ['staff'];
const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** a fan named in a form: 0 (left empty) is refused in Chinese by `sanctionable` */
const UserId = Type.Integer({ minimum: 0, maximum: 2147483647 });
/** what a report can be on */
const ReportTarget = Type.Union([
  Type.Literal('post'),
  Type.Literal('comment'),
  Type.Literal('chat'),
  Type.Literal('message'),
]);
const Ref = Type.Object({ target: ReportTarget, id: Id });
const Word = Type.Object({ word: Type.String({ maxLength: 100 }) });
const write = { writeLimit: 'manage' as const };
/** how often a node re-reads the banned-word list (a change made on another node reaches it) */
const WORDS_REFRESH_MS = 60_000;

const moderationRoutes: RoutePlugin = async (app) => {
  await loadBannedWords(app.db);
  const timer = setInterval(
    () => void loadBannedWords(app.db).catch((err: unknown) => app.log.warn(err)),
    WORDS_REFRESH_MS,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));

  app.get(MODERATION_PATHS.reports, { schema: { tags, summary: '待处理的举报（审核员）' } }, async (req) => {
    await requireModerator(req);
    return ok(await openReportQueue(app.db));
  });

  app.post(
    MODERATION_PATHS.resolve,
    {
      config: write,
      schema: {
        tags,
        summary: '处理举报（帖子、评论、直播间发言、私信）：隐藏或保留，关闭相关举报并通知举报人（审核员）',
        body: Type.Object({ target: ReportTarget, id: Id, hide: Type.Boolean() }),
      },
    },
    async (req) => {
      const actorId = await requireModerator(req);
      const { target, id, hide } = req.body;
      const done = await app.db.transaction().execute(async (trx) => {
        const r = await resolveReports(trx, { target, id }, hide);
        await writeAudit(trx, {
          actorId,
          action: hide ? 'report.hide' : 'report.keep',
          target: `${target}:${id}`,
          before: r.before,
          after: r.after,
        });
        return r;
      });
      pushNotices(app.hub, done.notices);
      await pushHidden(app.db, app.hub, done.push);
      return ok(null, hide ? '已隐藏，已通知举报人' : '已保留，已通知举报人');
    },
  );

  app.get(
    MODERATION_PATHS.hidden,
    { schema: { tags, summary: '已隐藏的帖子、评论、直播间发言与消息（审核员）' } },
    async (req) => {
      await requireModerator(req);
      return ok(await hiddenContent(app.db));
    },
  );

  app.post(
    MODERATION_PATHS.restore,
    { config: write, schema: { tags, summary: '恢复被隐藏的帖子、评论、直播间发言或消息（审核员）', body: Ref } },
    async (req) => {
      const actorId = await requireModerator(req);
      const { target, id } = req.body;
      await app.db.transaction().execute(async (trx) => {
        await restoreContent(trx, { target, id });
        await writeAudit(trx, {
          actorId,
          action: 'content.restore',
          target: `${target}:${id}`,
          before: { hidden: true },
          after: { hidden: false },
        });
      });
      return ok(null, '已恢复');
    },
  );

  app.get(MODERATION_PATHS.portraits, { schema: { tags, summary: '待审核的头像（审核员）' } }, async (req) => {
    await requireModerator(req);
    return ok(await pendingPortraits(app.db));
  });

  app.post(
    MODERATION_PATHS.reviewPortrait,
    {
      config: write,
      schema: {
        tags,
        summary: '审核头像：通过或驳回（审核员）',
        body: Type.Object({ userId: Id, portraitNew: Type.String({ maxLength: 500 }), approve: Type.Boolean() }),
      },
    },
    async (req) => {
      const actorId = await requireModerator(req);
      const { userId, portraitNew, approve } = req.body;
      await app.db.transaction().execute(async (trx) => {
        const r = await reviewPortrait(trx, userId, approve, portraitNew);
        await writeAudit(trx, {
          actorId,
          action: approve ? 'portrait.approve' : 'portrait.reject',
          target: `user:${userId}`,
          before: { portrait: r.before, pending: r.pending },
          after: { portrait: r.portrait, pending: '' },
        });
      });
      return ok(null, approve ? '头像已通过' : '头像已驳回');
    },
  );

  app.get(MODERATION_PATHS.nicknames, { schema: { tags, summary: '待审核的昵称（审核员）' } }, async (req) => {
    await requireModerator(req);
    return ok(await pendingNicknames(app.db));
  });

  app.post(
    MODERATION_PATHS.reviewNickname,
    {
      config: write,
      schema: {
        tags,
        summary: '审核昵称：通过，或驳回（改为 球迷+ID 并通知本人）（审核员）',
        body: Type.Object({ userId: Id, nickName: Type.String({ maxLength: 64 }), approve: Type.Boolean() }),
      },
    },
    async (req) => {
      const actorId = await requireModerator(req);
      const { userId, nickName, approve } = req.body;
      const r = await app.db.transaction().execute(async (trx) => {
        const done = await decideNickname(trx, userId, nickName, approve);
        await writeAudit(trx, {
          actorId,
          action: approve ? 'nickname.approve' : 'nickname.reject',
          target: `user:${userId}`,
          before: { nickName: done.before, pending: true },
          after: { nickName: done.after, pending: false },
        });
        return done;
      });
      pushNotices(app.hub, r.notices);
      return ok(null, approve ? '昵称已通过' : `昵称已驳回，已改为“${r.after}”并通知本人`);
    },
  );

  app.get(MODERATION_PATHS.words, { schema: { tags, summary: '违禁词列表（审核员）' } }, async (req) => {
    await requireModerator(req);
    return ok(await bannedWords(app.db));
  });

  const wordChange =
    (action: 'word.add' | 'word.remove') => async (req: { body: { word: string } }, actorId: number) => {
      const word = normalWord(req.body.word);
      await app.db.transaction().execute(async (trx) => {
        await (action === 'word.add' ? addWord(trx, word) : removeWord(trx, word));
        await writeAudit(trx, {
          actorId,
          action,
          target: `word:${word}`,
          before: action === 'word.add' ? null : { word },
          after: action === 'word.add' ? { word } : null,
        });
      });
      await loadBannedWords(app.db);
      return word;
    };

  app.post(
    MODERATION_PATHS.addWord,
    { config: write, schema: { tags, summary: '添加违禁词（审核员），立即生效', body: Word } },
    async (req) => {
      const word = await wordChange('word.add')(req, await requireModerator(req));
      return ok(null, `已添加“${word}”`);
    },
  );

  app.post(
    MODERATION_PATHS.removeWord,
    { config: write, schema: { tags, summary: '删除违禁词（审核员），立即生效', body: Word } },
    async (req) => {
      const word = await wordChange('word.remove')(req, await requireModerator(req));
      return ok(null, `已删除“${word}”`);
    },
  );

  app.get(
    MODERATION_PATHS.previewWord,
    {
      schema: {
        tags,
        summary: '违禁词预览：在最近的帖子、评论和直播间聊天中会命中多少（审核员）',
        querystring: Word,
      },
    },
    async (req) => {
      await requireModerator(req);
      return ok(await previewWord(app.db, normalWord(req.query.word)));
    },
  );

  app.get(MODERATION_PATHS.sanctions, { schema: { tags, summary: '禁言与封禁中的用户（审核员）' } }, async (req) => {
    await requireModerator(req);
    return ok(await sanctionsInForce(app.db));
  });

  app.post(
    MODERATION_PATHS.mute,
    {
      config: write,
      schema: {
        tags,
        summary: '禁言：某个直播间（roomId）或全站（roomId 0），minutes 0 为解除（审核员）',
        body: Type.Object({
          userId: UserId,
          roomId: Type.Integer({ minimum: 0, maximum: 2147483647 }),
          minutes: Type.Integer({ minimum: -2147483648, maximum: 2147483647 }),
          reason: Type.String({ maxLength: 500 }),
        }),
      },
    },
    async (req) => {
      const actorId = await requireModerator(req);
      const minutes = muteMinutes(req.body.minutes);
      const reason = minutes === 0 ? req.body.reason.trim().slice(0, 100) : sanctionReason(req.body.reason);
      const user = await sanctionable(app.db, req.body.userId);
      const body = { ...req.body, minutes, reason };
      const r = await app.db.transaction().execute(async (trx) => {
        const done = await mute(trx, body, Date.now());
        const where = body.roomId === 0 ? '全站' : `直播间 ${body.roomId}`;
        await writeAudit(trx, {
          actorId,
          action: body.roomId === 0 ? 'mute.site' : 'mute.room',
          target: `user:${user.id}`,
          before: { where, until: done.before },
          after: { where, until: done.after, minutes, reason },
        });
        return done;
      });
      if (minutes === 0) return ok(null, `已解除 ${user.nickName} 的禁言`);
      const where = body.roomId === 0 ? '全站' : `直播间「${r.roomTitle}」`;
      return ok(null, `已在${where}禁言 ${user.nickName} ${minutes} 分钟`);
    },
  );

  app.post(
    MODERATION_PATHS.ban,
    {
      config: write,
      schema: {
        tags,
        summary: '封禁用户：立即下线，不能再登录（审核员）',
        body: Type.Object({ userId: UserId, reason: Type.String({ maxLength: 500 }) }),
      },
    },
    async (req) => {
      const actorId = await requireModerator(req);
      const reason = sanctionReason(req.body.reason);
      const user = await sanctionable(app.db, req.body.userId);
      await app.db.transaction().execute(async (trx) => {
        await ban(trx, user.id, reason, Date.now());
        await revokeUserSessions(trx, user.id);
        await writeAudit(trx, {
          actorId,
          action: 'ban',
          target: `user:${user.id}`,
          before: { banned: false },
          after: { banned: true, reason },
        });
      });
      sessionsRevoked(user.id);
      return ok(null, `已封禁 ${user.nickName}`);
    },
  );

  app.post(
    MODERATION_PATHS.unban,
    {
      config: write,
      schema: { tags, summary: '解除封禁（审核员）', body: Type.Object({ userId: UserId }) },
    },
    async (req) => {
      const actorId = await requireModerator(req);
      const user = await sanctionable(app.db, req.body.userId);
      await app.db.transaction().execute(async (trx) => {
        const { reason } = await unban(trx, user.id);
        await writeAudit(trx, {
          actorId,
          action: 'unban',
          target: `user:${user.id}`,
          before: { banned: true, reason },
          after: { banned: false },
        });
      });
      return ok(null, `已解除 ${user.nickName} 的封禁`);
    },
  );
};

export default moderationRoutes;
