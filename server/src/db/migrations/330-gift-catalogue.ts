import { GIFTS, NOBLE_TIERS } from '@kickoff/shared/contracts/vlive';
import type { NamedMigration } from './types';

/**
 * The gift catalogue and the noble tiers' prices become tables the console's 运营 edits (vlive/
 * catalogue.ts), seeded with the values the code carried so a fresh start sells the same gifts at
 * the same prices. A gift is switched off, never deleted: old sends still name it.
 */
export const giftCatalogue330: NamedMigration = {
  name: '330-gift-catalogue',
  async up(db) {
    await db.schema
      .createTable('vlive_gifts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'varchar(16)', (c) => c.notNull())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('effect', 'varchar(10)', (c) => c.notNull())
      .addColumn('icon', 'varchar(16)', (c) => c.notNull())
      .addColumn('enabled', 'boolean', (c) => c.notNull().defaultTo(true))
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db
      .insertInto('vlive_gifts')
      .values(GIFTS.map((g) => ({ id: g.id, name: g.name, price: g.price, effect: g.effect, icon: g.icon })))
      .execute();

    await db.schema
      .createTable('vlive_noble_prices')
      .addColumn('tier', 'integer', (c) => c.primaryKey())
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db
      .insertInto('vlive_noble_prices')
      .values(NOBLE_TIERS.map((t) => ({ tier: t.tier, price: t.price })))
      .execute();
  },
};
