/**
 * Uploads in one process over real HTTP: a phone photo comes back upright, smaller, as WebP with its
 * EXIF (GPS, camera) gone, with a thumbnail; anything that is not an image, is too large or would
 * decode to too many pixels is refused with nothing stored.
 */
import sharp from 'sharp';
import { ErrorCodes, MAX_UPLOAD_BYTES, type Envelope, type UploadedImage } from '@kickoff/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createHub } from '../realtime/hub';
import { openTestDb, type OpenTestDb } from '../test-support/db';
import { insertUser } from '../accounts/signup';
import { createSession } from '../auth/sessions';

let t: OpenTestDb;
let app: FastifyInstance;
let base: string;
let token: string;

beforeAll(async () => {
  t = await openTestDb();
  const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir: ':memory:' };
  const hub = createHub({ allowedOrigins: config.allowedOrigins, resolveUser: async () => null });
  app = await buildApp({ db: t.db, hub, config, docsUi: false });
  base = await app.listen({ port: 39263, host: '127.0.0.1' });
  const id = (await insertUser(t.db, '13600000001', 'x', '晒图的球迷'))!.id;
  token = await createSession(t.db, id);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await t?.close();
});

async function upload(
  bytes: Buffer,
  purpose = 'post',
  auth = token,
): Promise<{ status: number; body: Envelope<UploadedImage> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'photo.png');
  const res = await fetch(`${base}/inform/upload?purpose=${purpose}`, {
    method: 'POST',
    headers: { accessToken: auth },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Envelope<UploadedImage> };
}

const stored = async () =>
  Number(
    (
      await t.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

test('a landscape-encoded phone photo (EXIF orientation 6, GPS) comes back upright WebP without metadata', async () => {
  const photo = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c8102e' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCo', Copyright: 'secret' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '31/1 14/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  expect((await sharp(photo).metadata()).exif).toBeDefined();
  const res = await upload(photo);
  expect(res.body.code).toBe(200);
  const img = res.body.data;
  expect(img.id).toMatch(/^[0-9a-f]{32}$/);
  expect([img.width, img.height]).toEqual([800, 1600]);

  const full = await fetch(base + img.url);
  expect(full.headers.get('content-type')).toBe('image/webp');
  expect(full.headers.get('cache-control')).toContain('immutable');
  const meta = await sharp(Buffer.from(await full.arrayBuffer())).metadata();
  expect(meta).toMatchObject({ format: 'webp', width: 800, height: 1600 });
  expect(meta.exif).toBeUndefined();

  const thumb = await sharp(Buffer.from(await (await fetch(base + img.thumbUrl)).arrayBuffer())).metadata();
  expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(360);
});

test('text dressed as a PNG, a pixel bomb and an oversized file are refused, nothing stored', async () => {
  const before = await stored();
  expect((await upload(Buffer.from('<script>alert(1)</script>'))).body.code).toBe(ErrorCodes.PARAM_INVALID);

  const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
  expect(bomb.length).toBeLessThan(MAX_UPLOAD_BYTES);
  expect((await upload(bomb)).body.code).toBe(ErrorCodes.PARAM_INVALID);

  const huge = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(MAX_UPLOAD_BYTES + 10)]);
  const tooLarge = await upload(huge);
  expect([tooLarge.status, tooLarge.body.code]).toEqual([413, ErrorCodes.PAYLOAD_TOO_LARGE]);
  expect(await stored()).toBe(before);
}, 60_000);

test('a visitor, an unknown purpose and unknown or malformed ids are answered plainly', async () => {
  const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
    .png()
    .toBuffer();
  expect((await upload(png, 'post', '')).body.code).toBe(ErrorCodes.NO_TOKEN);
  expect((await upload(png, 'avatar')).body.code).toBe(ErrorCodes.PARAM_INVALID);
  const missing = await fetch(`${base}/inform/image/${'0'.repeat(32)}`);
  expect(missing.status).toBe(404);
  expect(((await missing.json()) as Envelope<null>).code).toBe(ErrorCodes.NOT_FOUND);
  expect(((await (await fetch(`${base}/inform/image/..%2Fetc`)).json()) as Envelope<null>).code).toBe(
    ErrorCodes.PARAM_INVALID,
  );
});
