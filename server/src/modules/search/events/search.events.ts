import type { SearchKind } from '@contracts/schemas/search';
import { DomainEvent } from '@server/common/events/domain-event';

/**
 * Published by the module that owns a kind when something changed what search should show for
 * these ids (created, edited, published, withdrawn, approved, deleted). Search re-reads each id
 * through the kind's `SearchSource.document(id)` in a queued job (one per kind and id, deduplicated)
 * and upserts or removes its rows, so publishing it twice, or for an unchanged id, is harmless.
 * Publish after the commit. Owners import only this file and the port (direction: module → search).
 */
export class SearchDocumentsChanged extends DomainEvent<{ kind: SearchKind; ids: string[] }>() {}
