/**
 * `POST /inform/upload?purpose=post|chat|feedback` (multipart `file`, logged in): the image is
 * re-encoded (images.ts) and stored under an unguessable id. `GET /inform/image/{id}` and
 * `/inform/image/{id}/thumb` serve a post or feedback image to anyone holding the id, cached for
 * good (it never changes); a chat image only to its sender and the conversation's members, never
 * cached (`private, no-store`). Portraits are stored here too (purpose 'avatar', see
 * accounts/portraits.ts) but served only at `/user/portrait/{id}`.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { ErrorCodes, MAX_UPLOAD_BYTES, ok, type UploadedImage, type UploadPurpose } from '@kickoff/shared/contracts';
import type { Db } from '../db/index';
import { requireUserId } from '../auth/guard';
import { pictureViewerId } from '../accounts/picture-viewer';
import { AppError } from '../errors';
import { mayViewChatImage } from '../messaging/image-access';
import { responses, type RoutePlugin } from '../typebox';
import { processImage, type ProcessedImage } from './images';

export const UploadedSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  thumbUrl: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
});
const Purpose = Type.Union([Type.Literal('post'), Type.Literal('chat'), Type.Literal('feedback')]);
const ImageId = Type.String({ pattern: '^[0-9a-f]{32}$' });

/** What an upload is for: the purposes a fan uploads for, and a portrait (its own route). */
export type StoredPurpose = UploadPurpose | 'avatar';

/**
 * The one multipart `file` of a request, at most `maxBytes` (PAYLOAD_TOO_LARGE, HTTP 413, with
 * `tooLarge` as the message); no multipart or no file → PARAM_INVALID.
 */
export async function readUploadedFile(req: FastifyRequest, maxBytes: number, tooLarge: string): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：请以 multipart/form-data 上传图片');
  let bytes: Buffer;
  let truncated: boolean;
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw new AppError(ErrorCodes.PARAM_INVALID, '参数错误：缺少图片文件');
    bytes = await file.toBuffer();
    truncated = file.file.truncated;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(ErrorCodes.PAYLOAD_TOO_LARGE, tooLarge, 413);
    throw err;
  }
  if (truncated || bytes.length > maxBytes) throw new AppError(ErrorCodes.PAYLOAD_TOO_LARGE, tooLarge, 413);
  return bytes;
}

/** Stores an image processImage made, under a new unguessable id (inside the caller's transaction if given one). */
export async function insertUpload(db: Db, userId: number, purpose: StoredPurpose, image: ProcessedImage) {
  const id = randomBytes(16).toString('hex');
  await db
    .insertInto('uploads')
    .values({
      id,
      user_id: userId,
      purpose,
      mime: image.mime,
      bytes: image.bytes,
      thumb: image.thumb,
      width: image.width,
      height: image.height,
    })
    .execute();
  return id;
}

/**
 * Re-encodes an image and stores it for its owner: what the upload call does, for features that
 * make images themselves (seeding). Throws the same errors for bytes that are not an image.
 */
export async function storeUpload(db: Db, userId: number, purpose: UploadPurpose, bytes: Buffer) {
  const image = await processImage(bytes);
  return { id: await insertUpload(db, userId, purpose, image), image };
}

export function uploadedImage(id: string, width: number, height: number): UploadedImage {
  return { id, url: `/inform/image/${id}`, thumbUrl: `/inform/image/${id}/thumb`, width, height };
}

const uploadRoutes: RoutePlugin = async (app) => {
  const tags = ['uploads'];

  app.post(
    '/inform/upload',
    {
      config: { writeLimit: 'upload', rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary:
          '上传图片（multipart 字段 file，PNG/JPEG/WebP/GIF，≤ 5 MB）：转为 WebP、去除元数据、生成缩略图（需登录）',
        consumes: ['multipart/form-data'],
        querystring: Type.Object({ purpose: Purpose }),
        response: responses(UploadedSchema),
      },
    },
    async (req) => {
      const userId = await requireUserId(req);
      const bytes = await readUploadedFile(req, MAX_UPLOAD_BYTES, '图片不能超过 5 MB');
      const { id, image } = await storeUpload(app.db, userId, req.query.purpose, bytes);
      return ok(uploadedImage(id, image.width, image.height), '上传成功');
    },
  );

  const serve =
    (variant: 'bytes' | 'thumb') => async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const row = await app.db
        .selectFrom('uploads')
        .select(['mime', 'purpose', 'user_id', variant])
        .where('id', '=', req.params.id)
        .where('purpose', '!=', 'avatar')
        .executeTakeFirst();
      const missing = () => new AppError(ErrorCodes.NOT_FOUND, '图片不存在', 404);
      if (!row) throw missing();
      const chat = row.purpose === 'chat';
      // someone else's chat picture looks like no picture at all
      if (chat && !(await mayViewChatImage(app.db, req.params.id, row.user_id, await pictureViewerId(req))))
        throw missing();
      return reply
        .type(row.mime)
        .header('cache-control', chat ? 'private, no-store' : 'public, max-age=31536000, immutable')
        .send(Buffer.from(row[variant]));
    };
  const params = Type.Object({ id: ImageId });
  app.get('/inform/image/:id', { schema: { tags, summary: '图片（二进制 WebP）', params } }, serve('bytes'));
  app.get('/inform/image/:id/thumb', { schema: { tags, summary: '缩略图（二进制 WebP）', params } }, serve('thumb'));
};

export default uploadRoutes;
