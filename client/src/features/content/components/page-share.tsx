import { useTranslation } from 'react-i18next';
import { PageShareButton } from '@client/components/page-share';
import { shareSheetTexts } from '@client/components/share-sheet-texts';

type Props = {
  /** `magazine`, `issue` or `author`: the sheet's title */
  kind: 'magazine' | 'issue' | 'author';
  route: string;
  title: string;
  cover: string | null;
  byline: string;
  detail: string;
  fileName: string;
};

/** The share sheet of a magazine, an issue or an author's page (issue #35): link, copy, poster. */
export function ContentPageShare({ kind, route, title, cover, byline, detail, fileName }: Props) {
  const { t } = useTranslation();
  const texts = { ...shareSheetTexts(t, 'content', t('content.share.hintPage'), title), title: t(`content.share.${kind}Title`) };
  return (
    <PageShareButton
      label={t('content.share.open')}
      route={route}
      fileName={fileName}
      texts={texts}
      poster={() => ({
        cover,
        title,
        photographer: byline,
        rankLine: detail,
        callToAction: t(kind === 'author' ? 'content.share.scanAuthor' : 'content.share.scanMagazine'),
        contestTitle: t('app.name'),
      })}
    />
  );
}
