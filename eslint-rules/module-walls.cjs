// Module walls for the server (docs/architecture.md, "Walls"), as two ESLint rules:
//   reefline/module-boundaries  a module imports another only through its public surface — the
//                               module file(s) at its root, `events/`, `queries/`, `ports/`;
//                               `common/`, `infra/`, `config/` and `contracts/` import no module.
//   reefline/no-module-cycle    the graph of modules (who imports whom) has no cycle.
// The composition root (app.module.ts, app.factory.ts, main.ts, cli.ts, seed/) wires modules
// together and may import anything; tests and benchmarks are not checked.
// And one for the client (docs/architecture.md, recipe step 12):
//   reefline/feature-boundaries a client feature (`client/src/features/<f>/`) is reached from
//                               outside only through its public `index.ts`; its pages are
//                               imported only by the files at its root (the index, lazily).
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The server's source root; `settings.moduleWalls.src` points elsewhere (the rules' own tests use a fixture tree). */
const DEFAULT_SRC = path.resolve(__dirname, '..', 'server', 'src');
function srcOf(context) {
  const given = context.settings?.moduleWalls?.src;
  return given ? path.resolve(given) : DEFAULT_SRC;
}
const PUBLIC_FOLDERS = new Set(['events', 'queries', 'ports']);
const SHARED_LAYERS = new Set(['common', 'infra', 'config', 'contracts']);

/** Where an import specifier points, as an absolute path without extension (undefined: a package). */
function resolveSpecifier(SRC, fromFile, spec) {
  if (spec.startsWith('@server/')) return path.join(SRC, spec.slice('@server/'.length));
  if (spec.startsWith('@contracts/')) return path.join(SRC, 'contracts', spec.slice('@contracts/'.length));
  if (spec.startsWith('./') || spec.startsWith('../')) return path.resolve(path.dirname(fromFile), spec);
  return undefined;
}

/** The part of the server a path is in: {kind: 'module', name, rest[]} | {kind: 'shared', name} | {kind: 'root'} | undefined. */
function placeOf(SRC, file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 1) return { kind: 'module', name: parts[1], rest: parts.slice(2) };
  if (SHARED_LAYERS.has(parts[0])) return { kind: 'shared', name: parts[0] };
  return { kind: 'root' };
}

function isChecked(SRC, file) {
  const place = placeOf(SRC, file);
  if (!place || place.kind === 'root') return false;
  return !/\.spec\.tsx?$/.test(file);
}

/** Is `rest` (the path inside a module) part of that module's public surface? */
function isPublic(rest) {
  if (rest.length === 1) return /\.module$/.test(rest[0].replace(/\.(t|j)s$/, ''));
  return PUBLIC_FOLDERS.has(rest[0]);
}

function importsOf(source) {
  const specs = [];
  const re = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/g;
  let m;
  while ((m = re.exec(source))) specs.push(m[1] ?? m[2] ?? m[3]);
  return specs;
}

function walk(dir, out) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (/\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** module → set of modules it imports, read from the sources on disk (once per lint run). */
const graphCache = new Map();
function moduleGraph(SRC) {
  const cached = graphCache.get(SRC);
  if (cached) return cached;
  const graph = new Map();
  graphCache.set(SRC, graph);
  const modules = path.join(SRC, 'modules');
  if (!fs.existsSync(modules)) return graph;
  for (const file of walk(modules, [])) {
    const from = placeOf(SRC, file);
    if (!graph.has(from.name)) graph.set(from.name, new Set());
    for (const spec of importsOf(fs.readFileSync(file, 'utf8'))) {
      const target = resolveSpecifier(SRC, file, spec);
      const to = target && placeOf(SRC, target);
      if (to?.kind === 'module' && to.name !== from.name) graph.get(from.name).add(to.name);
    }
  }
  return graph;
}

/** A path of modules from `from` to `to` (inclusive), or undefined. */
function pathBetween(graph, from, to) {
  const seen = new Set([from]);
  const queue = [[from]];
  while (queue.length) {
    const trail = queue.shift();
    const last = trail[trail.length - 1];
    if (last === to) return trail;
    for (const next of graph.get(last) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push([...trail, next]);
      }
    }
  }
  return undefined;
}

