/**
 * The content feature's public surface (issue #21): the Articles tab, articles, authors,
 * magazines, search, the authors' studio and the admins' review; it owns the `content` texts.
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchArticlePage } from '@client/features/content/api/article-first';

/** Reading pages use the content area's texts (issue #25: each area's texts load with its pages). */
const contentTexts = { texts: ['content'] } as const;

const ArticlesTabPage = lazyPage(() => import('@client/features/content/pages/articles-tab-page'), 'articles', contentTexts);
const ArticlePage = lazyPage(() => import('@client/features/content/pages/article-page'), 'article', {
  ...contentTexts,
  prefetch: prefetchArticlePage,
});
const SavedPage = lazyPage(() => import('@client/features/content/pages/saved-page'), 'saved', contentTexts);
const ViewedPage = lazyPage(() => import('@client/features/content/pages/viewed-page'), 'viewed', contentTexts);
const AuthorPage = lazyPage(() => import('@client/features/content/pages/author-page'), 'author', contentTexts);
const FollowListPage = lazyPage(() => import('@client/features/content/pages/follow-list-page'), 'follow-list', contentTexts);
const MagazinesPage = lazyPage(() => import('@client/features/content/pages/magazines-page'), 'magazines', contentTexts);
const MagazinePage = lazyPage(() => import('@client/features/content/pages/magazine-page'), 'magazine', contentTexts);
const IssuePage = lazyPage(() => import('@client/features/content/pages/issue-page'), 'magazine-issue', contentTexts);
const SearchPage = lazyPage(() => import('@client/features/content/pages/search-page'), 'search', contentTexts);
const StudioPage = lazyPage(() => import('@client/features/content/pages/studio-page'), 'studio', contentTexts);
const EditorPage = lazyPage(() => import('@client/features/content/pages/editor-page'), 'article-editor', contentTexts);
const AdminBannersPage = lazyPage(() => import('@client/features/content/pages/admin-banners-page'), 'admin-banners', contentTexts);
const AdminArticlesPage = lazyPage(() => import('@client/features/content/pages/admin-articles-page'), 'admin-articles', contentTexts);

export const contentFeature = defineFeature({
  name: 'content',
  texts: ['content'],
  routes: [
    { path: paths.tabArticles, page: ArticlesTabPage, tab: 'articles' },
    { path: paths.article, page: ArticlePage },
    { path: paths.savedArticles, page: SavedPage, needsLogin: true },
    { path: paths.viewedArticles, page: ViewedPage, needsLogin: true },
    { path: paths.author, page: AuthorPage },
    { path: paths.authorFollowers, page: FollowListPage },
    { path: paths.authorFollowing, page: FollowListPage },
    { path: paths.magazines, page: MagazinesPage },
    { path: paths.magazine, page: MagazinePage },
    { path: paths.magazinePeriodical, page: IssuePage },
    { path: paths.search, page: SearchPage },
    { path: paths.studio, page: StudioPage, needsLogin: true, roles: ['author', 'admin'] },
    { path: paths.studioEditor, page: EditorPage, needsLogin: true, roles: ['author', 'admin'] },
    { path: paths.adminArticles, page: AdminArticlesPage, needsLogin: true, roles: ['admin'] },
    { path: paths.adminBanners, page: AdminBannersPage, needsLogin: true, roles: ['admin'] },
  ],
});
