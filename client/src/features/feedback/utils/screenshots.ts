/**
 * The feedback form's screenshots: each picked image is uploaded at once and keeps its tile until
 * the user removes it; a failed upload stays (with a retry), so nothing picked is lost silently.
 */
export type ShotState = 'queued' | 'uploading' | 'done' | 'failed';

export type Shot = {
  key: string;
  state: ShotState;
  /** what the tile shows: an object URL of the local file, or the uploaded image's URL */
  preview: string;
  /** the local file, kept until it is uploaded (for retries) */
  file?: File;
  /** the upload path sent with the feedback */
  url?: string;
};

export type ShotAction =
  | { type: 'add'; shots: Shot[] }
  | { type: 'uploading'; key: string }
  | { type: 'done'; key: string; url: string; preview?: string }
  | { type: 'failed'; key: string }
  | { type: 'retry'; key: string }
  | { type: 'remove'; key: string }
  | { type: 'reset'; shots?: Shot[] };

/** How many of `wanted` new images still fit beside `shots` (at most `max` in all). */
export function room(shots: readonly Shot[], wanted: number, max: number): number {
  return Math.max(0, Math.min(wanted, max - shots.length));
}

export function shotsReducer(shots: Shot[], action: ShotAction): Shot[] {
  const set = (key: string, patch: Partial<Shot>) => shots.map((s) => (s.key === key ? { ...s, ...patch } : s));
  switch (action.type) {
    case 'add':
      return [...shots, ...action.shots.filter((n) => !shots.some((s) => s.key === n.key))];
    case 'uploading':
      return set(action.key, { state: 'uploading' });
    case 'done': {
      const shot = shots.find((s) => s.key === action.key);
      if (!shot) return shots;
      return set(action.key, { state: 'done', url: action.url, file: undefined, preview: action.preview ?? shot.preview });
    }
    case 'failed':
      return set(action.key, { state: 'failed' });
    case 'retry':
      return shots.some((s) => s.key === action.key && s.state === 'failed' && s.file) ? set(action.key, { state: 'queued' }) : shots;
    case 'remove':
      return shots.filter((s) => s.key !== action.key);
    case 'reset':
      return action.shots ?? [];
  }
}

/** The uploaded paths, in the order shown. */
export function uploadedUrls(shots: readonly Shot[]): string[] {
  return shots.filter((s) => s.state === 'done' && s.url).map((s) => s.url as string);
}

export function countIn(shots: readonly Shot[], ...states: ShotState[]): number {
  return shots.filter((s) => states.includes(s.state)).length;
}

/** What a submit must wait for or fix first, if anything. */
export function blockingReason(shots: readonly Shot[]): 'uploading' | 'failed' | null {
  if (countIn(shots, 'queued', 'uploading') > 0) return 'uploading';
  if (countIn(shots, 'failed') > 0) return 'failed';
  return null;
}
