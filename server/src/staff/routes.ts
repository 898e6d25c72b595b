/**
 * The staff calls under `/api/admin` (STAFF_PATHS) but the rooms' (vlive/staff-room-routes.ts):
 * who am I, roles (admin), banners and pop-ups, download packages (operator), the audit log
 * (admin, read only). Each checks its role, and each change is audited in its own transaction.
 */
import { Type } from '@sinclair/typebox';
import {
  ErrorCodes,
  PHONE_PATTERN,
  STAFF_PATHS,
  STAFF_ROLES,
  ok,
  type StaffMember,
  type StaffRole,
} from '@kickoff/shared/contracts';
import { requireUserId } from '../auth/guard';
import { findUserByPhone } from '../accounts/users';
import { AppError } from '../errors';
import type { RoutePlugin } from '../typebox';
import { readAudit, writeAudit } from './audit';
import { deleteOperateItem, listOperateItems, saveOperateItem } from './operate';
import { listPackages, savePackage } from './packages';
import { grantStaffRole, requireStaff, revokeStaffRole, rolesOf } from './roles';
import { staffDb } from './tables';
import { invalid } from './validate';

const tags = ['staff'];
const Short = (max: number) => Type.String({ maxLength: max });
const Int = Type.Integer({ minimum: 0, maximum: 2147483647 });
const BigInt = Type.Integer({ minimum: 0, maximum: 2 ** 40 });
const RoleBody = Type.Object({ phone: Short(20), role: Type.Union(STAFF_ROLES.map((r) => Type.Literal(r))) });
const OperateBody = Type.Object({
  id: Int,
  version: Int,
  kind: Type.Union([Type.Literal('banner'), Type.Literal('popup')]),
  title: Short(200),
  image: Short(1000),
  link: Short(1000),
  platform: Int,
  channel: Int,
  startTime: BigInt,
  endTime: BigInt,
});
const PackageBody = Type.Object({
  platform: Type.Union([Type.Literal('android'), Type.Literal('ios')]),
  url: Short(1000),
  appVersion: Short(100),
  size: BigInt,
  notes: Type.Array(Short(500), { maxItems: 50 }),
  version: Int,
});

