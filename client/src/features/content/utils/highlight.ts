/** A piece of a search snippet: plain text, marked or not. */
export interface SnippetPart {
  text: string;
  mark: boolean;
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities of escaped text (named ones above, and numeric ones). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/**
 * Splits a server snippet (escaped text with `<mark>…</mark>` around matches) into parts to be
 * rendered as text nodes: nothing in it ever becomes markup, whatever it holds.
 */
export function splitSnippet(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (raw: string, mark: boolean) => {
    const text = decodeEntities(raw);
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  const re = /<mark>([\s\S]*?)<\/mark>/gi;
  let at = 0;
  for (const m of snippet.matchAll(re)) {
    push(snippet.slice(at, m.index), false);
    push(m[1] ?? '', true);
    at = (m.index ?? 0) + m[0].length;
  }
  push(snippet.slice(at), false);
  return parts;
}
