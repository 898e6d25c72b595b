/** Sign-in: SMS codes, dynamic keys, register, login, logout. */
import { randomBytes } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok, ACCOUNT_PATHS } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { decryptPassword } from './aes';
import { PASSWORD_MAX, PASSWORD_MIN, type LoginResult } from '@kickoff/shared/contracts';
import { tokenOf } from '../auth/guard';
import { issueKey, keyFor } from './keys';
import { issueCaptcha, spendCaptcha } from './captcha';
import { beginLoginAttempt, loginSucceeded } from './login-limit';
import { hashPassword, verifyPassword } from './password-hash';
import { createSession, revokeSession, revokeUserSessions, sessionsRevoked, TOKEN_TTL_S } from '../auth/sessions';
import { smsProviderFor } from './sms-provider';
import { consumeCode, sendCode } from './sms-codes';
import {
  acceptableNickName,
  defaultNickName,
  findUserByPhone,
  nickNameTaken,
  NICKNAME_TAKEN,
  toUserInfo,
  type UserRow,
} from './users';
import { insertUser } from './signup';
import {
  CaptchaFields,
  CaptchaSchema,
  DynamicKeySchema,
  EncryptedPassword,
  KeyId,
  LoginResultSchema,
  NickName,
  Phone,
  SmsCode,
  SmsSentSchema,
  TokenHeader,
} from './schemas';
import type { Db } from '../db/index';
import { queueRename } from '../moderation/nickname-queue';
import { refuseIfBanned } from '../moderation/sanctions';

/** Decrypts and checks the plaintext rule; the errors say what the user can do about it. */
export async function readPassword(db: Db, cipher: string, keyId: string | undefined): Promise<string> {
  const key = await keyFor(db, keyId);
  if (!key) throw new AppError(ErrorCodes.PASSWORD_UNREADABLE, '密钥已过期，请刷新后重试');
  const plain = decryptPassword(cipher, key.key, key.iv);
  if (plain === null) throw new AppError(ErrorCodes.PASSWORD_UNREADABLE);
  if (plain.length < PASSWORD_MIN || plain.length > PASSWORD_MAX) {
    throw new AppError(ErrorCodes.PARAM_INVALID, `参数错误：密码长度应为${PASSWORD_MIN}-${PASSWORD_MAX}位`);
  }
  return plain;
}

/** A new session for the device that asked (its user agent names it in 登录设备). */
async function signedIn(db: Db, user: UserRow, userAgent: string | undefined): Promise<LoginResult> {
  await refuseIfBanned(db, user.id);
  const accessToken = await createSession(db, user.id, userAgent ?? '');
  return { accessToken, expiresIn: TOKEN_TTL_S, userInfo: toUserInfo(user) };
}

const SHORT_WINDOW = 60_000;

let decoy: Promise<string> | null = null;
function decoyHash(): Promise<string> {
  // a failed attempt (the hash queue full) is not kept: the next login tries again
  decoy ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    decoy = null;
    throw err;
  });
  return decoy;
}

