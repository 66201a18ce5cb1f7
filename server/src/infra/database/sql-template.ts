/**
 * A parameterised piece of SQL written as a tagged template: `sql\`UPDATE t SET n = n + ${q} WHERE id = ${id}\``.
 * Values never enter the text; pieces nest (`sql\`WITH a AS (${part}) …\``) and are numbered
 * `$1…$n` only when the whole statement is compiled, so parts written by different modules can
 * be composed into one statement without clashing placeholders.
 */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}
}

export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const out: string[] = [strings[0]];
  const vals: unknown[] = [];
  values.forEach((v, i) => {
    if (v instanceof Sql) {
      // Inline the nested part: its first text joins ours, its values and texts follow.
      out[out.length - 1] += v.strings[0];
      for (let j = 0; j < v.values.length; j++) {
        vals.push(v.values[j]);
        out.push(v.strings[j + 1]);
      }
      out[out.length - 1] += strings[i + 1];
    } else {
      vals.push(v);
      out.push(strings[i + 1]);
    }
  });
  return new Sql(out, vals);
}

/** The statement text with `$1…$n` and its values, for `rows(db, text, values)`. */
export function compile(part: Sql): { text: string; values: unknown[] } {
  let text = part.strings[0];
  for (let i = 0; i < part.values.length; i++) text += `$${i + 1}${part.strings[i + 1]}`;
  return { text, values: [...part.values] };
}

/** Constant SQL text (a column list, a table name) as a part: never a value from a request. */
export function raw(text: string): Sql {
  return new Sql([text], []);
}
