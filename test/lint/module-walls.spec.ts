import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Linter, type ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

/*
 * The module walls are lint rules (eslint-rules/module-walls.cjs, enabled in eslint.config.mjs).
 * These tests lint made-up files placed in a fixture tree (eslint-rules/fixtures/server/src:
 * module `alpha` imports module `beta` through beta's queries/) and check what is caught.
 */
const moduleWalls = createRequire(__filename)('../../eslint-rules/module-walls.cjs') as ESLint.Plugin;
const SRC = join(__dirname, '..', '..', 'eslint-rules', 'fixtures', 'server', 'src');

function lint(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { reefline: moduleWalls },
        settings: { moduleWalls: { src: SRC } },
        rules: { 'reefline/module-boundaries': 'error', 'reefline/no-module-cycle': 'error' },
      },
    ],
    { filename: join(SRC, file) },
  );
  return messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('module walls (lint)', () => {
  it("lets a module import another's module file, events/, queries/ and ports/", () => {
    const code = [
      "import { BetaModule } from '@server/modules/beta/beta.module';",
      "import { BetaQuery } from '@server/modules/beta/queries/beta.query';",
      "import type { BetaPort } from '../../beta/ports/beta.port';",
      'export const all = [BetaModule, BetaQuery] as const;',
      'export type P = BetaPort;',
    ].join('\n');
    expect(lint('modules/alpha/services/new.service.ts', code)).toEqual([]);
  });

  it("catches an import of another module's internals, by alias or by relative path", () => {
    expect(lint('modules/alpha/services/x.ts', "import { BetaService } from '@server/modules/beta/services/beta.service';")).toEqual([
      expect.stringContaining("reefline/module-boundaries: '@server/modules/beta/services/beta.service' is inside module 'beta'"),
    ]);
    expect(lint('modules/alpha/services/x.ts', "export { BetaService } from '../../beta/services/beta.service';")).toEqual([
      expect.stringContaining("is inside module 'beta'"),
    ]);
  });

  it('catches common/ or infra/ importing any module, even its public surface', () => {
    expect(lint('common/http/guard.ts', "import { BetaQuery } from '@server/modules/beta/queries/beta.query';")).toEqual([
      expect.stringContaining("'common/' knows no module"),
    ]);
    expect(lint('infra/realtime/x.ts', "import { AlphaHappened } from '@server/modules/alpha/events/alpha.events';")).toEqual([
      expect.stringContaining("'infra/' knows no module"),
    ]);
  });

  it('catches an import that closes a cycle of modules, even through the public surface', () => {
    // alpha already imports beta (fixture), so beta importing alpha's events closes alpha → beta → alpha.
    expect(lint('modules/beta/services/y.ts', "import { AlphaHappened } from '@server/modules/alpha/events/alpha.events';")).toEqual([
      "reefline/no-module-cycle: importing module 'alpha' closes a cycle of modules: beta → alpha → beta",
    ]);
  });

  it('leaves the composition root, a module importing itself, and tests alone', () => {
    const internal = "import { BetaService } from '@server/modules/beta/services/beta.service';";
    expect(lint('app.module.ts', internal)).toEqual([]);
    expect(lint('modules/beta/services/z.ts', "import { BetaService } from './beta.service';")).toEqual([]);
    expect(lint('modules/alpha/services/alpha.service.spec.ts', internal)).toEqual([]);
  });
});
