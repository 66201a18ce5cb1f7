import type { ExhibitionDetail } from '@contracts/schemas/commerce';
import { useTranslation } from 'react-i18next';
import { AddToCalendarButton } from '@client/components/add-to-calendar';
import { pageLink, PageShareButton } from '@client/components/page-share';
import { paths } from '@client/config/paths';
import { formatRange } from '@client/features/commerce/utils/format';

const route = (id: string) => `${paths.exhibition}?id=${encodeURIComponent(id)}`;

/** "Add to calendar" for the exhibition's dates at its venue (issue #35). */
export function ExhibitionCalendarButton({ exhibition }: { exhibition: ExhibitionDetail }) {
  const { t } = useTranslation();
  return (
    <AddToCalendarButton
      event={() => ({
        uid: `exhibition-${exhibition.id}@reefline`,
        title: exhibition.title,
        startsAt: exhibition.startsAt,
        endsAt: exhibition.endsAt,
        location: [exhibition.venue.name, exhibition.venue.address].filter(Boolean).join(', '),
        url: pageLink(route(exhibition.id)),
      })}
      fileName={`exhibition-${exhibition.id}`}
      texts={{ label: t('exhibitions.calendar.add'), added: t('exhibitions.calendar.added'), refused: t('exhibitions.calendar.refused') }}
    />
  );
}

/** The exhibition's share sheet: its link, copy and a poster (issue #35). */
export function ExhibitionShare({ exhibition }: { exhibition: ExhibitionDetail }) {
  const { t } = useTranslation();
  const k = (name: string) => t(`exhibitions.share.${name}`);
  return (
    <PageShareButton
      label={k('open')}
      route={route(exhibition.id)}
      fileName={`exhibition-${exhibition.id}`}
      poster={() => ({
        cover: exhibition.cover || null,
        title: exhibition.title,
        photographer: exhibition.venue.name,
        rankLine: formatRange(exhibition.startsAt, exhibition.endsAt),
        callToAction: k('scan'),
        contestTitle: t('app.name'),
      })}
      texts={{
        title: k('title'),
        hint: k('hint'),
        copy: k('copy'),
        copied: k('copied'),
        copyFailed: k('copyFailed'),
        poster: k('poster'),
        posterFailed: k('posterFailed'),
        posterAlt: t('exhibitions.share.posterAlt', { title: exhibition.title }),
        save: k('save'),
        download: k('download'),
      }}
    />
  );
}
