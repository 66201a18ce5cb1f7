import { ASIA_ARTICLES } from './articles-asia';
import { DESTINATION_ARTICLES } from './articles-destinations';
import type { DemoArticle } from './types';

export { DEMO_AUTHORS } from './authors';
export { DEMO_BANNERS } from './banners';
export { DEMO_MAGAZINES } from './magazines';
export { avatarSvg, backgroundSvg, COVER_THEMES, coverSvg } from './covers';
export type * from './types';

/** Every demo article (all languages); `group` ties translations together. */
export const DEMO_ARTICLES: DemoArticle[] = [...DESTINATION_ARTICLES, ...ASIA_ARTICLES];