function importVisitors(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'a module reaches another only through its module file, events/, queries/ or ports/; shared layers import no module',
    },
    schema: [],
    messages: {
      internal:
        "'{{spec}}' is inside module '{{target}}': import only its module file, events/, queries/ or ports/ (docs/architecture.md, Walls)",
      shared: "'{{layer}}/' knows no module: '{{spec}}' is in module '{{target}}' (define a port here and let the module provide it)",
    },
  },
  create(context) {
    const SRC = srcOf(context);
    const file = context.filename;
    if (!isChecked(SRC, file)) return {};
    const from = placeOf(SRC, file);
    return importVisitors((node, spec) => {
      const target = resolveSpecifier(SRC, file, spec);
      const to = target && placeOf(SRC, target);
      if (to?.kind !== 'module') return;
      if (from.kind === 'shared') {
        context.report({ node: node.source, messageId: 'shared', data: { layer: from.name, spec, target: to.name } });
      } else if (to.name !== from.name && !isPublic(to.rest)) {
        context.report({ node: node.source, messageId: 'internal', data: { spec, target: to.name } });
      }
    });
  },
};

const noModuleCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'modules import each other without a cycle' },
    schema: [],
    messages: { cycle: "importing module '{{target}}' closes a cycle of modules: {{cycle}}" },
  },
  create(context) {
    const SRC = srcOf(context);
    const file = context.filename;
    if (!isChecked(SRC, file)) return {};
    const from = placeOf(SRC, file);
    if (from.kind !== 'module') return {};
    return importVisitors((node, spec) => {
      const target = resolveSpecifier(SRC, file, spec);
      const to = target && placeOf(SRC, target);
      if (to?.kind !== 'module' || to.name === from.name) return;
      // The graph read from disk plus this file's own edges (the file being linted may be unsaved).
      const graph = new Map([...moduleGraph(SRC)].map(([k, v]) => [k, new Set(v)]));
      if (!graph.has(from.name)) graph.set(from.name, new Set());
      graph.get(from.name).add(to.name);
      const back = pathBetween(graph, to.name, from.name);
      if (back)
        context.report({ node: node.source, messageId: 'cycle', data: { target: to.name, cycle: [from.name, ...back].join(' → ') } });
    });
  },
};

/** The client's source root; `settings.moduleWalls.clientSrc` points elsewhere (the rule's tests). */
const DEFAULT_CLIENT_SRC = path.resolve(__dirname, '..', 'client', 'src');

/** Where a client import points (absolute, as written: maybe without extension), or undefined for a package. */
function resolveClientSpecifier(SRC, fromFile, spec) {
  if (spec.startsWith('@client/')) return path.join(SRC, spec.slice('@client/'.length));
  if (spec.startsWith('./') || spec.startsWith('../')) return path.resolve(path.dirname(fromFile), spec);
  return undefined;
}

/** {feature, rest[]} for a path in `features/<feature>/…`; {feature: undefined} elsewhere in the client; undefined outside it. */
function featurePlaceOf(SRC, file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts[0] === 'features' && parts.length > 1) return { feature: parts[1], rest: parts.slice(2) };
  return { feature: undefined, rest: parts };
}

/** `features/x`, `features/x/index`, `features/x/index.ts`: the feature's public index. */
function isFeatureIndex(rest) {
  return rest.length === 0 || (rest.length === 1 && /^index(\.tsx?)?$/.test(rest[0]));
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "a client feature is reached only through its index.ts; only the files at a feature's root import its pages" },
    schema: [],
    messages: {
      internal:
        "'{{spec}}' is inside feature '{{target}}': import its public index ('@client/features/{{target}}'), which exports what others may use",
      page: "'{{spec}}' is a page: only the files at the feature's root (its index.ts, lazily) import pages; share through components/, hooks/ or api/",
    },
  },
  create(context) {
    const given = context.settings?.moduleWalls?.clientSrc;
    const SRC = given ? path.resolve(given) : DEFAULT_CLIENT_SRC;
    const file = context.filename;
    const from = featurePlaceOf(SRC, file);
    if (!from || /\.spec\.tsx?$/.test(file)) return {};
    return importVisitors((node, spec) => {
      const target = resolveClientSpecifier(SRC, file, spec);
      const to = target && featurePlaceOf(SRC, target);
      if (!to?.feature) return;
      if (to.feature !== from.feature) {
        if (!isFeatureIndex(to.rest)) context.report({ node: node.source, messageId: 'internal', data: { spec, target: to.feature } });
      } else if (to.rest.slice(0, -1).includes('pages') && from.rest.length > 1) {
        context.report({ node: node.source, messageId: 'page', data: { spec } });
      }
    });
  },
};

module.exports = {
  meta: { name: 'reefline-module-walls' },
  rules: { 'module-boundaries': moduleBoundaries, 'no-module-cycle': noModuleCycle, 'feature-boundaries': featureBoundaries },
  /** For tests: forget the graphs read from disk. */
  resetGraph() {
    graphCache.clear();
  },
};
