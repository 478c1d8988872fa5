import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { SubscriptionFilterQuery, SubscriptionListQuery, SubscriptionSort } from '../../contract/newsletter/newsletter-admin.schema';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { newsletterSubscriptions as subs } from '../../db/schema';

/** The admins' view of the newsletter's subscriptions (decision 0045). */

const STATUS_FILTER: Record<SubscriptionFilterQuery['status'], SQL | undefined> = {
  all: undefined,
  confirmed: and(eq(subs.isActive, true), isNotNull(subs.confirmedAt)),
  pending: and(eq(subs.isActive, true), isNull(subs.confirmedAt)),
  unsubscribed: eq(subs.isActive, false),
};

function listFilter(query: Pick<SubscriptionFilterQuery, 'q' | 'status'>): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(STATUS_FILTER[query.status], pattern ? or(ilike(subs.email, pattern), ilike(subs.name, pattern)) : undefined);
}

const SORTS: Record<SubscriptionSort, { columns: SQL[]; natural: 'asc' | 'desc' }> = {
  created: { columns: [sql`${subs.createdAt}`], natural: 'desc' },
  email: { columns: [sql`lower(${subs.email})`], natural: 'asc' },
  // Subscriptions without a name sort after the named ones, A→Z.
  name: { columns: [sql`${subs.name} is null`, sql`lower(${subs.name})`], natural: 'asc' },
};

function orderOf(sort: SubscriptionSort, order: 'asc' | 'desc' | undefined): SQL[] {
  const { columns, natural } = SORTS[sort];
  const by = (order ?? natural) === 'asc' ? asc : desc;
  const [first, ...rest] = columns;
  // "No name" stays last whichever way the names run.
  return sort === 'name' ? [asc(first!), ...rest.map((c) => by(c)), by(subs.id)] : [...columns.map((c) => by(c)), by(subs.id)];
}

const rowColumns = {
  id: subs.id,
  email: subs.email,
  name: subs.name,
  isActive: subs.isActive,
  confirmedAt: subs.confirmedAt,
  createdAt: subs.createdAt,
};

export async function listSubscriptionRows(db: Db, query: SubscriptionListQuery) {
  const where = listFilter(query);
  const [rows, [total], [counts]] = await Promise.all([
    db
      .select(rowColumns)
      .from(subs)
      .where(where)
      .orderBy(...orderOf(query.sort, query.order))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(subs).where(where),
    db
      .select({
        confirmed: sql<number>`count(*) filter (where ${subs.isActive} and ${subs.confirmedAt} is not null)::int`,
        pending: sql<number>`count(*) filter (where ${subs.isActive} and ${subs.confirmedAt} is null)::int`,
        unsubscribed: sql<number>`count(*) filter (where not ${subs.isActive})::int`,
      })
      .from(subs),
  ]);
  return { rows, total: total!.n, counts: counts! };
}

/** Every subscription the filter selects, in the list's order (the CSV export). */
export async function listAllSubscriptionRows(db: Db, query: SubscriptionFilterQuery) {
  return db.select(rowColumns).from(subs).where(listFilter(query)).orderBy(...orderOf(query.sort, query.order));
}

export async function deleteSubscriptionRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(subs).where(eq(subs.id, id)).returning({ id: subs.id });
  return rows.length > 0;
}
