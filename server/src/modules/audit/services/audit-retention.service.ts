import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '@server/config/app-config';

/** Rows deleted per transaction: a long backlog goes in short steps, never one long lock. */
const BATCH = 5000;

/**
 * Retention (AUDIT_RETENTION_DAYS): deletes entries older than the retention time. The table's
 * trigger refuses every DELETE unless the transaction set `reefline.audit_purge` to `on`
 * (`set_config(…, true)`: this transaction only, gone at its end); this is the one place that
 * sets it, and its DELETE names only rows past the retention time.
 */
@Injectable()
export class AuditRetention {
  constructor(
    private readonly ds: DataSource,
    private readonly config: AppConfig,
  ) {}

  async purge(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.config.auditRetentionDays * 86_400_000);
    let total = 0;
    for (;;) {
      const deleted = await this.ds.transaction(async (m) => {
        await m.query(`SELECT set_config('reefline.audit_purge', 'on', true)`);
        const [, n] = (await m.query(
          `DELETE FROM audit_entries WHERE id IN (SELECT id FROM audit_entries WHERE created_at < $1 ORDER BY created_at LIMIT ${BATCH})`,
          [cutoff],
        )) as [unknown, number];
        return n;
      });
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }
}
