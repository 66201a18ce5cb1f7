import type { Language } from '@contracts/language';
import type { ArticleCategory, IssueKind, MagazineFrequency } from '@contracts/schemas/content';

/*
 * Shapes of the content demo data (issue #21). Pure data: the seed (../demo-content.ts) turns it into
 * users, articles, magazines and banners. Pictures are generated from seeds by `./covers.ts`
 * (`coverSvg`, `avatarSvg`, `backgroundSvg`), which the seed renders to JPEG.
 */

/** Three texts of one thing, by interface language. */
export type Texts = Record<Language, string>;

/** What a generated picture shows (see covers.ts); when absent, the seed number chooses. */
export type CoverTheme = 'reef' | 'blue' | 'manta' | 'whaleshark' | 'turtle' | 'wreck' | 'macro' | 'night' | 'kelp' | 'cave';

export interface DemoAuthor {
  /** Stable key the articles refer to. */
  key: string;
  nickname: string;
  bio: Texts;
  avatarSeed: number;
  backgroundSeed: number;
  /** A demo login (the seed gives every author an account; a phone lets one log in by code/password). */
  phone?: string;
}

export interface DemoIssueRef {
  /** A DemoMagazine key. */
  magazine: string;
  kind: IssueKind;
  number: number;
}

export interface DemoArticle {
  /** Unique over all demo articles. */
  key: string;
  /** Translation group: articles of one group are the same article in different languages (one per language). */
  group: string;
  /** A DemoAuthor key; the same for every article of a group. */
  author: string;
  language: Language;
  title: string;
  summary: string;
  category: ArticleCategory;
  /** At most 8 short tags, in the article's language. */
  tags: string[];
  /**
   * HTML using only p, h2, h3, strong, em, blockquote, ul/ol/li, figure/img/figcaption. Pictures are
   * `<img src="cover:<n>" alt="…">`: the seed replaces `cover:<n>` by the URL of `coverSvg(n)` rendered.
   */
  body: string;
  coverSeed: number;
  /** What the cover shows; the seed passes it to `coverSvg` (absent: chosen by the seed number). */
  coverTheme?: CoverTheme;
  locked: boolean;
  /** Characters of text a locked article shows (contract's default when absent). */
  previewLength?: number;
  /** Published this many days before the seed runs (fractions allowed). */
  publishedDaysAgo: number;
  issue?: DemoIssueRef;
  editorPick?: boolean;
  /** 0..1: how read and liked the seed makes it (views, likes, favourites). */
  popularity: number;
}

export interface DemoIssue {
  kind: IssueKind;
  number: number;
  title: Texts;
  /** 'YYYY-MM-DD' */
  issuedOn: string;
  coverSeed: number;
  coverTheme?: CoverTheme;
}

export interface DemoMagazine {
  key: string;
  title: Texts;
  description: Texts;
  publisher: Texts;
  frequency: MagazineFrequency;
  coverSeed: number;
  coverTheme?: CoverTheme;
  issues: DemoIssue[];
}

export interface DemoBanner {
  title: Texts;
  /**
   * An in-app route (`/pages/...`), or `article:<DemoArticle key>` which the seed resolves to the
   * article's route (`/pages/article/article?id=<uuid>`).
   */
  link: string;
  imageSeed: number;
  imageTheme?: CoverTheme;
  position: number;
}
