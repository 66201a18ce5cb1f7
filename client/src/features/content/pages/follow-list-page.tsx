import type { AuthorListItem } from '@contracts/schemas/content';
import { Avatar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { paths } from '@client/config/paths';
import { PageLayout } from '@client/components/page-layout';
import { useFollowList } from '@client/features/content/api/authors';
import { FollowButton } from '@client/features/content/components/follow-button';
import { ContentList } from '@client/features/content/components/content-list';
import '@client/features/content/content.css';

function Row({ person }: { person: AuthorListItem }) {
  const { t } = useTranslation();
  return (
    <li className="person-row" data-testid="person-row">
      <Link to={`${paths.author}?id=${encodeURIComponent(person.id)}`} className="person-row__link">
        <Avatar src={person.avatar ?? ''} style={{ '--size': '44px', '--border-radius': '50%' }} alt="" />
        <span className="person-row__text">
          <span className="person-row__name">{person.nickname}</span>
          {person.bio ? <span className="person-row__about">{person.bio}</span> : null}
          <span className="person-row__bio">{t('content.author.followersN', { count: person.followers })}</span>
        </span>
      </Link>
      <FollowButton authorId={person.id} followed={person.followed} size="mini" />
    </li>
  );
}

/** An author's followers, or the people they follow (`/pages/author/followers|following?id=`). */
export default function FollowListPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const which = pathname === paths.authorFollowing ? 'following' : 'followers';
  const list = useFollowList(params.get('id') ?? '', which);
  return (
    <PageLayout title={t(which === 'following' ? 'content.author.followingList' : 'content.author.followers')} testId={`${which}-page`}>
      <ContentList
        footer="content.items"
        query={list.query}
        items={list.items}
        render={(p) => <Row key={p.id} person={p} />}
        className="person-list"
        empty={{ title: t(which === 'following' ? 'content.author.noFollowing' : 'content.author.noFollowers') }}
        testId={which}
        listTestId={`${which}-list`}
      />
    </PageLayout>
  );
}
