/**
 * The console's 发布 calls (STAFF_RELEASE_PATHS): every staff role reads the manifests and their
 * history; only an admin sets a remote's version or canary (staff/releases.ts runs `pnpm remotes`),
 * audited with the remote's entry before and after.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, STAFF_RELEASE_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import type { RoutePlugin } from '../typebox';
import { writeAudit } from './audit';
import { changeRelease, readReleases } from './releases';
import { requireStaff, rolesOf } from './roles';

const tags = ['staff'];
const Short = (max: number) => Type.String({ maxLength: max });
const SetBody = Type.Object({ env: Short(32), remote: Short(32), version: Short(64) });
const CanaryBody = Type.Object({ ...SetBody.properties, percent: Type.Integer({ minimum: -1000, maximum: 1000 }) });

const staffReleaseRoutes: RoutePlugin = async (app) => {
  const settings = () => ({ releasesDir: app.config.releasesDir, releasesTool: app.config.releasesTool });

  app.get(
    STAFF_RELEASE_PATHS.releases,
    {
      schema: {
        tags,
        summary: '各环境的 remote 版本、灰度与变更历史（员工只读）',
        querystring: Type.Object({ env: Type.Optional(Short(32)) }),
      },
    },
    async (req) => {
      const roles = await rolesOf(app.db, await requireUserId(req));
      if (roles.length === 0) throw new AppError(ErrorCodes.FORBIDDEN, '仅工作人员可以查看');
      await requireStaff(req, roles[0]!);
      const releases = readReleases(settings(), req.query.env);
      return ok({ ...releases, canChange: releases.canChange && roles.includes('admin') });
    },
  );

  const change = (path: string, canary: boolean) =>
    app.post(
      path,
      {
        config: { writeLimit: 'manage' },
        schema: {
          tags,
          summary: canary ? '灰度发布一个 remote 版本（管理员）' : '切换 remote 版本（管理员）',
          body: canary ? CanaryBody : SetBody,
        },
      },
      async (req) => {
        const actorId = await requireStaff(req, 'admin');
        const body = req.body as typeof req.body & { percent?: number };
        const { before, after } = await changeRelease(settings(), body);
        await writeAudit(app.db, {
          actorId,
          action: canary ? 'release.canary' : 'release.set',
          target: `release:${body.env}/${body.remote}`,
          before,
          after,
        });
        return ok(after, canary ? `已灰度 ${after.canary?.percent ?? ''}%` : '已切换');
      },
    );
  change(STAFF_RELEASE_PATHS.set, false);
  change(STAFF_RELEASE_PATHS.canary, true);
};

export default staffReleaseRoutes;
