import type { QueryClient } from '@tanstack/react-query';
import { Button } from 'antd-mobile';
import { createElement, lazy, Suspense, useReducer, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { DelayedFallback } from '@client/components/delayed-fallback';
import { StateBlock } from '@client/components/deferred';
import { ErrorBoundary } from '@client/components/error-boundary';
import { loadFeatureTexts } from '@client/lib/i18n';
import type { FeatureTexts } from '@client/config/feature';
import { allFeatureTexts } from '@client/locales/load';

/**
 * SPEC §9's chunk load time-out: a page's chunk that has not arrived after this long fails with
 * the chunk-load error naming the chunk and the reason (SPEC §8). The 60 s "lazy page" time-out of
 * SPEC §9 is the spinner's: the page keeps waiting for its chunk until this one
 * (docs/decisions/0141-download-and-upgrade.md).
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** SPEC §8: the chunk-load error names the chunk and the reason. */
export class ChunkLoadError extends Error {
  readonly chunk: string;
  readonly reason: string;
  constructor(chunk: string, reason: string) {
    super(`Loading chunk ${chunk} failed (${reason})`);
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
    this.reason = reason;
  }
}

type PageModule = { default: ComponentType };

export function loadWithTimeout(
  factory: () => Promise<PageModule>,
  chunk: string,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<PageModule> {
  return new Promise<PageModule>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    factory().then(
      (mod) => {
        clearTimeout(timer);
        resolve(mod);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, error instanceof Error ? error.message : String(error)));
      },
    );
  });
}

function PageError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError ? error : null;
  return (
    <div className="center-state" role="alert" data-testid={chunk ? 'chunk-error' : 'page-error'}>
      <StateBlock
        status="disconnected"
        title={t(chunk ? 'errors.chunk.title' : 'errors.page.title')}
        description={chunk ? t('errors.chunk.description', { chunk: chunk.chunk, reason: chunk.reason }) : t('errors.page.description')}
      />
      <Button color="primary" onClick={onRetry} data-testid="page-retry">
        {t('common.retry')}
      </Button>
      {chunk ? (
        // a chunk of an older build may be gone from the server: the reload fetches the new build's
        <Button fill="none" color="primary" onClick={() => window.location.reload()} data-testid="page-reload">
          {t('common.reload')}
        </Button>
      ) : null}
    </div>
  );
}

export type LazyPageComponent = ComponentType & {
  /**
   * Fetches the page's chunk and texts now (the first page, beside the language's texts);
   * resolves when they are in, or failed (the page then shows its error as usual).
   */
  preload(): Promise<void>;
  /** Starts the page's first API requests into the cache (lazyPage's `prefetch`), if it has any. */
  prefetch?: PagePrefetch;
};

/**
 * A page's first API requests, started while its chunk is still on the way (the first page only):
 * its answers land in react-query's cache under the keys the page reads, so the page's largest
 * paint (a cover named by the answer) is known sooner (issue #25). `params`: the route's query.
 */
export type PagePrefetch = (queryClient: QueryClient, params: URLSearchParams) => Promise<unknown>;

/**
 * React.lazy with a 120 s time-out, a 200 ms delayed spinner and, when the chunk fails to load,
 * an error state with a retry that imports the chunk again.
 * `texts`: the features' texts the page needs (each feature's index declares its own), fetched
 * beside its chunk; every feature's unless told (the home page needs none, contest pages only
 * the contest's: issue #25).
 * `prefetch`: the page's first API requests, started beside its chunk when it is the first page.
 */
export function lazyPage(
  pageFactory: () => Promise<PageModule>,
  chunk: string,
  { texts, prefetch }: { texts?: readonly FeatureTexts[]; prefetch?: PagePrefetch } = {},
): LazyPageComponent {
  // the page once it has arrived: rendered at once, without suspending (a preloaded first page
  // paints in the app's first frame instead of after Suspense's reveal delay)
  let ready: ComponentType | undefined;
  const factory = () =>
    Promise.all([pageFactory(), loadFeatureTexts(texts ?? allFeatureTexts())]).then(([page]) => {
      ready = page.default;
      return page;
    });
  const make = (): LazyExoticComponent<ComponentType> => lazy(() => loadWithTimeout(factory, chunk));
  // React.lazy remembers a failed load; a retry after a chunk error needs a fresh one
  let Lazy = make();

  function LazyPage() {
    const [, rerender] = useReducer((n: number) => n + 1, 0);
    return (
      <ErrorBoundary
        fallback={(error, reset) => (
          <PageError
            error={error}
            onRetry={() => {
              if (error instanceof ChunkLoadError) Lazy = make();
              reset();
              rerender();
            }}
          />
        )}
      >
        <Suspense fallback={<DelayedFallback />}>{ready ? createElement(ready) : <Lazy />}</Suspense>
      </ErrorBoundary>
    );
  }
  LazyPage.displayName = `LazyPage(${chunk})`;
  // the module system keeps the one fetch: React.lazy's own import later gets the same module
  LazyPage.preload = () =>
    factory().then(
      () => undefined,
      () => undefined,
    );
  LazyPage.prefetch = prefetch;
  return LazyPage;
}
