/**
 * 注销账号 (signed in): `POST /user/center/deregister/code` texts a deletion code to the user's own
 * phone (the client only knows it masked); `POST /user/center/deregister` deletes the account with
 * it (deregister.ts). A wrong or expired code changes nothing.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok, ACCOUNT_PATHS } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { requireUserId } from '../auth/guard';
import { deregisterAccount } from './deregister';
import { SmsCode, SmsSentSchema, TokenHeader } from './schemas';
import { sendCode } from './sms-codes';
import { smsProviderFor } from './sms-provider';
import { findUserById } from './users';

const deregisterRoutes: RoutePlugin = async (app) => {
  const sms = await smsProviderFor(app.config, app.db, app.log);

  async function currentUser(request: Parameters<typeof requireUserId>[0]) {
    const user = await findUserById(app.db, await requireUserId(request));
    if (!user || user.deleted_at) throw new AppError(ErrorCodes.NO_TOKEN);
    return user;
  }

  app.post(
    ACCOUNT_PATHS.deregisterCode,
    {
      config: { writeLimit: 'account', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary: '注销账号：向本人绑定的手机号发送验证码（6 位，10 分钟有效，单次使用）',
        headers: TokenHeader,
        response: responses(SmsSentSchema),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      // signed in, to the account's own phone: the session stands in for a picture code
      return ok(await sendCode(app.db, sms, user.phone, request.ip, 'deregister', true, true), '验证码已发送');
    },
  );

  app.post(
    ACCOUNT_PATHS.deregister,
    {
      config: { writeLimit: 'account', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['user'],
        summary: '注销账号（短信验证码确认）：所有登录失效，个人资料清除，手机号可重新注册；不可恢复',
        headers: TokenHeader,
        body: contractBody(ACCOUNT_PATHS.deregister, Type.Object({ code: SmsCode })),
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      const user = await currentUser(request);
      if (!(await deregisterAccount(app.db, user.id, user.phone, request.body.code))) {
        throw new AppError(ErrorCodes.SMS_CODE_INVALID, '验证码错误或已过期，账号未注销');
      }
      return ok(null, '账号已注销');
    },
  );
};

export default deregisterRoutes;
