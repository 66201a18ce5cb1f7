import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import * as OpenCC from 'opencc-js/t2cn';

/**
 * The text pipeline's first steps, the same at index and at query time: NFKC (full-width Latin and
 * digits → ASCII), lower case, Traditional → Simplified Chinese (Taiwan and Hong Kong variants, then
 * OpenCC's standard Traditional), so 潛水攝影 and 潜水摄影 become the same string; then jieba's cut.
 */
// opencc-js's .d.ts imports './core' without an extension, which NodeNext cannot resolve: typed here.
type Converter = (options: { from: 'tw' | 'hk' | 't'; to: 'cn' }) => (text: string) => string;
const converter = (OpenCC as unknown as { Converter: Converter }).Converter;
const fromTaiwan = converter({ from: 'tw', to: 'cn' });
const fromHongKong = converter({ from: 'hk', to: 'cn' });

const HAN = /\p{Script=Han}/u;
const HAN_WORD = /^\p{Script=Han}+$/u;
const HAN_RUN = /\p{Script=Han}+/gu;

let jieba: Jieba | undefined;
/** The dictionary loads once (about 0.3 s), on first use. */
function segmenter(): Jieba {
  jieba ??= Jieba.withDict(dict);
  return jieba;
}

export function fold(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase();
  return HAN.test(plain) ? fromHongKong(fromTaiwan(plain)) : plain;
}

/** Han words of folded text, cut for search: long words and the shorter words inside them (珊瑚礁 → 珊瑚 瑚礁 珊瑚礁). */
export function hanWordsForIndex(folded: string): string[] {
  if (!HAN.test(folded)) return [];
  return segmenter()
    .cutForSearch(folded, true)
    .filter((w) => HAN_WORD.test(w));
}

/** Han words of folded text, cut precisely (the words a reader meant: 水下摄影 → 水下 摄影). */
export function hanWordsForQuery(folded: string): string[] {
  if (!HAN.test(folded)) return [];
  return segmenter()
    .cut(folded, true)
    .filter((w) => HAN_WORD.test(w));
}

/** The shorter words jieba's search mode finds inside a long word (珊瑚礁 → 珊瑚, 瑚礁). */
export function innerWords(word: string): string[] {
  if ([...word].length < 3) return [];
  return segmenter()
    .cutForSearch(word, true)
    .filter((w) => w !== word && HAN_WORD.test(w));
}

/** Everything but the Han characters (Latin words, digits), for PostgreSQL's English parser and stemmer. */
export function latinPart(folded: string): string {
  return folded.replace(HAN_RUN, ' ').replace(/\s+/g, ' ').trim();
}

const charCache = new Map<string, string>();

/**
 * `fold` character by character, each Han character converted once and remembered: some 50× faster
 * than `fold` on a long text and always the same length (NFKC aside), but without OpenCC's phrase
 * rules (乾燥 → 干燥 needs the phrase). For highlighting snippets, never for the index.
 */
export function foldChars(text: string): string {
  const plain = text.normalize('NFKC').toLowerCase();
  if (!HAN.test(plain)) return plain;
  let out = '';
  for (const c of plain) {
    if (c.charCodeAt(0) < 0x2e80) {
      out += c;
      continue;
    }
    let f = charCache.get(c);
    if (f === undefined) {
      const converted = fromHongKong(fromTaiwan(c));
      f = [...converted].length === 1 ? converted : c;
      if (charCache.size < 50_000) charCache.set(c, f);
    }
    out += f;
  }
  return out;
}
