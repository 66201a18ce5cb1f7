import { Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { languageFromHeaders } from '@contracts/language';
import { CONTEST_EVENTS, type JoinAck } from '@contracts/schemas/contest';
import { t } from '@server/common/i18n/i18n';
import { AppConfig } from '@server/config/app-config';
import { ContestService } from './services/contest.service';
import { ProjectionService } from './services/projection.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const contestRoom = (contestId: string) => `contest:${contestId}`;

/**
 * Namespace `/contest` (guests welcome): `join {contestId}` → `ranking` snapshot, then coalesced
 * `rank:update` batches. Every CONTEST_PUSH_INTERVAL_MS each instance pushes the contests it changed;
 * the SYNC script hands a change set to exactly one caller, and the Redis adapter carries the
 * broadcast to watchers on every instance.
 */
@WebSocketGateway({ namespace: '/contest' })
export class ContestGateway implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(ContestGateway.name);
  @WebSocketServer() private readonly nsp: Namespace;
  private timer?: NodeJS.Timeout;
  private ticking = false;

  constructor(
    private readonly contests: ContestService,
    private readonly projection: ProjectionService,
    private readonly config: AppConfig,
  ) {}

  onModuleInit() {
    this.projection.onUpdate = (update) => this.nsp?.to(contestRoom(update.contestId)).emit(CONTEST_EVENTS.update, update);
    this.timer = setInterval(() => void this.tick(), this.config.raw.CONTEST_PUSH_INTERVAL_MS);
    this.timer.unref();
  }

  onModuleDestroy() {
    if (this.timer) clearInterval(this.timer);
  }

  /** One push per changed contest per tick, whatever the vote rate. */
  async tick() {
    if (this.ticking || !this.nsp) return;
    this.ticking = true;
    try {
      const ids = [...this.projection.dirty];
      this.projection.dirty.clear();
      for (const contestId of ids) {
        try {
          await this.projection.sync(contestId, false); // pushes through onUpdate
        } catch (err) {
          this.projection.dirty.add(contestId);
          this.logger.warn({ err: err instanceof Error ? err.message : String(err), contestId }, 'rank push failed');
        }
      }
    } finally {
      this.ticking = false;
    }
  }

  @SubscribeMessage(CONTEST_EVENTS.join)
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<JoinAck> {
    const lang = languageFromHeaders({
      language: socket.handshake.headers['language'] as string | undefined,
      'language-id': socket.handshake.headers['language-id'] as string | undefined,
    });
    const contestId = (body as { contestId?: unknown } | null)?.contestId;
    if (typeof contestId !== 'string' || !UUID.test(contestId)) return { ok: false, msg: t(lang, 'v.uuid.invalid') };
    const meta = await this.contests.contestMeta(contestId);
    if (!meta) return { ok: false, msg: t(lang, 'e.contest.not_found') };
    await socket.join(contestRoom(contestId));
    const snapshot = await this.contests.ranking(contestId);
    socket.emit(CONTEST_EVENTS.ranking, snapshot);
    return { ok: true };
  }

  @SubscribeMessage(CONTEST_EVENTS.leave)
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<JoinAck> {
    const contestId = (body as { contestId?: unknown } | null)?.contestId;
    if (typeof contestId === 'string') await socket.leave(contestRoom(contestId));
    return { ok: true };
  }
}
