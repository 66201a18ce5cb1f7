import { compile, sql } from './sql-template';

describe('sql template', () => {
  it('numbers the values of nested parts in order, and never puts a value into the text', () => {
    const take = sql`UPDATE stock SET left = left - ${2} WHERE sku = ${"x'; DROP TABLE stock; --"} RETURNING price`;
    const attach = sql`INSERT INTO lines (order_id) SELECT ${'o1'} FROM reserved`;
    const statement = sql`WITH reserved AS (${take}), attached AS (${attach}) SELECT ${7} AS n, * FROM reserved`;
    expect(compile(statement)).toEqual({
      text: 'WITH reserved AS (UPDATE stock SET left = left - $1 WHERE sku = $2 RETURNING price), attached AS (INSERT INTO lines (order_id) SELECT $3 FROM reserved) SELECT $4 AS n, * FROM reserved',
      values: [2, "x'; DROP TABLE stock; --", 'o1', 7],
    });
  });

  it('takes parts without values, and parts at the very start or end', () => {
    const bare = sql`SELECT 1`;
    expect(compile(sql`${bare}`)).toEqual({ text: 'SELECT 1', values: [] });
    expect(compile(sql`${sql`a = ${1}`} AND ${sql`b = ${2}`}`)).toEqual({ text: 'a = $1 AND b = $2', values: [1, 2] });
  });
});
