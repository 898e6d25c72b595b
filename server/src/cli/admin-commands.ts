/**
 * The commands of `pnpm admin` (cli/admin.ts is the entry), callable in-process with the database
 * and the input they work on: `create` makes the first administrator, `room` a fan's studio room.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_PATTERN, ROOM_TITLE_MAX } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { findUserByPhone } from '../accounts/users';
import { createUser } from '../accounts/signup';
import { grantStaffRole } from '../staff/roles';
import { createStudioRoom, roomsOfAnchors } from '../vlive/rooms';

const USAGE = [
  'usage: pnpm admin create --phone <11 位手机号> [--nick <昵称>]   (password: prompted, or stdin)',
  '       pnpm admin room --phone <主播的手机号> --title <直播间标题> [--category 1 足球 | 2 篮球 | 3 综合]',
].join('\n');

/** What a command works with: the database (opened and migrated for it, closed after) and the password's input. */
export interface AdminIo {
  withDb<T>(work: (db: Db) => Promise<T>): Promise<T>;
  stdin: Readable & { isTTY?: boolean };
}

/** Reads one line from a terminal without echoing it. */
function promptHidden(stdin: Readable, question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _enc, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: stdin, output, terminal: true });
  return new Promise((resolve) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

async function firstLineOfStdin(stdin: Readable): Promise<string> {
  let text = '';
  for await (const chunk of stdin) {
    text += String(chunk);
    if (text.includes('\n')) break;
  }
  return text.split('\n')[0]!.replace(/\r$/, '');
}

async function readPassword(stdin: AdminIo['stdin']): Promise<string> {
  if (!stdin.isTTY) return firstLineOfStdin(stdin);
  const first = await promptHidden(stdin, '密码: ');
  const again = await promptHidden(stdin, '再输入一次: ');
  if (first !== again) throw new Error('两次输入的密码不一致');
  return first;
}

async function create(args: string[], io: AdminIo): Promise<number> {
  const { values } = parseArgs({ args, options: { phone: { type: 'string' }, nick: { type: 'string' } } });
  const phone = values.phone?.trim() ?? '';
  if (!PHONE_PATTERN.test(phone)) {
    console.error(`✗ --phone: 需要 11 位手机号，收到 "${phone}"\n${USAGE}`);
    return 2;
  }
  const nick = values.nick?.trim() || '管理员';
  const password = await readPassword(io.stdin);
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    console.error(`✗ 密码长度应为${PASSWORD_MIN}-${PASSWORD_MAX}位`);
    return 2;
  }
  return io.withDb(async (db) => {
    if (await findUserByPhone(db, phone)) {
      console.error(`✗ ${phone} 已注册：没有改动（管理员只在创建时授予）`);
      return 1;
    }
    const user = await db.transaction().execute(async (trx) => {
      const created = await createUser(trx, phone, password, nick);
      if (!created) throw new Error(`${phone} 已注册`);
      await grantStaffRole(trx, created.id, 'admin');
      return created;
    });
    console.info(`✓ 管理员已创建：${phone}（用户 ${user.id}，昵称 ${nick}）`);
    return 0;
  });
}

async function room(args: string[], io: AdminIo): Promise<number> {
  const { values } = parseArgs({
    args,
    options: { phone: { type: 'string' }, title: { type: 'string' }, category: { type: 'string' } },
  });
  const phone = values.phone?.trim() ?? '';
  const title = values.title?.trim() ?? '';
  const category = Number(values.category ?? '3');
  if (!PHONE_PATTERN.test(phone)) {
    console.error(`✗ --phone: 需要 11 位手机号，收到 "${phone}"\n${USAGE}`);
    return 2;
  }
  if (!title || [...title].length > ROOM_TITLE_MAX) {
    console.error(`✗ --title: 直播间标题需要 1-${ROOM_TITLE_MAX} 个字\n${USAGE}`);
    return 2;
  }
  if (![1, 2, 3].includes(category)) {
    console.error(`✗ --category: 1 足球、2 篮球或 3 综合，收到 "${values.category}"\n${USAGE}`);
    return 2;
  }
  return io.withDb(async (db) => {
    const anchor = await findUserByPhone(db, phone);
    if (!anchor) {
      console.error(`✗ ${phone} 还没有注册：主播先注册账号，再开直播间`);
      return 1;
    }
    if ((await roomsOfAnchors(db, [anchor.id])).some((r) => r.matchId === null)) {
      console.error(`✗ ${phone} 已有直播间：没有改动`);
      return 1;
    }
    const created = await createStudioRoom(db, anchor.id, {
      title,
      category: category as 1 | 2 | 3,
      notice: `欢迎来到${anchor.nick_name}的直播间！`,
    });
    console.info(`✓ 直播间已开通：${created}（主播 ${phone}，${title}）；主播登录后开播`);
    return 0;
  });
}

/** Runs one admin command; resolves with the process's exit code (0 done, 1 refused, 2 bad usage). */
export async function adminMain(argv: string[], io: AdminIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'create') return create(rest, io);
  if (command === 'room') return room(rest, io);
  console.error(USAGE);
  return 2;
}
