import { buildIcs, foldLine, icsText, icsTime } from '@client/lib/calendar';

describe('add to calendar (.ics)', () => {
  const event = {
    uid: 'exhibition-3f1c@reefline',
    title: '深蓝潜水展, Shanghai; 2026',
    startsAt: '2026-07-04T09:30:00+08:00',
    endsAt: '2026-07-06T18:00:00+08:00',
    location: '上海世博展览馆 Hall A',
    description: 'Line one\nLine two',
    url: 'https://reef.example.com/h5/#/pages/exhibition/exhibition?id=3f1c',
  };

  it('writes the instants in UTC, whatever offset they came with', () => {
    expect(icsTime('2026-07-04T09:30:00+08:00')).toBe('20260704T013000Z');
    expect(icsTime('2026-12-31T23:59:59.999-05:00')).toBe('20270101T045959Z');
    expect(() => icsTime('soon')).toThrow(RangeError);
  });

  it('builds one VEVENT with escaped text, CRLF lines and the viewer zone', () => {
    const ics = buildIcs(event, new Date('2026-06-01T00:00:00Z'), 'Asia/Shanghai');
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('X-WR-TIMEZONE:Asia/Shanghai');
    expect(lines).toContain('DTSTART:20260704T013000Z');
    expect(lines).toContain('DTEND:20260706T100000Z');
    expect(lines).toContain('DTSTAMP:20260601T000000Z');
    expect(lines).toContain('SUMMARY:深蓝潜水展\\, Shanghai\\; 2026');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two');
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(icsText('a\\b')).toBe('a\\\\b');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `SUMMARY:${'海'.repeat(40)}`; // 8 + 120 octets
    const folded = foldLine(long).split('\r\n ');
    expect(folded.length).toBeGreaterThan(1);
    for (const [i, part] of folded.entries()) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(i === 0 ? 75 : 74);
    expect(folded.join('')).toBe(long);
  });
});
