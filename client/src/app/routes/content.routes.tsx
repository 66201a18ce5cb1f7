import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '@client/components/lazy-page';
import { paths } from '@client/config/paths';

const ArticlesTabPage = lazyPage(() => import('@client/features/content/pages/articles-tab-page'), 'articles');
const ArticlePage = lazyPage(() => import('@client/features/content/pages/article-page'), 'article');
const SavedPage = lazyPage(() => import('@client/features/content/pages/saved-page'), 'saved');
const ViewedPage = lazyPage(() => import('@client/features/content/pages/viewed-page'), 'viewed');
const AuthorPage = lazyPage(() => import('@client/features/content/pages/author-page'), 'author');
const FollowListPage = lazyPage(() => import('@client/features/content/pages/follow-list-page'), 'follow-list');
const MagazinesPage = lazyPage(() => import('@client/features/content/pages/magazines-page'), 'magazines');
const MagazinePage = lazyPage(() => import('@client/features/content/pages/magazine-page'), 'magazine');
const IssuePage = lazyPage(() => import('@client/features/content/pages/issue-page'), 'magazine-issue');
const SearchPage = lazyPage(() => import('@client/features/content/pages/search-page'), 'search');
const StudioPage = lazyPage(() => import('@client/features/content/pages/studio-page'), 'studio');
const EditorPage = lazyPage(() => import('@client/features/content/pages/editor-page'), 'article-editor');
const AdminBannersPage = lazyPage(() => import('@client/features/content/pages/admin-banners-page'), 'admin-banners');
const AdminArticlesPage = lazyPage(() => import('@client/features/content/pages/admin-articles-page'), 'admin-articles');

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
