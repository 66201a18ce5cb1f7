import { fold, hanWordsForIndex, hanWordsForQuery, innerWords, latinPart } from './fold';

/**
 * What PostgreSQL builds a document's tsvector from: Han words (already segmented, joined by
 * spaces, for the 'simple' configuration) and the Latin rest (for the 'english' configuration,
 * which stems: diving → dive). Title words weigh A, text words B.
 */
export interface AnalyzedDocument {
  titleHan: string;
  titleLatin: string;
  textHan: string;
  textLatin: string;
}

export function analyzeDocument(title: string, text: string): AnalyzedDocument {
  const t = fold(title);
  const b = fold(text);
  return {
    titleHan: hanWordsForIndex(t).join(' '),
    titleLatin: latinPart(t),
    textHan: hanWordsForIndex(b).join(' '),
    textLatin: latinPart(b),
  };
}

/**
 * A query as PostgreSQL takes it: `han` in to_tsquery syntax (every word must match; a long word
 * also matches where the text was cut into its inner words: 珊瑚礁 → 珊瑚礁 | 珊瑚 & 瑚礁), `latin`
 * for plainto_tsquery('english', …). Null parts are left out; both null = nothing to search.
 * `terms` are the folded words to highlight.
 */
export interface AnalyzedQuery {
  han: string | null;
  latin: string | null;
  terms: string[];
}

export function analyzeQuery(query: string): AnalyzedQuery {
  const folded = fold(query);
  const words = [...new Set(hanWordsForQuery(folded))];
  const han = words.map((w) => {
    const inner = innerWords(w);
    return inner.length ? `(${w} | ${inner.join(' & ')})` : w;
  });
  const latin = latinPart(folded)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  const latinWords = latin ? latin.split(' ').filter((w) => w.length > 0) : [];
  return {
    han: han.length ? han.join(' & ') : null,
    latin: latinWords.length ? latin : null,
    terms: [...words, ...words.flatMap(innerWords), ...latinWords],
  };
}
