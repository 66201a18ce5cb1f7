import type { SearchHit } from '@contracts/schemas/search';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { splitSnippet } from '@client/features/content/utils/highlight';
import { sized } from '@client/lib/sized-image';

/** A snippet as text nodes, with the matches in <mark> elements built by React (never innerHTML). */
export function Snippet({ text }: { text: string }) {
  return <>{splitSnippet(text).map((part, i) => (part.mark ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}

/** Only in-app routes are followed. */
function inApp(link: string): string | null {
  return link.startsWith('/pages/') ? link : null;
}

export function SearchHitRow({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation();
  const to = inApp(hit.link);
  const body = (
    <>
      {hit.cover ? <img className="search-hit__cover" src={sized(hit.cover, 72)} alt="" width={72} height={54} loading="lazy" /> : null}
      <span className="search-hit__text">
        <span className="search-hit__type">{t(`content.search.type.${hit.type}`)}</span>
        {/* the title is plain text (React escapes it); only the snippet carries <mark> */}
        <span className="search-hit__title">{hit.title}</span>
        <span className="search-hit__snippet" data-testid="search-snippet">
          <Snippet text={hit.snippet} />
        </span>
      </span>
    </>
  );
  return (
    <li className="search-hit" data-testid="search-hit" data-hit-type={hit.type}>
      {to ? (
        <Link to={to} className="search-hit__link">
          {body}
        </Link>
      ) : (
        <span className="search-hit__link">{body}</span>
      )}
    </li>
  );
}
