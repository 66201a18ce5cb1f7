import type { ArticleCategory, ArticleFeed, ArticleStatus, IssueKind } from '@contracts/schemas/content';
import type { SearchType } from '@contracts/schemas/search';

/** React-query keys of the reading area (issue #21). Every key starts with `content`. */
export const contentKeys = {
  all: ['content'] as const,
  feed: (feed: ArticleFeed, category: ArticleCategory | null, myLanguage = false) =>
    ['content', 'feed', feed, category, myLanguage ? 'mine' : 'all'] as const,
  authorArticles: (authorId: string) => ['content', 'feed', 'author', authorId] as const,
  article: (id: string) => ['content', 'article', id] as const,
  related: (id: string) => ['content', 'related', id] as const,
  categories: ['content', 'categories'] as const,
  mine: (list: 'likes' | 'favourites' | 'history') => ['content', 'me', list] as const,
  author: (id: string) => ['content', 'author', id] as const,
  follows: (id: string, which: 'followers' | 'following') => ['content', 'follows', id, which] as const,
  magazines: ['content', 'magazines'] as const,
  magazine: (id: string) => ['content', 'magazine', id] as const,
  issues: (id: string, kind: IssueKind) => ['content', 'issues', id, kind] as const,
  issue: (id: string) => ['content', 'issue', id] as const,
  search: (q: string, type: SearchType) => ['content', 'search', q, type] as const,
  searchHistory: ['content', 'search-history'] as const,
  popularSearches: ['content', 'search-popular'] as const,
  studio: (status: ArticleStatus | null) => ['content', 'studio', status] as const,
  studioArticle: (id: string) => ['content', 'studio-article', id] as const,
  adminArticles: (status: ArticleStatus | null) => ['content', 'admin-articles', status] as const,
  adminBanners: ['content', 'admin-banners'] as const,
};

export const CONTENT_PAGE_SIZE = 20;
