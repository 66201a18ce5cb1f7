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

/*
 * The client's feature walls (reefline/feature-boundaries): a feature is reached only through its
 * public index.ts; only the files at a feature's root import its pages. The rule reads no file,
 * so made-up paths under a made-up client root do.
 */
const CLIENT_SRC = join(__dirname, '..', '..', 'eslint-rules', 'fixtures', 'client', 'src');

function lintClient(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser as Linter.Parser },
        plugins: { reefline: moduleWalls },
        settings: { moduleWalls: { clientSrc: CLIENT_SRC } },
        rules: { 'reefline/feature-boundaries': 'error' },
      },
    ],
    { filename: join(CLIENT_SRC, file) },
  );
  return messages.map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

describe('client feature walls (lint)', () => {
  it("lets a feature, app/ or lib/ import another feature's public index", () => {
    expect(
      lintClient('features/profile/pages/profile-tab-page.tsx', "import { useMembershipState } from '@client/features/membership';"),
    ).toEqual([]);
    expect(lintClient('features/content/components/x.tsx', "import { unlockArticle } from '../../membership/index';")).toEqual([]);
    expect(lintClient('app/features.ts', "export { membershipFeature } from '@client/features/membership/index.ts';")).toEqual([]);
  });

  it("catches an import of another feature's internals, by alias or by relative path, from a feature or from app/", () => {
    expect(lintClient('features/profile/api/x.ts', "import { membershipKeys } from '@client/features/membership/api/keys';")).toEqual([
      expect.stringContaining("reefline/feature-boundaries: '@client/features/membership/api/keys' is inside feature 'membership'"),
    ]);
    expect(lintClient('features/content/components/x.tsx', "import { unlockArticle } from '../../membership/api/unlock';")).toEqual([
      expect.stringContaining("is inside feature 'membership'"),
    ]);
    expect(lintClient('app/router.tsx', "const P = () => import('@client/features/home/pages/home-page');")).toEqual([
      expect.stringContaining("is inside feature 'home'"),
    ]);
  });

  it("lets only the files at a feature's root import its pages", () => {
    const lazy = "const P = () => import('@client/features/commerce/orders/pages/pay-page');";
    expect(lintClient('features/commerce/index.ts', lazy)).toEqual([]);
    expect(lintClient('features/commerce/tickets/components/x.tsx', lazy)).toEqual([
      expect.stringContaining("is a page: only the files at the feature's root"),
    ]);
    expect(lintClient('features/commerce/orders/pages/list-page.tsx', "import PayPage from './pay-page';")).toEqual([
      expect.stringContaining('is a page'),
    ]);
  });

  it('leaves a feature importing itself, packages and tests alone', () => {
    expect(
      lintClient('features/commerce/orders/components/x.tsx', "import { money } from '@client/features/commerce/utils/money';"),
    ).toEqual([]);
    expect(lintClient('features/commerce/orders/components/y.tsx', "import { Button } from 'antd-mobile';")).toEqual([]);
    expect(lintClient('app/x.spec.ts', "import { QrReader } from '@client/features/commerce/checkin/utils/qr-reader';")).toEqual([]);
  });
});
