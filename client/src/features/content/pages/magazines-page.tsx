import type { MagazineDto } from '@contracts/schemas/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { useMagazines } from '@client/features/content/api/magazines';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';
import { sized } from '@client/lib/sized-image';

function MagazineRow({ magazine }: { magazine: MagazineDto }) {
  const { t } = useTranslation();
  return (
    <li className="magazine-row" data-testid="magazine-row">
      <Link to={`${paths.magazine}?id=${encodeURIComponent(magazine.id)}`} className="magazine-row__link">
        <img className="magazine-row__cover" src={sized(magazine.cover, 84)} alt="" width={84} height={112} loading="lazy" />
        <span className="magazine-row__text">
          <span className="magazine-row__title">{magazine.title}</span>
          <span className="magazine-row__meta">
            {magazine.publisher} · {t(`content.magazine.frequency.${magazine.frequency}`)}
          </span>
          <span className="magazine-row__desc">{magazine.description}</span>
          <span className="magazine-row__meta">{t('content.magazine.issuesN', { count: magazine.issues })}</span>
        </span>
      </Link>
    </li>
  );
}

/** All magazines. */
export default function MagazinesPage() {
  const { t } = useTranslation();
  const list = useMagazines();
  return (
    <PageLayout title={t('content.magazine.listTitle')} testId="magazines-page">
      <ContentList
        footer="content.items"
        query={list.query}
        items={list.items}
        render={(m) => <MagazineRow key={m.id} magazine={m} />}
        className="magazine-list"
        empty={{ title: t('content.magazine.empty') }}
        testId="magazines"
        listTestId="magazines-list"
      />
    </PageLayout>
  );
}
