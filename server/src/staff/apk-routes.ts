/**
 * The APK upload (operator, STAFF_APK_UPLOAD_PATH; staff/apk-upload.ts), audited, and the uploaded
 * files served at APK_FILE_PATH/<sha256>.apk to anyone (the download page links there).
 */
import { Type } from '@sinclair/typebox';
import { APK_FILE_PATH, ErrorCodes, STAFF_APK_UPLOAD_PATH, ok } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import type { RoutePlugin } from '../typebox';
import { receiveApk, storedApk } from './apk-upload';
import { writeAudit } from './audit';
import { requireStaff } from './roles';

const staffApkRoutes: RoutePlugin = async (app) => {
  app.post(
    STAFF_APK_UPLOAD_PATH,
    {
      config: { writeLimit: 'manage' },
      schema: { tags: ['staff'], summary: '上传安卓安装包（运营，multipart file）' },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'operator');
      const apk = await receiveApk(req, app.config.apkDir, app.config.apkMaxBytes);
      await writeAudit(app.db, {
        actorId,
        action: 'package.upload',
        target: 'package:android',
        before: null,
        after: apk,
      });
      return ok(apk, '已上传，保存后生效');
    },
  );

  app.get(
    `${APK_FILE_PATH}/:name`,
    {
      schema: {
        tags: ['content'],
        summary: '下载管理后台上传的安卓安装包',
        params: Type.Object({ name: Type.String({ maxLength: 80 }) }),
      },
    },
    async (req, reply) => {
      const file = storedApk(app.config.apkDir, req.params.name);
      if (!file) throw new AppError(ErrorCodes.NOT_FOUND, '安装包不存在', 404);
      return reply
        .header('Content-Type', 'application/vnd.android.package-archive')
        .header('Content-Length', String(file.size))
        .header('Content-Disposition', 'attachment; filename="kickoff.apk"')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file.stream);
    },
  );
};

export default staffApkRoutes;
