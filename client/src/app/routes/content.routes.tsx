import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
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

/** The Articles tab, inside the tab layout. */
export const contentTabRoutes: RouteObject[] = [{ path: paths.tabArticles, element: <ArticlesTabPage /> }];

/** Reading (issue #21): articles, authors, magazines, search, the authors' studio and the admins' review. */
export const contentRoutes: RouteObject[] = [
  { path: paths.article, element: <ArticlePage /> },
  { path: paths.savedArticles, element: <SavedPage /> },
  { path: paths.viewedArticles, element: <ViewedPage /> },
  { path: paths.author, element: <AuthorPage /> },
  { path: paths.authorFollowers, element: <FollowListPage /> },
  { path: paths.authorFollowing, element: <FollowListPage /> },
  { path: paths.magazines, element: <MagazinesPage /> },
  { path: paths.magazine, element: <MagazinePage /> },
  { path: paths.magazinePeriodical, element: <IssuePage /> },
  { path: paths.search, element: <SearchPage /> },
  { path: paths.studio, element: <StudioPage /> },
  { path: paths.studioEditor, element: <EditorPage /> },
  { path: paths.adminArticles, element: <AdminArticlesPage /> },
  { path: paths.adminBanners, element: <AdminBannersPage /> },
];
