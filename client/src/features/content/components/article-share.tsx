import type { ArticleDetail } from '@contracts/schemas/content';
import { useTranslation } from 'react-i18next';
import { paths } from '@client/config/paths';
import { appBase, ShareSheet, shareSheetTexts } from '@client/components/share-sheet';
import { useSession } from '@client/lib/use-session';
import { createArticleShare } from '@client/features/content/api/articles';

/** `<origin>/h5/#/pages/article/article?id=…[&ref=…]`; a server URL is used as it is. */
export function articleLink(id: string, ref?: string, serverUrl?: string): string {
  const origin = window.location.origin;
  if (serverUrl && /^https?:\/\//i.test(serverUrl)) return serverUrl;
  if (serverUrl?.startsWith('/')) return `${origin}${serverUrl}`;
  const q = new URLSearchParams({ id });
  if (ref) q.set('ref', ref);
  return `${origin}${appBase()}#${paths.article}?${q.toString()}`;
}

/** The contest's share sheet for an article: a link with the reader's share code, and a poster. */
export function ArticleShare({ article, open, onClose }: { article: ArticleDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { token } = useSession();
  return (
    <ShareSheet
      open={open}
      onClose={onClose}
      plainLink={articleLink(article.id)}
      memberLink={
        token
          ? async () => {
              const share = await createArticleShare(article.id);
              return articleLink(article.id, share.code, share.url);
            }
          : null
      }
      poster={() => ({
        cover: article.cover || null,
        title: article.title,
        photographer: t('content.article.by', { name: article.author.nickname }),
        rankLine: t(`content.category.${article.category}`),
        callToAction: t('content.share.scan'),
        contestTitle: t('app.name'),
      })}
      texts={shareSheetTexts(
        t,
        'content',
        t(token ? 'content.share.hintMember' : article.locked ? 'content.share.hintGuest' : 'content.share.hintGuestOpen'),
        article.title,
      )}
      fileName={`article-${article.id}`}
    />
  );
}
