import { cpus, loadavg, release, totalmem, type } from 'node:os';

/**
 * The machine a bench ran on, printed first by every bench (#37): CPU model and cores, the load
 * average before the run, Node's version, the OS and memory. Ratios mean little on a machine that
 * is busy with something else, so a bench refuses to run when the 1-minute load average is above
 * the core count; `BENCH_IGNORE_LOAD=1` runs it anyway, and its figures are then marked as taken
 * under load (printed, not to be read as the code's ratios).
 */
export interface Machine {
  line: string;
  cores: number;
  load: number;
  /** false when the load average was above the core count (the run went on under BENCH_IGNORE_LOAD) */
  quiet: boolean;
}

export function machine(): Machine {
  const cpu = cpus();
  const [one, five, fifteen] = loadavg() as [number, number, number];
  const line =
    `machine: ${cpu[0]?.model.trim() ?? '?'} × ${cpu.length} cores, load average ${one.toFixed(2)} / ${five.toFixed(2)} / ${fifteen.toFixed(2)}, ` +
    `Node ${process.version}, ${type()} ${release()}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB`;
  return { line, cores: cpu.length, load: one, quiet: one <= cpu.length };
}

/** Prints the machine line; exits (code 3) when the machine is too busy, unless BENCH_IGNORE_LOAD=1. */
export function machineCheck(bench: string): Machine {
  const m = machine();
  console.log(`${bench} — ${m.line}`);
  if (!m.quiet) {
    if (process.env['BENCH_IGNORE_LOAD'] !== '1') {
      console.error(
        `${bench}: not run — the load average (${m.load.toFixed(2)}) is above the core count (${m.cores}): the figures would describe the other work, not the code. Run on a quiet machine, or set BENCH_IGNORE_LOAD=1 to print figures marked as taken under load.`,
      );
      process.exit(3);
    }
    console.log(`UNDER LOAD (BENCH_IGNORE_LOAD=1): load average ${m.load.toFixed(2)} > ${m.cores} cores — figures below are printed, not valid ratios`);
  }
  return m;
}

/** A ratio as printed: the percentage, or marked as not valid when the run began under load. */
export function ratioText(m: Machine, percent: number, digits = 1): string {
  return m.quiet ? `${percent.toFixed(digits)}%` : `${percent.toFixed(digits)}% (under load: not a valid ratio)`;
}
