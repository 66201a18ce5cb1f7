import type { ArticleListItem } from '@contracts/schemas/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArticleCard } from '@client/components/article-card';
import type { EmptyText, PagedQuery } from '@client/components/paged-list';
import { ContentList } from '@client/features/content/components/content-list';

type Props = {
  list: { query: PagedQuery; items: readonly ArticleListItem[] };
  testId: string;
  empty?: EmptyText;
  lead?: ReactNode;
  ariaLabel?: string;
};

/** A paged list of articles with the SPEC's states and infinite-scroll footer. */
export function ArticleList({ list, testId, empty, lead, ariaLabel }: Props) {
  const { t } = useTranslation();
  return (
    <ContentList
      query={list.query}
      items={list.items}
      render={(a) => <ArticleCard key={a.id} article={a} />}
      className="article-list"
      ariaLabel={ariaLabel}
      lead={lead}
      empty={empty ?? { title: t('content.list.empty') }}
      testId={testId}
    />
  );
}
