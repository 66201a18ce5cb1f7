/**
 * "Add to calendar" (issue #35): an iCalendar (RFC 5545) event as a `.ics` file. Times are
 * written in UTC (`…Z`) — an instant every calendar places right in its own zone — and the event
 * names the zone it is shown in (`X-WR-TIMEZONE`) for calendars that display it. Lines are folded
 * at 75 octets and text escaped as the RFC says.
 */
export interface CalendarEvent {
  /** stable id: the same exhibition or ticket replaces its earlier copy in the calendar */
  uid: string;
  title: string;
  /** ISO instants */
  startsAt: string;
  endsAt: string;
  location?: string;
  description?: string;
  url?: string;
}

/** `20260704T013000Z` */
export function icsTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) throw new RangeError(`not a time: ${iso}`);
  return d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 TEXT: backslash, semicolon, comma escaped, new lines as `\n`. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (UTF-8), never inside a character. */
export function foldLine(line: string): string {
  const enc = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = enc.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + n > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The `.ics` text of one event; `now` is its DTSTAMP, `zone` the viewer's IANA time zone. */
export function buildIcs(event: CalendarEvent, now: Date, zone: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Reefline//H5//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-TIMEZONE:${zone}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsTime(now.toISOString())}`,
    `DTSTART:${icsTime(event.startsAt)}`,
    `DTEND:${icsTime(event.endsAt)}`,
    `SUMMARY:${icsText(event.title)}`,
    ...(event.location ? [`LOCATION:${icsText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icsText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The viewer's IANA zone (`Asia/Shanghai`), UTC when the browser does not say. */
export function viewerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export type CalendarResult = 'saved' | 'refused';

/**
 * Hands the event to the platform: the share sheet with the file where the platform offers it
 * (phones: straight into the calendar app), else a download of the `.ics` file. "refused" when
 * the platform said no (SPEC §8 "calendar not authorised"); a dismissed share sheet is not a refusal.
 */
export async function addToCalendar(event: CalendarEvent, fileName: string): Promise<CalendarResult> {
  const text = buildIcs(event, new Date(), viewerZone());
  const file = new File([text], `${fileName}.ics`, { type: 'text/calendar' });
  const nav = navigator as Navigator & { canShare?: (data: { files: File[] }) => boolean };
  const coarse = window.matchMedia?.('(pointer: coarse)').matches === true;
  if (coarse && nav.canShare?.({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: event.title });
      return 'saved';
    } catch (err) {
      if (err instanceof DOMException && err.name === 'AbortError') return 'saved';
      if (err instanceof DOMException && err.name === 'NotAllowedError') return 'refused';
      // fall through to the download
    }
  }
  try {
    const url = URL.createObjectURL(file);
    const a = document.createElement('a');
    a.href = url;
    a.download = file.name;
    a.rel = 'noopener';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
    return 'saved';
  } catch {
    return 'refused';
  }
}
