import { sql } from 'kysely';
import { processImage } from '../../uploads/images';
import type { NamedMigration } from './types';

/**
 * Portraits move into the one upload service (accounts/portraits.ts): every stored portrait is
 * re-encoded as any upload is (WebP, metadata such as GPS gone, with a thumbnail) and kept as an
 * upload of purpose 'avatar' under its key, so `/user/portrait/{key}` URLs stay valid. A stored
 * picture that does not decode within the limits is dropped and the users' URL of it cleared
 * (the generated default shows; a pending one is simply no longer pending), as is one no user
 * shows any more (a replaced upload). Then the raw table goes, original bytes and all.
 */
export const portraitUploads027: NamedMigration = {
  name: '027-portrait-uploads',
  async up(db) {
    const ids = await sql<{ id: number }>`SELECT p.id FROM portraits p
      WHERE EXISTS (SELECT 1 FROM users u WHERE '/user/portrait/' || p.key IN (u.portrait, u.portrait_new))
      ORDER BY p.id`.execute(db);
    for (const { id } of ids.rows) {
      // one at a time: a portrait may be up to 2 MB
      const row = (
        await sql<{ user_id: number; key: string; bytes: Uint8Array; created_at: Date }>`
          SELECT user_id, key, bytes, created_at FROM portraits WHERE id = ${id}`.execute(db)
      ).rows[0]!;
      const url = `/user/portrait/${row.key}`;
      let image: Awaited<ReturnType<typeof processImage>> | null = null;
      try {
        image = await processImage(Buffer.from(row.bytes));
      } catch {
        image = null;
      }
      if (image) {
        await sql`INSERT INTO uploads (id, user_id, purpose, mime, bytes, thumb, width, height, created_at)
          VALUES (${row.key}, ${row.user_id}, 'avatar', ${image.mime}, ${image.bytes}, ${image.thumb},
            ${image.width}, ${image.height}, ${row.created_at})
          ON CONFLICT (id) DO NOTHING`.execute(db);
      } else {
        await sql`UPDATE users SET portrait = '' WHERE portrait = ${url}`.execute(db);
        await sql`UPDATE users SET portrait_new = '', portrait_audit = 1 WHERE portrait_new = ${url}`.execute(db);
      }
    }
    await db.schema.dropTable('portraits').execute();
  },
};
