/**
 * Content calls: the agreements, the FAQ, and the app package info of /download/Android. The
 * packages are set in the operator console (staff/packages.ts); a platform never set there takes
 * APK_URL, APK_VERSION, APK_SIZE (bytes) and APK_NOTES (lines separated by '|'); without an
 * address the page offers the installable web app instead.
 */
import { Type } from '@sinclair/typebox';
import {
  AGREEMENT_KEYS,
  CONTENT_PATHS,
  ErrorCodes,
  NEWS_PATHS,
  ok,
  type AgreementKey,
} from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { responses, type RoutePlugin } from '../typebox';
import { agreement } from './agreements';
import emojiRoutes from './emoji-routes';
import { FAQ } from './faq';
import { apkResource } from '../staff/packages';

const tags = ['content'];

const AgreementSchema = Type.Object({
  key: Type.String(),
  title: Type.String(),
  updated: Type.String(),
  paragraphs: Type.Array(Type.String()),
});
const FaqSchema = Type.Array(
  Type.Object({ id: Type.Integer(), question: Type.String(), answer: Type.Array(Type.String()) }),
);
const ApkSchema = Type.Object({
  android: Type.Object({ url: Type.String(), version: Type.String(), size: Type.Number() }),
  ios: Type.Object({ url: Type.String(), version: Type.String() }),
  notes: Type.Array(Type.String()),
});

const contentRoutes: RoutePlugin = async (app) => {
  await app.register(emojiRoutes);
  app.get(
    CONTENT_PATHS.agreement(':key'),
    {
      schema: {
        tags,
        summary: '协议正文（纯文本段落）',
        params: Type.Object({ key: Type.String({ maxLength: 16 }) }),
        response: responses(AgreementSchema),
      },
    },
    async (req, reply) => {
      const key = req.params.key as AgreementKey;
      if (!AGREEMENT_KEYS.includes(key)) throw new AppError(ErrorCodes.NOT_FOUND, '协议不存在', 404);
      reply.header('cache-control', 'public, max-age=3600');
      return ok(agreement(key));
    },
  );

  app.get(CONTENT_PATHS.faq, { schema: { tags, summary: '常见问题', response: responses(FaqSchema) } }, async () =>
    ok(FAQ),
  );

  app.get(
    NEWS_PATHS.apkResource,
    {
      schema: {
        tags,
        summary: '安装包信息（管理后台设置；未设置时取运维的 APK_* 配置）',
        response: responses(ApkSchema),
      },
    },
    async () => ok(await apkResource(app.db)),
  );
};

export default contentRoutes;
