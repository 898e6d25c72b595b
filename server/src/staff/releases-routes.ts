/**
 * The console's 发布 calls (STAFF_RELEASE_PATHS): every staff role reads the manifests and their
 * history; only an admin sets a remote's version or canary, promotes or aborts a canary, or rolls
 * the environment back (staff/releases.ts runs `pnpm remotes`), audited with before and after.
 */
import { Type } from '@sinclair/typebox';
import { ErrorCodes, STAFF_RELEASE_PATHS, ok } from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { AppError } from '../errors';
import { contractBody, type RoutePlugin } from '../typebox';
import { writeAudit } from './audit';
import { changeRelease, endCanary, readReleases, rollbackRelease } from './releases';
import { requireStaff, rolesOf } from './roles';

const tags = ['staff'];
const Short = (max: number) => Type.String({ maxLength: max });
const SetBody = Type.Object({ env: Short(32), remote: Short(32), version: Short(64) });
const EndBody = Type.Object({ env: Short(32), remote: Short(32) });
const RollbackBody = Type.Object({ env: Short(32), to: Type.Integer({ minimum: -1000, maximum: 1_000_000 }) });
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

  const endCanaryRoute = (path: string, promote: boolean) =>
    app.post(
      path,
      {
        config: { writeLimit: 'manage' },
        schema: {
          tags,
          summary: promote ? '灰度版本转为全量（管理员）' : '撤销灰度，全部回到稳定版本（管理员）',
          body: contractBody(path as typeof STAFF_RELEASE_PATHS.promote, EndBody),
        },
      },
      async (req) => {
        const actorId = await requireStaff(req, 'admin');
        const { before, after } = await endCanary(settings(), req.body, promote);
        await writeAudit(app.db, {
          actorId,
          action: promote ? 'release.promote' : 'release.abort',
          target: `release:${req.body.env}/${req.body.remote}`,
          before,
          after,
        });
        return ok(after, promote ? `已转全量：${after.version}` : `已撤销灰度，全部回到 ${after.version}`);
      },
    );
  endCanaryRoute(STAFF_RELEASE_PATHS.promote, true);
  endCanaryRoute(STAFF_RELEASE_PATHS.abort, false);

  app.post(
    STAFF_RELEASE_PATHS.rollback,
    {
      config: { writeLimit: 'manage' },
      schema: {
        tags,
        summary: '回滚整个环境到历史中的某一条（to 为 0：上一次变更之前）（管理员）',
        body: contractBody(STAFF_RELEASE_PATHS.rollback, RollbackBody),
      },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'admin');
      const { before, after } = await rollbackRelease(settings(), req.body);
      await writeAudit(app.db, {
        actorId,
        action: 'release.rollback',
        target: `release:${req.body.env}`,
        before,
        after,
      });
      return ok(after, '已回滚');
    },
  );
};

export default staffReleaseRoutes;
