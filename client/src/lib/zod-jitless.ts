/**
 * The shared schemas run in the browser without eval (#37). On its first object parse zod probes
 * whether it may compile a fast parser with `new Function`; under the app's policy (no
 * 'unsafe-eval') the probe is refused and, though zod catches the error, Chromium reports a CSP
 * violation. zod reads its settings from `globalThis.__zod_globalConfig` (it keeps one already
 * there), so setting `jitless` here, before any chunk that carries zod loads, skips the probe —
 * without importing zod into the first chunk. The interpreted parser is what ran anyway.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