const staffRoutes: RoutePlugin = async (app) => {
  app.get(STAFF_PATHS.me, { schema: { tags, summary: '当前员工的角色（球迷：无权限）' } }, async (req) => {
    const userId = await requireUserId(req);
    const roles = await rolesOf(app.db, userId);
    if (roles.length === 0) throw new AppError(ErrorCodes.FORBIDDEN, '仅工作人员可以进入管理后台');
    await requireStaff(req, roles[0]!);
    const user = await app.db
      .selectFrom('users')
      .select('nick_name')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return ok({ userId, nickName: user.nick_name, roles });
  });

  app.get(STAFF_PATHS.roles, { schema: { tags, summary: '员工与角色（管理员）' } }, async (req) => {
    await requireStaff(req, 'admin');
    const rows = await staffDb(app.db)
      .selectFrom('news_roles as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .select(['u.id', 'u.phone', 'u.nick_name', 'r.role'])
      .orderBy('u.id')
      .execute();
    const members = new Map<number, StaffMember>();
    for (const r of rows) {
      const m = members.get(r.id) ?? { userId: r.id, phone: r.phone, nickName: r.nick_name, roles: [] };
      if ((STAFF_ROLES as readonly string[]).includes(r.role)) m.roles.push(r.role as StaffRole);
      members.set(r.id, m);
    }
    return ok([...members.values()]);
  });

  const userByPhone = async (raw: string) => {
    const phone = raw.trim();
    if (!PHONE_PATTERN.test(phone)) throw invalid('请填写 11 位手机号');
    const user = await findUserByPhone(app.db, phone);
    if (!user) throw invalid(`${phone} 还没有注册`);
    return user;
  };

  app.post(
    STAFF_PATHS.grantRole,
    { config: { writeLimit: 'manage' }, schema: { tags, summary: '授予角色（管理员）', body: RoleBody } },
    async (req) => {
      const actorId = await requireStaff(req, 'admin');
      const user = await userByPhone(req.body.phone);
      const before = await rolesOf(app.db, user.id);
      await app.db.transaction().execute(async (trx) => {
        if (!(await grantStaffRole(trx, user.id, req.body.role))) return;
        const after = await rolesOf(trx, user.id);
        await writeAudit(trx, { actorId, action: 'role.grant', target: `user:${user.id}`, before, after });
      });
      return ok({ userId: user.id, roles: await rolesOf(app.db, user.id) }, '已授予');
    },
  );

  app.post(
    STAFF_PATHS.revokeRole,
    { config: { writeLimit: 'manage' }, schema: { tags, summary: '撤销角色（管理员）', body: RoleBody } },
    async (req) => {
      const actorId = await requireStaff(req, 'admin');
      const user = await userByPhone(req.body.phone);
      if (user.id === actorId && req.body.role === 'admin') throw invalid('不能撤销自己的管理员角色');
      const before = await rolesOf(app.db, user.id);
      await app.db.transaction().execute(async (trx) => {
        if (!(await revokeStaffRole(trx, user.id, req.body.role))) return;
        const after = await rolesOf(trx, user.id);
        await writeAudit(trx, { actorId, action: 'role.revoke', target: `user:${user.id}`, before, after });
      });
      return ok({ userId: user.id, roles: await rolesOf(app.db, user.id) }, '已撤销');
    },
  );

  app.get(STAFF_PATHS.operateItems, { schema: { tags, summary: '横幅与弹窗（运营）' } }, async (req) => {
    await requireStaff(req, 'operator');
    return ok(await listOperateItems(app.db));
  });

  app.post(
    STAFF_PATHS.saveOperateItem,
    { config: { writeLimit: 'manage' }, schema: { tags, summary: '新建或修改横幅、弹窗（运营）', body: OperateBody } },
    async (req) => {
      const actorId = await requireStaff(req, 'operator');
      const saved = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await saveOperateItem(trx, req.body);
        const action = before ? 'operate.update' : 'operate.create';
        await writeAudit(trx, { actorId, action, target: `operate:${after.id}`, before, after });
        return after;
      });
      return ok(saved, '已保存');
    },
  );

  app.post(
    STAFF_PATHS.deleteOperateItem,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '下线横幅、弹窗（运营）', body: Type.Object({ id: Int, version: Int }) },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'operator');
      await app.db.transaction().execute(async (trx) => {
        const before = await deleteOperateItem(trx, req.body.id, req.body.version);
        await writeAudit(trx, {
          actorId,
          action: 'operate.delete',
          target: `operate:${before.id}`,
          before,
          after: null,
        });
      });
      return ok(null, '已下线');
    },
  );

  app.get(STAFF_PATHS.packages, { schema: { tags, summary: '下载安装包（运营）' } }, async (req) => {
    await requireStaff(req, 'operator');
    return ok(await listPackages(app.db));
  });

  app.post(
    STAFF_PATHS.savePackage,
    {
      config: { writeLimit: 'manage' },
      schema: { tags, summary: '设置安装包地址、版本与说明（运营）', body: PackageBody },
    },
    async (req) => {
      const actorId = await requireStaff(req, 'operator');
      const saved = await app.db.transaction().execute(async (trx) => {
        const { before, after } = await savePackage(trx, req.body);
        await writeAudit(trx, { actorId, action: 'package.save', target: `package:${after.platform}`, before, after });
        return after;
      });
      return ok(saved, '已保存');
    },
  );

  app.get(
    STAFF_PATHS.audit,
    {
      schema: {
        tags,
        summary: '操作日志（管理员，只读，最新在前）',
        querystring: Type.Object({ before: Type.Optional(Type.Integer({ minimum: 1 })) }),
      },
    },
    async (req) => {
      await requireStaff(req, 'admin');
      return ok(await readAudit(app.db, req.query.before ?? null));
    },
  );
};

export default staffRoutes;
