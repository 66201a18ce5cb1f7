import type { SearchKind } from '@contracts/schemas/search';
import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Published by a module that owns searchable things after a change that alters what search shows
 * (publish, withdraw, edit): search re-reads the ids through that kind's source and upserts or
 * removes their documents (queued, idempotent).
 */
export class SearchDocumentsChanged extends DomainEvent<{ kind: SearchKind; ids: string[] }>() {}
