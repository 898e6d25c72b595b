/** The signed-in user's own data: info, real name, nickname, password, theme, portrait. */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, MessageCodes, nicknameKey, ok, ACCOUNT_PATHS } from '@kickoff/shared/contracts';
import { serverMessage } from '../realtime/hub';
import { AppError } from '../errors';
import { readUploadedFile } from '../uploads/routes';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { requireUserId, tokenOf } from '../auth/guard';
import { isValidIdCard, maskName } from './id-card';
import { cachedUserById } from './user-cache';
import { changePassword, certifyRealName } from './account-writes';
import { hashPassword, verifyPassword } from './password-hash';
import { readPassword } from './routes';
import { pictureViewerId } from './picture-viewer';
import { queueRename } from '../moderation/nickname-queue';
import { portraitImage, submitPortrait } from './portraits';
import { EncryptedPassword, KeyId, NickName, RealNameSchema, TokenHeader, UserInfoSchema } from './schemas';
import { acceptableNickName, findUserById, isNickNameClash, nickNameTaken, NICKNAME_TAKEN, toUserInfo } from './users';
import type { RealNameInfo } from '@kickoff/shared/contracts';

const profileRoutes: RoutePlugin = async (app) => {
  async function currentUser(request: Parameters<typeof requireUserId>[0]) {
    const user = await findUserById(app.db, await requireUserId(request));
    if (!user) throw new AppError(ErrorCodes.NO_TOKEN);
    return user;
  }

  app.get(
    '/user/center/info',
    { schema: { tags: ['user'], summary: '用户信息', headers: TokenHeader, response: responses(UserInfoSchema) } },
    async (request) => {
      // every page of a signed-in fan asks this: answered from the moment's cache of user rows
      const user = await cachedUserById(app.db, await requireUserId(request));
      if (!user) throw new AppError(ErrorCodes.NO_TOKEN);
      return ok(toUserInfo(user));
    },
  );

  app.get(
    '/user/center/real-name',
    { schema: { tags: ['user'], summary: '实名认证状态', headers: TokenHeader, response: responses(RealNameSchema) } },
    async (request) => {
      const user = await currentUser(request);
      const info: RealNameInfo = user.real_name
        ? { certified: 1, realName: maskName(user.real_name) }
        : { certified: 0, realName: '' };
      return ok(info);
    },
  );

  app.post(
    ACCOUNT_PATHS.realName,
    {
      config: { writeLimit: 'account', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary: '提交实名认证（姓名 + 18 位身份证号）',
        headers: TokenHeader,
        body: contractBody(
          ACCOUNT_PATHS.realName,
          Type.Object({
            realName: Type.String({ minLength: 2, maxLength: 20, pattern: '^[\\u4e00-\\u9fa5·]+$' }),
            idCard: Type.String({ pattern: '^[0-9]{17}[0-9Xx]$' }),
          }),
        ),
        response: responses(RealNameSchema),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const idCard = request.body.idCard.toUpperCase();
      if (!isValidIdCard(idCard)) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：身份证号校验不通过');
      if (!(await certifyRealName(app.db, user.id, request.body.realName, idCard.slice(-4)))) {
        throw new AppError(ErrorCodes.CONFLICT, '已完成实名认证');
      }
      return ok<RealNameInfo>({ certified: 1, realName: maskName(request.body.realName) }, '认证成功');
    },
  );

  app.post(
    ACCOUNT_PATHS.nickname,
    {
      config: { writeLimit: 'account', rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary: '修改昵称（2-12 个字符，不含保留字；与他人昵称不分全半角、大小写地比较）',
        headers: TokenHeader,
        body: contractBody(ACCOUNT_PATHS.nickname, Type.Object({ nickName: NickName })),
        response: responses(UserInfoSchema),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const nickName = acceptableNickName(request.body.nickName);
      if (await nickNameTaken(app.db, nickName, user.id)) throw new AppError(ErrorCodes.CONFLICT, NICKNAME_TAKEN);
      // shown at once, and queued for the moderators (the console's 审核 · 昵称) in the same transaction
      const row = await app.db
        .transaction()
        .execute(async (trx) => {
          const renamed = await trx
            .updateTable('users')
            .set({ nick_name: nickName, nick_key: nicknameKey(nickName) })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          if (nickName !== user.nick_name) await queueRename(trx, user.id, user.nick_name, nickName);
          return renamed;
        })
        .catch((e: unknown) => {
          // another fan took the name between the check and this write
          if (isNickNameClash(e)) throw new AppError(ErrorCodes.CONFLICT, NICKNAME_TAKEN);
          throw e;
        });
      return ok(toUserInfo(row), '修改成功');
    },
  );

  app.post(
    ACCOUNT_PATHS.theme,
    {
      config: { writeLimit: 'account' },
      schema: {
        tags: ['user'],
        summary: '设置主题色（#rrggbb，空串恢复默认）',
        headers: TokenHeader,
        body: contractBody(
          ACCOUNT_PATHS.theme,
          Type.Object({ diyTheme: Type.String({ pattern: '^(#[0-9a-fA-F]{6})?$' }) }),
        ),
        response: responses(UserInfoSchema),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const row = await app.db
        .updateTable('users')
        .set({ diy_theme: request.body.diyTheme.toLowerCase() })
        .where('id', '=', user.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return ok(toUserInfo(row), '设置成功');
    },
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    {
      config: { writeLimit: 'account', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary: '修改密码（新旧密码均 AES-CBC 加密，keyId 来自 /user/password/iv）；其他设备的登录失效',
        headers: TokenHeader,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: contractBody(
          ACCOUNT_PATHS.changePassword,
          Type.Object({
            oldPassword: EncryptedPassword,
            newPassword: EncryptedPassword,
            keyId: Type.Optional(KeyId),
          }),
        ),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const { oldPassword, newPassword, keyId } = request.body;
      const oldPlain = await readPassword(app.db, oldPassword, keyId);
      const newPlain = await readPassword(app.db, newPassword, keyId);
      if (!(await verifyPassword(oldPlain, user.password_hash)))
        throw new AppError(ErrorCodes.LOGIN_FAILED, '原密码错误');
      const password_hash = await hashPassword(newPlain);
      // hash and revocation in one transaction; a change that raced this one wins, this one is refused
      if (!(await changePassword(app.db, user.id, user.password_hash, password_hash, tokenOf(request)))) {
        throw new AppError(ErrorCodes.CONFLICT, '密码已被修改，请重新登录后再试');
      }
      const topic = `user:${user.id}` as const;
      app.hub.publish(
        topic,
        serverMessage(MessageCodes.SYSTEM_NOTICE, topic, {
          title: '安全提醒',
          text: '您的登录密码已修改，其他设备需要重新登录。',
        }),
      );
      return ok(null, '密码已修改');
    },
  );

  app.post(
    '/user/center/portrait',
    {
      config: { writeLimit: 'upload', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary:
          '上传头像（multipart 字段 file，PNG/JPEG/WebP/GIF，≤ 2 MB）：转为 WebP、去除元数据；' +
          '审核通过前 portraitAudit 为 0，portraitNew 只有本人和管理员可见',
        headers: TokenHeader,
        consumes: ['multipart/form-data'],
        response: responses(UserInfoSchema),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      const limit = app.config.portraitLimit;
      const bytes = await readUploadedFile(request, limit, `头像图片不能超过 ${Math.round(limit / 1024 / 1024)} MB`);
      return ok(toUserInfo(await submitPortrait(app.db, user.id, bytes)), '上传成功，审核中');
    },
  );

  app.get(
    '/user/portrait/:key',
    {
      schema: {
        tags: ['user'],
        summary:
          '头像图片（二进制 WebP，≤ 360 px）；待审核的头像只给本人和管理员（accessToken 或 token cookie），不进任何缓存',
        // any shape is looked up the same way: a malformed or guessed address is simply not found
        params: Type.Object({ key: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const image = await portraitImage(app.db, request.params.key, await pictureViewerId(request));
      if (!image) throw new AppError(ErrorCodes.NOT_FOUND, '图片不存在', 404);
      // a picture not (or no longer) approved: its owner and moderators only, and no cache keeps it
      const cache = image.approved ? 'public, max-age=86400, immutable' : 'private, no-store';
      return reply.type(image.mime).header('cache-control', cache).send(image.bytes);
    },
  );
};

export default profileRoutes;
