import { fromLocalInput, toLocalInput } from './local-time';

describe('datetime-local ⇄ ISO instant', () => {
  it('shows an instant as the device’s wall time to the minute and reads it back to the same instant', () => {
    const iso = '2026-12-01T02:30:00.000Z';
    const shown = toLocalInput(iso);
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(shown).getTime()).toBe(Date.parse(iso)); // the input's value is read as local time
    expect(fromLocalInput(shown)).toBe(iso);
  });

  it('leaves an empty or unreadable value for the schema to refuse', () => {
    expect(fromLocalInput('')).toBe('');
    expect(fromLocalInput(undefined)).toBe('');
    expect(fromLocalInput('tomorrow')).toBe('tomorrow');
  });
});
