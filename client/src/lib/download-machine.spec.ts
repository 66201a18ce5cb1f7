import { canCancel, canRetry, INITIAL_DOWNLOAD, nextDownload, percentOf, type DownloadEvent, type DownloadState } from '@client/lib/download-machine';

const run = (events: DownloadEvent[], from: DownloadState = INITIAL_DOWNLOAD) => events.reduce(nextDownload, from);

describe('the app download state machine (SPEC §4)', () => {
  it('walks preparing → downloading n % → downloaded → installing → complete', () => {
    const seen: string[] = [];
    let s = INITIAL_DOWNLOAD;
    for (const e of [
      { type: 'start' },
      { type: 'files', total: 4 },
      { type: 'progress', done: 1 },
      { type: 'progress', done: 3 },
      { type: 'progress', done: 4 },
      { type: 'downloaded' },
      { type: 'install' },
      { type: 'installed', installed: true },
    ] as DownloadEvent[]) {
      s = nextDownload(s, e);
      seen.push(s.status === 'downloading' ? `downloading ${s.percent}` : s.status);
    }
    expect(seen).toEqual(['preparing', 'downloading 0', 'downloading 25', 'downloading 75', 'downloading 100', 'downloaded', 'installing', 'complete']);
    expect(s).toEqual({ status: 'complete', installed: true });
  });

  it('is not downloaded before the last file, and progress never goes back', () => {
    const s = run([{ type: 'start' }, { type: 'files', total: 3 }, { type: 'progress', done: 2 }]);
    expect(nextDownload(s, { type: 'downloaded' })).toBe(s);
    expect(nextDownload(s, { type: 'progress', done: 1 })).toBe(s);
    expect(nextDownload(s, { type: 'progress', done: 9 })).toMatchObject({ done: 3, percent: 100 });
  });

  it('cancels from preparing, downloading and installing, and a late report changes nothing', () => {
    for (const events of [
      [{ type: 'start' }],
      [{ type: 'start' }, { type: 'files', total: 2 }],
      [{ type: 'start' }, { type: 'files', total: 1 }, { type: 'progress', done: 1 }, { type: 'downloaded' }, { type: 'install' }],
    ] as DownloadEvent[][]) {
      const before = run(events);
      expect(canCancel(before)).toBe(true);
      const cancelled = nextDownload(before, { type: 'cancel' });
      expect(cancelled).toEqual({ status: 'cancelled', from: before.status });
      expect(canRetry(cancelled)).toBe(true);
      expect(nextDownload(cancelled, { type: 'progress', done: 2 })).toBe(cancelled);
      expect(nextDownload(cancelled, { type: 'installed', installed: true })).toBe(cancelled);
    }
  });

  it('fails with its reason and retries from preparing', () => {
    const failed = run([{ type: 'start' }, { type: 'files', total: 5 }, { type: 'progress', done: 2 }, { type: 'fail', reason: 'HTTP 503' }]);
    expect(failed).toEqual({ status: 'failed', from: 'downloading', reason: 'HTTP 503' });
    expect(canCancel(failed)).toBe(false);
    expect(nextDownload(failed, { type: 'retry' })).toEqual({ status: 'preparing' });
  });

  it('ignores events that do not apply (no cancel once complete, no retry while running, no second start)', () => {
    const done = run([{ type: 'start' }, { type: 'files', total: 0 }, { type: 'downloaded' }, { type: 'install' }, { type: 'installed', installed: false }]);
    expect(done).toEqual({ status: 'complete', installed: false });
    expect(nextDownload(done, { type: 'cancel' })).toBe(done);
    expect(nextDownload(done, { type: 'fail', reason: 'x' })).toBe(done);
    const preparing = run([{ type: 'start' }]);
    expect(nextDownload(preparing, { type: 'retry' })).toBe(preparing);
    expect(nextDownload(preparing, { type: 'start' })).toBe(preparing);
    expect(nextDownload(INITIAL_DOWNLOAD, { type: 'install' })).toBe(INITIAL_DOWNLOAD);
  });

  it('rounds the percentage down and says 100 only at the end', () => {
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(199, 200)).toBe(99);
    expect(percentOf(200, 200)).toBe(100);
  });
});
