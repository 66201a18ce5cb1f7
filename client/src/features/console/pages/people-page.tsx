import type { ConsoleUserDto } from '@contracts/schemas/console';
import { Button, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageLayout } from '@client/components/page-layout';
import { TextField } from '@client/components/text-field';
import { PagedList } from '@client/components/paged-list';
import { paths } from '@client/config/paths';
import { useSession } from '@client/lib/use-session';
import { usePeople } from '@client/features/console/api/console';
import { PEOPLE_ROLES, StaffOnly } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

function PersonRow({ user }: { user: ConsoleUserDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <li>
      <button
        type="button"
        className="console-person"
        onClick={() => void navigate(`${paths.adminConsoleUser}?id=${user.id}`)}
        data-testid="console-person"
        data-id={user.id}
      >
        <span className="console-person__text">
          <span className="console-person__name">{user.nickname}</span>
          <span className="console-person__meta">{[user.phone, user.email].filter(Boolean).join(' · ') || user.id}</span>
        </span>
        {user.disabled ? (
          <Tag color="danger" fill="outline">
            {t(`console.status.${user.status}`)}
          </Tag>
        ) : null}
        {user.roles.map((r) => (
          <Tag key={r} color="primary" fill="outline">
            {t(`console.roles.${r}`)}
          </Tag>
        ))}
      </button>
    </li>
  );
}

function People({ q }: { q: string }) {
  const { t } = useTranslation();
  const people = usePeople(q);
  return (
    <PagedList
      query={people.query}
      items={people.items}
      render={(u) => <PersonRow key={u.id} user={u} />}
      as="ul"
      className="console-list"
      ariaLabel={t('console.people.title')}
      testIdPrefix="console-people"
      listTestId="console-people-list"
      empty={{ title: t('console.people.empty'), description: t('console.people.emptyHint') }}
      failed={{ title: t('console.loadFailed'), description: t('console.loadFailedHint') }}
      footer="console.list"
    />
  );
}

/** Staff: find people by phone, e-mail, nickname or id (admins and customer service). */
export default function PeoplePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  return (
    <StaffOnly roles={PEOPLE_ROLES} title={t('console.people.title')} testId="console-people-page">
      <PageLayout title={t('console.people.title')} testId="console-people-page">
        <form
          className="console-search"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
          }}
        >
          <TextField
            ariaLabel={t('console.people.search')}
            placeholder={t('console.people.search')}
            value={typed}
            onChange={setTyped}
            maxLength={100}
            testId="console-search"
          />
          <Button size="small" color="primary" type="submit" data-testid="console-search-submit">
            {t('console.people.find')}
          </Button>
        </form>
        <div className="console-links">
          <Button size="small" fill="outline" onClick={() => void navigate(paths.adminOrders)} data-testid="console-open-orders">
            {t('console.orders.open')}
          </Button>
        </div>
        {user?.roles.includes('admin') ? (
          <div className="console-links">
            <Button size="small" fill="outline" onClick={() => void navigate(paths.adminAudit)} data-testid="console-open-audit">
              {t('console.audit.title')}
            </Button>
            <Button
              size="small"
              fill="outline"
              onClick={() => void navigate(paths.adminDeletionRequests)}
              data-testid="console-open-deletion"
            >
              {t('console.deletion.open')}
            </Button>
            <Button size="small" fill="outline" onClick={() => void navigate(paths.adminExhibitions)} data-testid="console-open-catalogue">
              {t('console.catalogue.title')}
            </Button>
          </div>
        ) : null}
        <People key={q} q={q} />
      </PageLayout>
    </StaffOnly>
  );
}
