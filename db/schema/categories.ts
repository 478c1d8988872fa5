import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Subject categories of papers (acting-side.md §3); a category is a plain name. */
export const categories = pgTable('categories', {
  name: text('name').primaryKey(),
  displayOrder: integer('display_order').notNull().default(999),
});
