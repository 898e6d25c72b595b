/**
 * The console's APK upload (operator): the multipart `file` is streamed to a temporary file in
 * APK_DIR while it is counted and hashed — refused past APK_MAX_BYTES, or when it does not start
 * like a zip (`PK`, which every APK is) — then renamed to `<sha256>.apk`. `GET /inform/apk/file/
 * <sha256>.apk` serves it to anyone, and the answer's `url` is what the operator then saves as the
 * Android package (`/inform/apk/resource` points to it).
 */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { APK_FILE_PATH, ErrorCodes, type UploadedApk } from '@kickoff/shared/contracts';
import { AppError } from '../errors';
import { invalid } from './validate';

const NAME = /^[0-9a-f]{64}\.apk$/;

const MB = 1024 * 1024;
const tooLarge = (max: number) =>
  new AppError(
    ErrorCodes.PAYLOAD_TOO_LARGE,
    `安装包最大 ${max >= MB ? `${Math.round(max / MB)}MB` : `${Math.round(max / 1024)}KB`}`,
    413,
  );
const notApk = () => invalid('文件不是安卓安装包（APK 应是以 PK 开头的 zip 文件）');

/** Streams the request's APK to `dir`; answers where it is served, its size and sha256. */
export async function receiveApk(req: FastifyRequest, dir: string, maxBytes: number): Promise<UploadedApk> {
  if (!req.isMultipart()) throw invalid('请以 multipart/form-data 上传安装包');
  const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!file) throw invalid('请选择安装包文件');
  if (!file.filename.toLowerCase().endsWith('.apk')) {
    file.file.resume();
    throw invalid('请选择 .apk 文件');
  }
  mkdirSync(dir, { recursive: true });
  const tmp = path.join(dir, `.upload-${randomBytes(8).toString('hex')}`);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const check = new Transform({
    transform(chunk: Buffer, _enc, done) {
      if (head.length < 2) {
        head = Buffer.concat([head, chunk]).subarray(0, 2);
        if (head.length === 2 && head.toString('latin1') !== 'PK') return done(notApk());
      }
      size += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  const out = createWriteStream(tmp);
  try {
    await pipeline(file.file, check, out);
    if (file.file.truncated) throw tooLarge(maxBytes);
    if (size < 2) throw notApk();
  } catch (e) {
    // a refused upload can end before the file's open does: removed once the stream has closed,
    // or the open would make it again after the removal
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
    rmSync(tmp, { force: true });
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw e;
  }
  const sha256 = hash.digest('hex');
  renameSync(tmp, path.join(dir, `${sha256}.apk`));
  return { url: `${APK_FILE_PATH}/${sha256}.apk`, size, sha256 };
}

/** The stored APK of that name, or null. */
export function storedApk(dir: string, name: string): { stream: NodeJS.ReadableStream; size: number } | null {
  if (!NAME.test(name)) return null;
  const file = path.join(dir, name);
  if (!existsSync(file)) return null;
  return { stream: createReadStream(file), size: statSync(file).size };
}
