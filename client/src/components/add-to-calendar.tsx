import { Button } from 'antd-mobile';
import { CalendarOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { notify } from '@client/lib/notify';
import type { CalendarEvent } from '@client/lib/calendar';

type Props = {
  event: () => CalendarEvent;
  fileName: string;
  texts: { label: string; added: string; refused: string };
  testId?: string;
};

/**
 * "Add to calendar" (issue #35): the event as an `.ics` file (lib/calendar.ts, loaded on the
 * first press); SPEC §8's "calendar not authorised" when the platform refuses.
 */
export function AddToCalendarButton({ event, fileName, texts, testId = 'add-to-calendar' }: Props) {
  const [busy, setBusy] = useState(false);
  const add = async () => {
    setBusy(true);
    try {
      const { addToCalendar } = await import('@client/lib/calendar');
      notify((await addToCalendar(event(), fileName)) === 'saved' ? texts.added : texts.refused);
    } catch {
      notify(texts.refused);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" fill="outline" color="primary" loading={busy} onClick={() => void add()} data-testid={testId}>
      <CalendarOutline aria-hidden /> {texts.label}
    </Button>
  );
}
