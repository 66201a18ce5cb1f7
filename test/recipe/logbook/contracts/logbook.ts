import { z } from 'zod';
import { maxChars, requiredText, wholeNumber } from '@contracts/schemas/common';
import { id, isoTime } from '@contracts/schemas/wire';

/*
 * The logbook's contract (what `server/src/contracts/schemas/logbook.ts` would be):
 *   POST /logbook/dives  logDiveSchema → DiveLogDto   (logged-in; 'e.logbook.logged')
 *   GET  /logbook/dives                → DiveLogDto[] (the caller's, newest first)
 */

/** Its search kind (declared to the compiler by search/dive-log.source.ts). */
export const LOGBOOK_SEARCH_KIND = 'dive_log';

export const logDiveSchema = z.object({
  site: requiredText().refine(...maxChars(60)),
  depth: wholeNumber(1, 330),
});
export type LogDiveInput = z.infer<typeof logDiveSchema>;

/** One logged dive (its answer schema: the API document and the tests' contract check read it). */
export const diveLogDtoSchema = z
  .object({
    id: id(),
    site: z.string(),
    depth: z.int(),
    /** the dive's number in the diver's log; null until the numbering job ran */
    number: z.int().nullable(),
    createdAt: isoTime(),
  })
  .meta({ id: 'DiveLog' });
export type DiveLogDto = z.infer<typeof diveLogDtoSchema>;
