/**
 * The content feature's public surface (issue #21): the Articles tab, articles, authors,
 * magazines, search, the authors' studio and the admins' review, and the content texts (the home page and
 * membership's "Purchased" read them too).
 */
import { lazyPage } from '@client/components/lazy-page';
import { defineFeature, type FeatureTexts } from '@client/config/feature';
import { paths } from '@client/config/paths';
import { prefetchArticlePage } from '@client/features/content/api/article-first';

/** The content texts: `locales/<code>.json` in this folder, one chunk a language. */
export const contentTexts: FeatureTexts = {
  'zh-CN': () => import('./locales/zh-CN.json').then((m) => m.default),
  en: () => import('./locales/en.json').then((m) => m.default),
  'zh-Hant': () => import('./locales/zh-Hant.json').then((m) => m.default),
};

/** Reading pages use the content texts only (issue #25: each feature's texts load with its pages). */
const ownTexts = { texts: [contentTexts] };

const ArticlesTabPage = lazyPage(() => import('@client/features/content/pages/articles-tab-page'), 'articles', ownTexts);
const ArticlePage = lazyPage(() => import('@client/features/content/pages/article-page'), 'article', {
  ...ownTexts,
  prefetch: prefetchArticlePage,
});
const SavedPage = lazyPage(() => import('@client/features/content/pages/saved-page'), 'saved', ownTexts);
const DownloadedPage = lazyPage(() => import('@client/features/content/pages/downloaded-page'), 'downloaded', ownTexts);
const ViewedPage = lazyPage(() => import('@client/features/content/pages/viewed-page'), 'viewed', ownTexts);
const AuthorPage = lazyPage(() => import('@client/features/content/pages/author-page'), 'author', ownTexts);
const FollowListPage = lazyPage(() => import('@client/features/content/pages/follow-list-page'), 'follow-list', ownTexts);
const MagazinesPage = lazyPage(() => import('@client/features/content/pages/magazines-page'), 'magazines', ownTexts);
const MagazinePage = lazyPage(() => import('@client/features/content/pages/magazine-page'), 'magazine', ownTexts);
const IssuePage = lazyPage(() => import('@client/features/content/pages/issue-page'), 'magazine-issue', ownTexts);
const SearchPage = lazyPage(() => import('@client/features/content/pages/search-page'), 'search', ownTexts);
const StudioPage = lazyPage(() => import('@client/features/content/pages/studio-page'), 'studio', ownTexts);
const EditorPage = lazyPage(() => import('@client/features/content/pages/editor-page'), 'article-editor', ownTexts);
const AdminBannersPage = lazyPage(() => import('@client/features/content/pages/admin-banners-page'), 'admin-banners', ownTexts);
const AdminArticlesPage = lazyPage(() => import('@client/features/content/pages/admin-articles-page'), 'admin-articles', ownTexts);

export const contentFeature = defineFeature({
  name: 'content',
  texts: contentTexts,
  routes: [
    { path: paths.tabArticles, page: ArticlesTabPage, tab: 'articles' },
    { path: paths.article, page: ArticlePage },
    { path: paths.savedArticles, page: SavedPage, needsLogin: true },
    { path: paths.viewedArticles, page: ViewedPage, needsLogin: true },
    { path: paths.downloadedArticles, page: DownloadedPage, needsLogin: true },
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
