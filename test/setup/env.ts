/** Where integration tests find their services (scripts/test.mjs sets these; local defaults otherwise). */
export const TEST_DATABASE_URL = process.env['TEST_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEST_REDIS_URL = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379/0';

/**
 * Test databases are named `reefline_t_<unix seconds>_<random>` so concurrent runs on one server
 * never touch each other's, and leftovers of crashed runs can be recognised by age.
 */
export const TEST_DB_PATTERN = '^reefline_t_([0-9]+)_[0-9a-f]+$';

export function testDbName(suffix: string): string {
  return `reefline_t_${Math.floor(Date.now() / 1000)}_${suffix}`;
}

/** The template this run migrated (set by the global setup, inherited by the test workers). */
export function templateDb(): string {
  const name = process.env['REEFLINE_TEST_TEMPLATE'];
  if (!name) throw new Error('REEFLINE_TEST_TEMPLATE is not set: run the tests through jest (its global setup creates the template)');
  return name;
}

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
