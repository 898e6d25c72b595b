import { Type } from '@sinclair/typebox';
import { ErrorCodes, ok, ACCOUNT_PATHS } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { contractBody, responses, type RoutePlugin } from '../typebox';
import { optionalUserId } from '../auth/guard';
import { TokenHeader } from './schemas';

const feedbackRoutes: RoutePlugin = async (app) => {
  app.post(
    ACCOUNT_PATHS.feedback,
    {
      config: { writeLimit: 'report', rateLimit: { max: 5, timeWindow: 60_000 } },
      schema: {
        tags: ['account'],
        summary: '意见反馈（游客也可提交）',
        headers: TokenHeader,
        body: contractBody(
          ACCOUNT_PATHS.feedback,
          Type.Object({
            content: Type.String({ minLength: 1, maxLength: 500 }),
            contact: Type.Optional(Type.String({ maxLength: 64 })),
          }),
        ),
        response: responses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => {
      const content = request.body.content.trim();
      if (content.length < 5) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：反馈内容至少 5 个字');
      const row = await app.db
        .insertInto('feedback')
        .values({
          user_id: await optionalUserId(request),
          content,
          contact: request.body.contact?.trim() ?? '',
          ip: request.ip,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return ok({ id: row.id }, '感谢您的反馈');
    },
  );
};

export default feedbackRoutes;
