import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Unit tests' setup: registers every module's texts (`modules/<name>/<name>.messages.ts`, found by
 * folder as the CLI finds entities). In the app a module's texts register when its module file
 * loads (common/i18n/i18n.ts); a unit test renders texts without loading module files — e.g.
 * messaging's notice handlers render other modules' notices. Registering a file the test loads
 * again is a no-op (one module registry per test file).
 */
const modules = join(__dirname, '..', '..', 'server', 'src', 'modules');
for (const name of readdirSync(modules)) {
  const file = join(modules, name, `${name}.messages.ts`);
  if (existsSync(file)) jest.requireActual(file);
}
