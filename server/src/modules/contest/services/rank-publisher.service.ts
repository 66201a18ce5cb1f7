import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { RankUpdate } from '@contracts/schemas/contest';
import { AppConfig } from '@server/config/app-config';
import { ProjectionService } from './projection.service';

/** Where a push goes: the `/contest` namespace's room of the contest (contest.gateway.ts). */
export abstract class RankRooms {
  /** False until the socket server is up: nothing is taken from the projection before that. */
  abstract get open(): boolean;
  abstract emit(update: RankUpdate): void;
}

/**
 * The live ranking's push (docs/decisions/0069-rank-push.md). Whoever changes the projection — a vote
 * batch, a moderation, a rebuild — tells the publisher "contest X changed"; every
 * CONTEST_PUSH_INTERVAL_MS the publisher takes each changed contest's change set from the
 * projection (the SYNC script hands a change set to exactly one instance) and emits it to the
 * contest's room, so a contest costs one push per interval whatever the vote rate. Reads never
 * come here: they show what the projection holds and leave the change set to the publisher.
 */
@Injectable()
export class RankPublisher implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RankPublisher.name);
  /** Contests changed through this instance since the last push. */
  private readonly pending = new Set<string>();
  private timer?: NodeJS.Timeout;
  private flushing = false;

  constructor(
    private readonly projection: ProjectionService,
    private readonly rooms: RankRooms,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.timer = setInterval(() => void this.flush(), this.config.raw.CONTEST_PUSH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
  }

  /** The contest's projection changed: its watchers get the change within one interval. */
  changed(contestId: string) {
    this.pending.add(contestId);
  }

  /** Pushes every pending contest's changes now, one update per contest (the timer's step). */
  async flush() {
    if (this.flushing || !this.rooms.open || !this.pending.size) return;
    this.flushing = true;
    const ids = [...this.pending];
    this.pending.clear();
    try {
      for (const contestId of ids) {
        try {
          const update = await this.projection.takeChanges(contestId);
          if (update) this.rooms.emit(update);
        } catch (err) {
          this.pending.add(contestId);
          this.logger.warn({ err: err instanceof Error ? err.message : String(err), contestId }, 'rank push failed');
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
