import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Namespace, Socket } from 'socket.io';
import { languageFromHeaders } from '@contracts/language';
import { CONTEST_EVENTS, type JoinAck, type RankUpdate } from '@contracts/schemas/contest';
import { isUuid } from '@contracts/validators';
import { t } from '@server/common/i18n/i18n';
import { ContestsService } from './services/contests.service';
import { RankRooms } from './services/rank-publisher.service';
import { RankingReads } from './services/ranking-reads.service';

export const contestRoom = (contestId: string) => `contest:${contestId}`;

/** Joins one socket may make per window (a client joins once per page; a reconnect joins again). */
export const JOINS_PER_WINDOW = 10;
const JOIN_WINDOW_MS = 10_000;
const JOINS = Symbol('joins');
type Counted = Socket & { [JOINS]?: { count: number; since: number } };

/** Counts a join of this socket; false once it went past the window's allowance (issue #24). */
function allowJoin(socket: Counted, now = Date.now()): boolean {
  const c = socket[JOINS];
  if (!c || now - c.since >= JOIN_WINDOW_MS) {
    socket[JOINS] = { count: 1, since: now };
    return true;
  }
  return ++c.count <= JOINS_PER_WINDOW;
}

/**
 * Namespace `/contest` (guests welcome): `join {contestId}` → `ranking` snapshot (a read: it pushes
 * nothing; joins arriving together share one computation through RankingReads.forReaders, and a
 * socket may join {@link JOINS_PER_WINDOW} times per 10 s), then the coalesced `rank:update` batches the RankPublisher emits to room
 * `contest:{id}` through this gateway; the Redis adapter carries them to watchers on every instance.
 */
@WebSocketGateway({ namespace: '/contest' })
export class ContestGateway implements RankRooms {
  @WebSocketServer() private readonly nsp?: Namespace;

  constructor(
    private readonly contests: ContestsService,
    private readonly rankings: RankingReads,
  ) {}

  get open(): boolean {
    return !!this.nsp;
  }

  emit(update: RankUpdate) {
    this.nsp?.to(contestRoom(update.contestId)).emit(CONTEST_EVENTS.update, update);
  }

  @SubscribeMessage(CONTEST_EVENTS.join)
  async join(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<JoinAck> {
    // the app names its language in the handshake's auth (browsers cannot set a WebSocket's headers)
    const auth = (socket.handshake.auth ?? {}) as { language?: unknown };
    const lang = languageFromHeaders({
      language: typeof auth.language === 'string' ? auth.language : (socket.handshake.headers['language'] as string | undefined),
      'language-id': socket.handshake.headers['language-id'] as string | undefined,
    });
    if (!allowJoin(socket)) return { ok: false, msg: t(lang, 'e.too_many') };
    const contestId = (body as { contestId?: unknown } | null)?.contestId;
    if (typeof contestId !== 'string' || !isUuid(contestId)) return { ok: false, msg: t(lang, 'v.uuid.invalid') };
    const meta = await this.contests.meta(contestId);
    if (!meta) return { ok: false, msg: t(lang, 'e.contest.not_found') };
    await socket.join(contestRoom(contestId));
    const snapshot = await this.rankings.forReaders(contestId);
    // the joiner's snapshot carries the titles in their language, as the HTTP ranking does
    // (updates carry no titles: the rows keep these)
    socket.emit(CONTEST_EVENTS.ranking, { ...snapshot, items: await this.rankings.inLanguage(contestId, snapshot.items, lang) });
    return { ok: true };
  }

  @SubscribeMessage(CONTEST_EVENTS.leave)
  async leave(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<JoinAck> {
    const contestId = (body as { contestId?: unknown } | null)?.contestId;
    if (typeof contestId === 'string') await socket.leave(contestRoom(contestId));
    return { ok: true };
  }
}
