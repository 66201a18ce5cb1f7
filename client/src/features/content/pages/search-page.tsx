import { SEARCH_QUERY_MAX, type SearchType } from '@contracts/schemas/search';
import { Button, SearchBar } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { reportSubmitError } from '@client/lib/forms';
import { useSession } from '@client/lib/use-session';
import { contentKeys } from '@client/features/content/api/keys';
import { useClearServerHistory, usePopularSearches, useSearch, useServerHistory } from '@client/features/content/api/search';
import { SearchHitRow } from '@client/features/content/components/search-hit';
import { addKeyword, clearKeywords, readKeywords } from '@client/features/content/utils/keyword-history';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';

/** The page's tabs, in order: `all`, then the kinds the modules' contracts declare (`SearchKinds`). */
const SEARCH_TABS = ['all', 'article', 'magazine', 'issue', 'author', 'exhibition', 'entry', 'goods'] as const satisfies readonly SearchType[];
// A kind a module declares without a tab here fails to compile, naming the kind.
type MissingTab = Exclude<SearchType, (typeof SEARCH_TABS)[number]>;
const everyKindHasATab: [MissingTab] extends [never] ? true : MissingTab = true;
void everyKindHasATab;

function readType(v: string | null): SearchType {
  return (SEARCH_TABS as readonly string[]).includes(v ?? '') ? (v as SearchType) : 'all';
}

function Chips({ words, onPick, testId }: { words: string[]; onPick: (w: string) => void; testId: string }) {
  return (
    <ul className="search-chips" data-testid={testId}>
      {words.map((w) => (
        <li key={w}>
          <button type="button" className="search-chip" onClick={() => onPick(w)}>
            {w}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Before a search: the reader's history (server's when logged in, the device's for a guest) and popular searches. */
function Suggestions({ onPick }: { onPick: (w: string) => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  const server = useServerHistory(!!token);
  const clearServer = useClearServerHistory();
  const [local, setLocal] = useState(readKeywords);
  const popular = usePopularSearches();
  const history = token ? (server.data ?? []).map((h) => h.query) : local;
  const clear = () => {
    if (token) clearServer.mutate(undefined, { onError: (e) => reportSubmitError(e) });
    else {
      clearKeywords();
      setLocal([]);
    }
  };
  return (
    <div className="search-suggestions">
      {history.length > 0 ? (
        <section aria-labelledby="search-history-title">
          <div className="search-suggestions__head">
            <h2 id="search-history-title" className="section-title">
              {t('content.search.history')}
            </h2>
            <Button size="mini" fill="none" color="primary" onClick={clear} data-testid="search-history-clear">
              {t('content.search.clearHistory')}
            </Button>
          </div>
          <Chips words={history} onPick={onPick} testId="search-history" />
        </section>
      ) : null}
      {popular.data?.length ? (
        <section aria-labelledby="search-popular-title">
          <h2 id="search-popular-title" className="section-title">
            {t('content.search.popular')}
          </h2>
          <Chips words={popular.data.map((p) => p.query)} onPick={onPick} testId="search-popular" />
        </section>
      ) : null}
      {history.length === 0 && !popular.isPending && !popular.data?.length ? (
        // A new site or reader: nothing to pick yet, so say what the search covers.
        <p className="search-suggestions__tip" data-testid="search-tip">
          {t('content.search.tip')}
        </p>
      ) : null}
    </div>
  );
}

/** `/pages/search/search?q=&type=`: one search over articles, magazines, issues, authors, exhibitions and entries. */
export default function SearchPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { token } = useSession();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const type = readType(params.get('type'));
  const [draft, setDraft] = useState(q);
  const results = useSearch(q, type);
  useEffect(() => setDraft(q), [q]);

  const run = (keyword: string, nextType: SearchType = type) => {
    const k = keyword.trim().slice(0, SEARCH_QUERY_MAX);
    const next = new URLSearchParams();
    if (k) next.set('q', k);
    if (nextType !== 'all') next.set('type', nextType);
    setParams(next, { replace: true });
    if (!k) return;
    if (token) void qc.invalidateQueries({ queryKey: contentKeys.searchHistory });
    else addKeyword(k);
  };

  return (
    <PageLayout title={t('pages.search')} testId="search-page">
      <div className="search-bar">
        <SearchBar
          value={draft}
          onChange={setDraft}
          onSearch={(v) => run(v)}
          onClear={() => run('')}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={t('content.search.placeholder')}
          aria-label={t('content.search.placeholder')}
          data-testid="search-input"
        />
        <Button size="small" color="primary" onClick={() => run(draft)} data-testid="search-submit">
          {t('content.search.submit')}
        </Button>
      </div>
      {/* the kinds in one row that scrolls sideways (issue #36: wrapped, they took three rows at 320 px
          and pushed the results below the fold); buttons, so the row is reachable by keyboard */}
      <div className="search-types" role="group" aria-label={t('content.search.typesLabel')} data-testid="search-types">
        {SEARCH_TABS.map((ty) => (
          <button
            key={ty}
            type="button"
            className="search-type"
            aria-pressed={type === ty}
            onClick={() => run(q, ty)}
            data-testid={`search-type-${ty}`}
          >
            {t(`content.search.type.${ty}`)}
          </button>
        ))}
      </div>
      {q ? (
        <ContentList
          query={results.query}
          items={results.items}
          render={(hit) => <SearchHitRow key={`${hit.type}:${hit.id}`} hit={hit} />}
          className="search-results"
          ariaLabel={t('content.search.results')}
          empty={{ title: t('content.search.noResults', { q }), description: t('content.search.noResultsText') }}
          footer="content.results"
          testId="search"
          listTestId="search-results"
        />
      ) : (
        <Suggestions onPick={(w) => run(w)} />
      )}
    </PageLayout>
  );
}
