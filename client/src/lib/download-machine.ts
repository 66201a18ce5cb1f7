/**
 * SPEC §4's app download as a state machine (issue #35): preparing → downloading (n %) →
 * downloaded → installing → complete; cancelled and failed from any step before complete, each
 * with a retry back to preparing. On the web, "downloading" is the app's files going into the
 * offline cache and "installing" is the browser's install prompt (or iOS's Add to Home Screen).
 * Pure: the page drives it with events and draws its state.
 */
export type DownloadState =
  | { status: 'idle' }
  | { status: 'preparing' }
  | { status: 'downloading'; done: number; total: number; percent: number }
  | { status: 'downloaded' }
  | { status: 'installing' }
  | { status: 'complete'; installed: boolean }
  | { status: 'cancelled'; from: 'preparing' | 'downloading' | 'installing' }
  | { status: 'failed'; from: 'preparing' | 'downloading' | 'installing'; reason: string };

export type DownloadStatus = DownloadState['status'];

export type DownloadEvent =
  | { type: 'start' }
  | { type: 'files'; total: number }
  | { type: 'progress'; done: number }
  | { type: 'downloaded' }
  | { type: 'install' }
  | { type: 'installed'; installed: boolean }
  | { type: 'cancel' }
  | { type: 'fail'; reason: string }
  | { type: 'retry' };

export const INITIAL_DOWNLOAD: DownloadState = { status: 'idle' };

/** Whole percent, never 100 before the last file (a finished step says "downloaded", not 100 %). */
export function percentOf(done: number, total: number): number {
  if (total <= 0) return 0;
  const p = Math.floor((Math.min(done, total) / total) * 100);
  return done >= total ? 100 : Math.min(p, 99);
}

/** A step that can be cancelled or fail (where the run is). */
function activeStep(state: DownloadState): 'preparing' | 'downloading' | 'installing' | null {
  return state.status === 'preparing' || state.status === 'downloading' || state.status === 'installing' ? state.status : null;
}

/**
 * The next state; an event that does not apply to the state leaves it as it is (the same object),
 * so a late progress report after a cancel changes nothing.
 */
export function nextDownload(state: DownloadState, event: DownloadEvent): DownloadState {
  switch (event.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'preparing' } : state;
    case 'retry':
      return state.status === 'cancelled' || state.status === 'failed' ? { status: 'preparing' } : state;
    case 'files':
      return state.status === 'preparing' ? { status: 'downloading', done: 0, total: event.total, percent: percentOf(0, event.total) } : state;
    case 'progress':
      if (state.status !== 'downloading') return state;
      if (event.done <= state.done) return state;
      return { ...state, done: Math.min(event.done, state.total), percent: percentOf(event.done, state.total) };
    case 'downloaded':
      return state.status === 'downloading' && state.done >= state.total ? { status: 'downloaded' } : state;
    case 'install':
      return state.status === 'downloaded' ? { status: 'installing' } : state;
    case 'installed':
      return state.status === 'installing' ? { status: 'complete', installed: event.installed } : state;
    case 'cancel': {
      const from = activeStep(state);
      return from ? { status: 'cancelled', from } : state;
    }
    case 'fail': {
      const from = activeStep(state);
      return from ? { status: 'failed', from, reason: event.reason } : state;
    }
  }
}

/** The states the page offers a retry in. */
export function canRetry(state: DownloadState): boolean {
  return state.status === 'cancelled' || state.status === 'failed';
}

/** The states the page offers a cancel in. */
export function canCancel(state: DownloadState): boolean {
  return activeStep(state) !== null;
}
