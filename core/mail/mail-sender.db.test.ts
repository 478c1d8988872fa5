import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { openTestDatabase } from '../../tests/support/test-database';
import { MailSender } from './mail-sender';
import type { MailTransport } from './mail-transport';

/**
 * DESIGN.md "Beyond one machine" and decision 0064: several instances drain one outbox, each
 * claiming its rows with FOR UPDATE SKIP LOCKED, so every message goes out exactly once. Two
 * senders on one database (on PostgreSQL, two connections of the pool working at once; on
 * PGlite, one connection taking their transactions in turn).
 */
const MESSAGES = 95;

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A transport that records what it sent, slowly enough that the two senders overlap. */
function recordingTransport(sent: number[]): MailTransport {
  return {
    async send(mail) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      sent.push(mail.id);
    },
    close: () => undefined,
  };
}

describe('two instances draining one outbox', () => {
  it('send every message exactly once between them', async () => {
    const queued = new MailSender(database.db, recordingTransport([]));
    await database.db.transaction((tx) =>
      queued.queueAll(
        tx,
        Array.from({ length: MESSAGES }, (_, n) => ({ to: `subscriber${n}@example.org`, subject: `New issue, message ${n}`, text: 'Volume 9, issue 1 is out.' })),
      ),
    );
    const sentByFirst: number[] = [];
    const sentBySecond: number[] = [];
    const first = new MailSender(database.db, recordingTransport(sentByFirst));
    const second = new MailSender(database.db, recordingTransport(sentBySecond));

    await Promise.all([first.drain(), second.drain()]);

    const all = [...sentByFirst, ...sentBySecond];
    expect(all).toHaveLength(MESSAGES);
    expect(new Set(all).size).toBe(MESSAGES);
    const rows = await database.db.select({ id: mailOutbox.id, status: mailOutbox.status, attempts: mailOutbox.attempts }).from(mailOutbox);
    expect(rows).toHaveLength(MESSAGES);
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(new Set(all)).toEqual(new Set(rows.map((row) => row.id)));
    if (database.kind === 'postgres') {
      // Two connections at once: each sender claimed rows the other had not locked.
      expect(sentByFirst.length).toBeGreaterThan(0);
      expect(sentBySecond.length).toBeGreaterThan(0);
    }
    expect(await first.pendingCount()).toBe(0);
    expect(await database.db.$count(mailOutbox, eq(mailOutbox.status, 'pending'))).toBe(0);
  });
});
