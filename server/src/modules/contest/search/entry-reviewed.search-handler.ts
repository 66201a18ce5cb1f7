import { EventBus, EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { SearchDocumentsChanged } from '@server/modules/search/events/search.events';
import { EntryReviewed } from '../events/contest.events';

/** A reviewed entry may enter search (approved) or must stay out of it: tell search to re-read it. */
@EventsHandler(EntryReviewed)
export class EntryReviewedSearchHandler implements IEventHandler<EntryReviewed> {
  constructor(private readonly events: EventBus) {}

  handle(e: EntryReviewed) {
    this.events.publish(new SearchDocumentsChanged({ kind: 'entry', ids: [e.entryId] }));
  }
}
