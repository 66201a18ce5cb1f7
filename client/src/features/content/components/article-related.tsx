import { useTranslation } from 'react-i18next';
import { ArticleCard } from '@client/components/article-card';
import { useRelated } from '@client/features/content/api/articles';

/**
 * Related articles below an article: their own chunk (the cards, their icons and the list query),
 * fetched after the article's first screen (issue #25).
 */
export default function ArticleRelated({ id }: { id: string }) {
  const { t } = useTranslation();
  const related = useRelated(id);
  if (!related.data?.length) return null;
  return (
    <section className="article-related" aria-labelledby="related-title">
      <h2 id="related-title" className="section-title">
        {t('content.article.related')}
      </h2>
      <ul className="article-list" data-testid="related-list">
        {related.data.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </ul>
    </section>
  );
}
