import type { MagazineIssueDto } from '@contracts/schemas/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { sized } from '@client/lib/sized-image';
import { issueTitleWithoutNumber } from '@client/features/content/utils/issue-title';

/** An issue (or monthly edition) of a magazine: cover, number, title, date. */
export function IssueCard({ issue }: { issue: MagazineIssueDto }) {
  const { t } = useTranslation();
  // the number is printed above: a title that repeats it shows only the rest
  const title = issueTitleWithoutNumber(issue.title, issue.number);
  return (
    <li className="issue-card" data-testid="issue-card">
      <Link to={`${paths.magazinePeriodical}?id=${encodeURIComponent(issue.id)}`} className="issue-card__link">
        <img className="issue-card__cover" src={sized(issue.cover, 96)} alt="" width={96} height={128} loading="lazy" />
        <span className="issue-card__number">{t(`content.magazine.number.${issue.kind}`, { number: issue.number })}</span>
        {title ? <span className="issue-card__title">{title}</span> : null}
        <span className="issue-card__date">{issue.issuedOn}</span>
      </Link>
    </li>
  );
}
