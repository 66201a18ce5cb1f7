/**
 * The pages `npm run bench:web` measures (issue #25). To add one: its name, the source of its page
 * chunk in the build (a path under client/, or a pattern, for the first-load budget) and how to
 * find its hash route on the running app. A page whose chunk is not in the build, or whose route
 * cannot be found (no data yet), is skipped with a note.
 */
export interface WebPage {
  name: string;
  chunk: string | RegExp;
  /** the lazily loaded layouts the page renders inside (their sources), fetched beside its chunk */
  layouts?: readonly string[];
  /** the features whose texts the page waits for, by name (its lazyPage `texts`; all when left out) */
  texts?: readonly string[];
  /** the hash route (`/pages/…?…`), or undefined when the app has nothing to show there */
  route(base: string): Promise<string | undefined>;
}

/** The id of the first item a public list route (`/api/v1/…`) returns, if any. */
export async function firstId(base: string, path: string): Promise<string | undefined> {
  try {
    const res = await fetch(`${base}${path}`, { headers: { language: 'en-us' } });
    const body = (await res.json()) as { code?: number; data?: { items?: { id?: string }[] } | { id?: string }[] };
    const items = Array.isArray(body.data) ? body.data : body.data?.items;
    return body.code === 1 ? items?.[0]?.id : undefined;
  } catch {
    return undefined;
  }
}

const withId = (page: string, list: string) => async (base: string) => {
  const id = await firstId(base, list);
  return id ? `${page}?id=${encodeURIComponent(id)}` : undefined;
};

/** The tab bar's layout: the home page and the other tab pages render inside it. */
export const TAB_LAYOUT = 'src/app/layouts/tab-layout.tsx';

export const WEB_PAGES: WebPage[] = [
  {
    name: 'home',
    chunk: 'src/features/home/pages/home-page.tsx',
    layouts: [TAB_LAYOUT],
    texts: [],
    route: async () => '/',
  },
  { name: 'contest', chunk: 'src/features/contest/pages/contest-page.tsx', texts: ['contest'], route: async () => '/pages/vote/vote' },
  {
    name: 'exhibition',
    chunk: 'src/features/commerce/exhibitions/pages/exhibition-detail-page.tsx',
    texts: ['commerce'],
    route: withId('/pages/exhibition/exhibition', '/api/v1/exhibitions'),
  },
  {
    name: 'article',
    chunk: 'src/features/content/pages/article-page.tsx',
    texts: ['content'],
    route: withId('/pages/article/article', '/api/v1/articles'),
  },
];
