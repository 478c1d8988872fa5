import type { Db } from '../../db/client';
import { claimPendingMail, countPendingMail, insertMail, insertMails, markMailAttemptFailed, markMailSent, type OutgoingMail } from './mail.repo';
import type { MailTransport } from './mail-transport';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * Sends what the outbox holds. Services call `queue` inside their transaction, so a mail
 * exists only if the change it reports was committed; the edge calls `kick` after the response.
 */
export class MailSender {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly clock: () => Date = () => new Date(),
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  queue(tx: Db, mail: OutgoingMail): Promise<void> {
    return insertMail(tx, mail, this.clock());
  }

  /** Several messages at once, in the caller's transaction (a worker's batch). */
  queueAll(tx: Db, mails: readonly OutgoingMail[]): Promise<void> {
    return insertMails(tx, mails, this.clock());
  }

  /** How many messages wait in the outbox, on every instance's behalf (decision 0064's metrics). */
  pendingCount(): Promise<number> {
    return countPendingMail(this.db);
  }

  /** Polls for mail left by another instance or a failed attempt. */
  start(intervalMs = 5000): void {
    this.timer ??= setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.sendAll()
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Sends everything pending now; resolves when the outbox is empty of due mail. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
    await this.sendAll();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    while (this.running) await this.running;
    this.transport.close();
  }

  private async sendAll(): Promise<void> {
    for (;;) {
      const sent = await this.db.transaction(async (tx) => {
        const batch = await claimPendingMail(tx, this.clock(), BATCH);
        for (const mail of batch) {
          try {
            await this.transport.send({ ...mail, date: mail.createdAt });
            await markMailSent(tx, mail.id, this.clock());
          } catch (error) {
            const attempts = mail.attempts + 1;
            const retryAt = attempts < MAX_ATTEMPTS ? new Date(this.clock().getTime() + 60_000 * 2 ** attempts) : null;
            await markMailAttemptFailed(tx, mail.id, String(error), retryAt);
            this.onError(error);
          }
        }
        return batch.length;
      });
      if (sent < BATCH) return;
    }
  }
}
