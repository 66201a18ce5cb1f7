import type { FeedbackType } from '@contracts/schemas/feedback';
import { FEEDBACK_TYPES } from '@contracts/schemas/feedback';
import type { Shot } from '@client/features/feedback/utils/screenshots';

/** The unsent feedback survives a failed submit, leaving the page and a reload (this tab only). */
const KEY = 'reefline:feedback-draft';

export type Draft = { type?: FeedbackType; content?: string; screenshots: string[] };

function store(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Parses a stored draft; anything unreadable is an empty draft. */
export function parseDraft(raw: string | null): Draft {
  if (!raw) return { screenshots: [] };
  try {
    const data = JSON.parse(raw) as Partial<Record<keyof Draft, unknown>>;
    const type = FEEDBACK_TYPES.find((t) => t === data.type);
    const content = typeof data.content === 'string' ? data.content : undefined;
    const screenshots = Array.isArray(data.screenshots) ? data.screenshots.filter((s): s is string => typeof s === 'string') : [];
    return { type, content, screenshots };
  } catch {
    return { screenshots: [] };
  }
}

export function readDraft(): Draft & { shots: Shot[] } {
  const draft = parseDraft(store()?.getItem(KEY) ?? null);
  return { ...draft, shots: draft.screenshots.map((url, i) => ({ key: `draft-${i}`, state: 'done', url, preview: url })) };
}

export function saveDraft(draft: Draft): void {
  try {
    store()?.setItem(KEY, JSON.stringify({ type: draft.type, content: draft.content, screenshots: draft.screenshots }));
  } catch {
    // storage full or disabled: the draft lives only in the form
  }
}

export function clearDraft(): void {
  try {
    store()?.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