const accountRoutes: RoutePlugin = async (app) => {
  // made at start, so the first login with an unknown phone costs one hash like any other
  void decoyHash().catch(() => undefined);
  const sms = await smsProviderFor(app.config, app.db, app.log);

  app.post(
    ACCOUNT_PATHS.sendCode,
    {
      config: { rateLimit: { max: 20, timeWindow: SHORT_WINDOW } },
      schema: {
        tags: ['account'],
        summary: '发送短信验证码（6 位，10 分钟有效，单次使用）',
        body: contractBody(
          ACCOUNT_PATHS.sendCode,
          Type.Object({
            phone: Phone,
            type: Type.Union([Type.Literal('login'), Type.Literal('register'), Type.Literal('password')], {
              default: 'login',
            }),
            ...CaptchaFields,
          }),
        ),
        response: responses(SmsSentSchema),
      },
    },
    async (request) => {
      const { phone, type } = request.body;
      const captcha = await spendCaptcha(app.db, request.body);
      // the answer is the same whether the phone is registered or not (no enumeration); a code is
      // only sent, and only usable, where it fits: login/password for an account, register for none
      const exists = (await findUserByPhone(app.db, phone)) !== undefined;
      const fits = type === 'register' ? !exists : exists;
      return ok(await sendCode(app.db, sms, phone, request.ip, type, fits, captcha), '验证码已发送');
    },
  );

  app.get(
    '/user/captcha',
    {
      config: { rateLimit: { max: 30, timeWindow: SHORT_WINDOW } },
      schema: {
        tags: ['account'],
        summary: '图形验证码：登录或发送短信验证码被要求时（CAPTCHA_REQUIRED）获取，5 分钟内作答一次',
        response: responses(CaptchaSchema),
      },
    },
    async (_request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return ok(await issueCaptcha(app.db, { keepForDev: app.config.devRoutes }));
    },
  );

  const keySchema = { tags: ['account'], response: responses(DynamicKeySchema) };
  app.get(
    '/user/key',
    { schema: { ...keySchema, summary: '动态密钥：每次返回新的 key/iv，凭 keyId 在 5 分钟内使用' } },
    async () => ok(await issueKey(app.db)),
  );
  app.get(
    '/user/password/iv',
    { schema: { ...keySchema, summary: '密码加密 iv（修改密码等表单用），与 /user/key 相同', headers: TokenHeader } },
    async () => ok(await issueKey(app.db)),
  );

  app.post(
    ACCOUNT_PATHS.register,
    {
      config: { rateLimit: { max: 10, timeWindow: SHORT_WINDOW } },
      schema: {
        tags: ['account'],
        summary: '注册（表单提交，密码 AES-CBC 加密）；昵称可选，规则同修改昵称',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: contractBody(
          ACCOUNT_PATHS.register,
          Type.Object({
            phone: Phone,
            password: EncryptedPassword,
            code: SmsCode,
            keyId: Type.Optional(KeyId),
            nickName: Type.Optional(NickName),
          }),
        ),
        response: responses(LoginResultSchema),
      },
    },
    async (request) => {
      const { phone, password, code, keyId } = request.body;
      // a chosen name is held to the same rule as a rename, and refused when taken — before the
      // code is spent; the default name (球迷1234) gets a few digits when another fan has it
      const chosen = request.body.nickName?.trim() ? acceptableNickName(request.body.nickName) : null;
      if (chosen && (await nickNameTaken(app.db, chosen))) throw new AppError(ErrorCodes.CONFLICT, NICKNAME_TAKEN);
      const plain = await readPassword(app.db, password, keyId);
      // no "already registered" before the code is proven: a registered phone never got a usable
      // register code, so a guess answers SMS_CODE_INVALID for either kind of phone. The code is
      // checked before the 128 MiB hash: a wrong code costs a row update, not a hash.
      if (!(await consumeCode(app.db, phone, code))) throw new AppError(ErrorCodes.SMS_CODE_INVALID);
      const passwordHash = await hashPassword(plain);
      // user and session in one transaction: a failure leaves no account behind (the code is spent)
      const result = await app.db.transaction().execute(async (trx) => {
        const user = await insertUser(
          trx,
          phone,
          passwordHash,
          chosen ?? defaultNickName(phone),
          chosen ? 'refuse' : 'suffix',
        );
        if (!user) throw new AppError(ErrorCodes.CONFLICT, '该手机号已注册，请直接登录');
        // a name the fan chose waits in 审核's nickname queue like a rename (the default is not one)
        if (chosen) await queueRename(trx, user.id, '', user.nick_name);
        return signedIn(trx, user, request.headers['user-agent']);
      });
      return ok(result, '注册成功');
    },
  );

  app.post(
    ACCOUNT_PATHS.login,
    {
      config: { rateLimit: { max: 30, timeWindow: SHORT_WINDOW } },
      schema: {
        tags: ['account'],
        summary: '登录：密码（AES-CBC 加密，可带 keyId）或短信验证码',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: contractBody(
          ACCOUNT_PATHS.login,
          Type.Object({
            phone: Phone,
            password: Type.Optional(EncryptedPassword),
            keyId: Type.Optional(KeyId),
            code: Type.Optional(SmsCode),
            ...CaptchaFields,
          }),
        ),
        response: responses(LoginResultSchema),
      },
    },
    async (request) => {
      const { phone, password, keyId, code } = request.body;
      if (!password && !code) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：请输入密码或验证码');
      // an unreadable password is the client's fault, not a guess: refused before it is counted
      const plain = !code && password ? await readPassword(app.db, password, keyId) : null;
      const captcha = code ? undefined : await spendCaptcha(app.db, request.body);
      const attempt = await beginLoginAttempt(app.db, phone, request.ip, {
        method: code ? 'code' : 'password',
        captcha,
      });
      const user = await findUserByPhone(app.db, phone);
      let passed = false;
      if (code) {
        passed = user !== undefined && (await consumeCode(app.db, phone, code));
        if (!passed) throw new AppError(ErrorCodes.SMS_CODE_INVALID);
      } else if (plain !== null) {
        // an unknown phone costs the same hash as a known one, so timing does not tell them apart
        passed = (await verifyPassword(plain, user?.password_hash ?? (await decoyHash()))) && user !== undefined;
      }
      if (!passed || !user) throw new AppError(ErrorCodes.LOGIN_FAILED);
      await loginSucceeded(app.db, attempt);
      return ok(await signedIn(app.db, user, request.headers['user-agent']), '登录成功');
    },
  );

  app.post(
    ACCOUNT_PATHS.resetPassword,
    {
      config: { rateLimit: { max: 10, timeWindow: SHORT_WINDOW } },
      schema: {
        tags: ['account'],
        summary: '找回密码：短信验证码（type=password）+ 新密码（AES-CBC 加密）；所有设备需重新登录',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: contractBody(
          ACCOUNT_PATHS.resetPassword,
          Type.Object({ phone: Phone, code: SmsCode, password: EncryptedPassword, keyId: Type.Optional(KeyId) }),
        ),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const { phone, code, password, keyId } = request.body;
      const plain = await readPassword(app.db, password, keyId);
      // the code before the 128 MiB hash: a wrong code changes nothing but its own count
      if (!(await consumeCode(app.db, phone, code))) throw new AppError(ErrorCodes.SMS_CODE_INVALID);
      const passwordHash = await hashPassword(plain);
      // hash and revocation in one transaction (the code is spent)
      const userId = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set({ password_hash: passwordHash })
          .where('phone', '=', phone)
          .returning('id')
          .executeTakeFirst();
        if (row) await revokeUserSessions(trx, row.id);
        return row?.id ?? null;
      });
      if (userId === null) throw new AppError(ErrorCodes.SMS_CODE_INVALID);
      sessionsRevoked(userId);
      return ok(null, '密码已重置，请重新登录');
    },
  );

  app.get(
    '/user/logout',
    {
      schema: {
        tags: ['account'],
        summary: '退出登录（吊销当前 token）',
        headers: TokenHeader,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const token = tokenOf(request);
      if (!token) throw new AppError(ErrorCodes.NO_TOKEN);
      await revokeSession(app.db, token);
      return ok(null, '已退出登录');
    },
  );
};

export default accountRoutes;
