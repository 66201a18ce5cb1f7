import { DomainEvent } from '@server/common/events/domain-event';

/** A dive got its number in the diver's log (published by the numbering job). */
export class DiveLogged extends DomainEvent<{ userId: string; logId: string; number: number; site: string }>() {}
