/**
 * Issue #25: each landing page (the pages people open from a shared link) and the app's own modules
 * its first render imports become one chunk, instead of one file per shared module. On the phone's
 * link (HTTP/1.1, six connections, a round trip per request) the contest page's first render was
 * seventeen files, three round trips after the entry; see docs/decisions/0078-one-file-per-landing-page.md.
 *
 * How: after the module graph is built, the plugin walks each landing page's static imports through
 * the app's own modules (not into node_modules: a library's barrel file reaches every component it
 * has, the tree-shaken few are left to the automatic chunks and to `FIRST_KIT`), stopping at modules
 * the entry already holds; the code-splitting groups it hands out capture exactly those modules. A
 * module two landing pages share goes to the first one listed (the other page loads that chunk too).
 * The chunk is named after the page's file, so the build manifest lists it under that name
 * (bench/web-budget.ts `findChunk`).
 */
import { basename, extname } from 'node:path';
import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[] } | null;
}

export interface LandingChunks {
  plugin: Plugin;
  groups: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false }[];
}

const isLibrary = (id: string) => /[\\/]node_modules[\\/]/.test(id) || id.startsWith('\0');

const nameOf = (page: string) => basename(page, extname(page));

/** `pages`: each landing page's source (`src/…/x-page.tsx`, under client/); `skip`: modules another group owns. */
export function landingChunks(pages: readonly string[], skip: RegExp): LandingChunks {
  const owner = new Map<string, string>();

  const closure = (graph: ModuleGraph, roots: string[], through: (id: string) => boolean): Set<string> => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      for (const next of graph.getModuleInfo(id)?.importedIds ?? []) if (through(next)) stack.push(next);
    }
    return seen;
  };

  const plugin: Plugin = {
    name: 'reefline:landing-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const entry = closure(
        graph,
        ids.filter((id) => graph.getModuleInfo(id)?.isEntry),
        () => true,
      );
      for (const page of pages) {
        const root = ids.find((id) => id.replace(/\\/g, '/').endsWith(`/client/${page}`));
        if (!root) {
          this.warn(`landing page ${page} is not in the build`);
          continue;
        }
        const name = nameOf(page);
        const own = closure(graph, [root], (id) => !isLibrary(id) && !entry.has(id) && !skip.test(id));
        for (const id of own) if (!owner.has(id)) owner.set(id, name);
      }
    },
  };

  return {
    plugin,
    groups: pages.map((page) => {
      const name = nameOf(page);
      return { name, test: (id: string) => owner.get(id) === name, includeDependenciesRecursively: false as const };
    }),
  };
}
