import { ASIA_ARTICLES } from './articles-asia';
import { COMMUNITY_ARTICLES } from './articles-community';
import { CONSERVATION_ARTICLES } from './articles-conservation';
import { DESTINATION_ARTICLES } from './articles-destinations';
import { GEAR_ARTICLES } from './articles-gear';
import { MACRO_ARTICLES } from './articles-macro';
import { MARINE_LIFE_ARTICLES } from './articles-marine-life';
import { PHOTOGRAPHY_ARTICLES } from './articles-photography';
import { REEF_LIFE_ARTICLES } from './articles-reef-life';
import { SINGLE_LANGUAGE_ARTICLES } from './articles-single';
import { TRAINING_ARTICLES } from './articles-training';
import type { DemoArticle } from './types';

export { DEMO_AUTHORS } from './authors';
export { DEMO_BANNERS } from './banners';
export { DEMO_MAGAZINES } from './magazines';
export { avatarSvg, backgroundSvg, COVER_THEMES, coverSvg } from './covers';
export type * from './types';

/** Every demo article (all languages); `group` ties translations together. */
export const DEMO_ARTICLES: DemoArticle[] = [
  ...DESTINATION_ARTICLES,
  ...ASIA_ARTICLES,
  ...PHOTOGRAPHY_ARTICLES,
  ...MACRO_ARTICLES,
  ...MARINE_LIFE_ARTICLES,
  ...REEF_LIFE_ARTICLES,
  ...GEAR_ARTICLES,
  ...TRAINING_ARTICLES,
  ...CONSERVATION_ARTICLES,
  ...COMMUNITY_ARTICLES,
  ...SINGLE_LANGUAGE_ARTICLES,
];
