import WebSocket from 'ws';

/**
 * The heap of another Node process after a full garbage collection, through its inspector (the
 * process started with `--inspect=127.0.0.1:<port>`): `HeapProfiler.collectGarbage`, then
 * `Runtime.getHeapUsage`. What is left after a full collection is what the process holds on to, so
 * a series of these, unlike the heap in use between collections, shows a leak as a slope.
 */
export class HeapProbe {
  private next = 1;
  private readonly waiting = new Map<number, (result: unknown) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw: Buffer) => {
      const msg = JSON.parse(raw.toString()) as { id?: number; result?: unknown };
      if (msg.id !== undefined) this.waiting.get(msg.id)?.(msg.result);
    });
  }

  /** Connects to the inspector listening on `port` (polls until it answers, up to a minute). */
  static async connect(port: number): Promise<HeapProbe> {
    const until = Date.now() + 60_000;
    for (;;) {
      try {
        const list = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
        const ws = new WebSocket(list[0]!.webSocketDebuggerUrl);
        await new Promise<void>((resolve, reject) => {
          ws.once('open', () => resolve());
          ws.once('error', reject);
        });
        return new HeapProbe(ws);
      } catch (err) {
        if (Date.now() > until) throw err;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }

  private send(method: string): Promise<unknown> {
    const id = this.next++;
    return new Promise((resolve) => {
      this.waiting.set(id, (result) => {
        this.waiting.delete(id);
        resolve(result);
      });
      this.ws.send(JSON.stringify({ id, method }));
    });
  }

  /** MB of heap in use right after a full collection (two in a row: the first may leave weak refs' targets). */
  async heapAfterGcMb(): Promise<number> {
    await this.send('HeapProfiler.collectGarbage');
    await this.send('HeapProfiler.collectGarbage');
    const usage = (await this.send('Runtime.getHeapUsage')) as { usedSize: number };
    return usage.usedSize / 2 ** 20;
  }

  close(): void {
    this.ws.close();
  }
}

/** Least-squares line through (x, y): slope, intercept and R². */
export function fitLine(xs: number[], ys: number[]): { slope: number; intercept: number; r2: number } {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i]! - mx) * (ys[i]! - my);
    sxx += (xs[i]! - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  }
  const slope = sxx ? sxy / sxx : 0;
  return { slope, intercept: my - slope * mx, r2: sxx && syy ? (sxy * sxy) / (sxx * syy) : 0 };
}
