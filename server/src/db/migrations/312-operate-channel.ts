import type { NamedMigration } from './types';

/**
 * Banners and pop-ups per channel as well as platform: `/tj/operate/config` carries `channelId`
 * (docs/product.md: 4 = H5); 0 = every channel, which every existing item keeps.
 */
export const operateChannel312: NamedMigration = {
  name: '312-operate-channel',
  async up(db) {
    await db.schema
      .alterTable('operate_items')
      .addColumn('channel', 'smallint', (c) => c.notNull().defaultTo(0))
      .execute();
  },
};
