import { ROLES, type Role } from '@contracts/api';
import { disableUserSchema, ROLE_REASON_MAX, type ConsoleUserDetailDto } from '@contracts/schemas/console';
import { Button, Form, Switch, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReasonSheet } from '@client/components/reason-sheet';
import { reportSubmitError, validateForm } from '@client/lib/forms';
import { notify } from '@client/lib/notify';
import { formatDateTime } from '@client/lib/time-text';
import { useSession } from '@client/lib/use-session';
import { useThrottledAction } from '@client/lib/use-throttled-action';
import { usePerson, useSetDisabled, useToggleRole } from '@client/features/console/api/console';
import { AuditRow } from '@client/features/console/components/audit-row';
import { StaffDetailPage } from '@client/features/console/components/staff-detail-page';
import { PEOPLE_ROLES } from '@client/features/console/components/staff-only';
import '@client/features/console/console.css';

/** Disabling asks for a reason; enabling asks for one too (kept in the audit log). */
function StatusSheet({ person, open, onClose }: { person: ConsoleUserDetailDto; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const change = useSetDisabled(person.id);
  const disabling = !person.disabled;
  const onSubmit = useThrottledAction(() => {
    const reason: unknown = form.getFieldValue('reason');
    const valid = validateForm(form, disableUserSchema, { reason: typeof reason === 'string' ? reason : '' }, ['reason']);
    if (!valid) return;
    change.mutate(
      { disabled: disabling, reason: valid.reason },
      {
        onSuccess: () => {
          notify({ key: disabling ? 'console.user.disabledDone' : 'console.user.enabledDone' });
          form.resetFields();
          onClose();
        },
        onError: (e) => reportSubmitError(e, form, ['reason']),
      },
    );
  });
  return (
    <ReasonSheet
      open={open}
      onClose={onClose}
      className="console-sheet"
      testId="console-status-sheet"
      title={t(disabling ? 'console.user.disableTitle' : 'console.user.enableTitle')}
      subject={<p>{t(disabling ? 'console.user.disableHint' : 'console.user.enableHint', { name: person.nickname })}</p>}
      form={form}
      formName="console-status"
      onSubmit={onSubmit}
      field={{
        name: 'reason',
        label: t('console.user.reason'),
        testId: 'console-reason',
        maxLength: ROLE_REASON_MAX,
        rows: 3,
        placeholder: t('console.user.reasonPlaceholder'),
      }}
      submit={{
        label: t(disabling ? 'console.user.disable' : 'console.user.enable'),
        testId: 'console-status-submit',
        color: disabling ? 'danger' : 'primary',
        loading: change.isPending,
      }}
    />
  );
}

function RoleSwitches({ person, editable }: { person: ConsoleUserDetailDto; editable: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleRole(person.id);
  const [busy, setBusy] = useState<Role | null>(null);
  return (
    <section className="console-section" aria-labelledby="console-roles-title">
      <h2 id="console-roles-title" className="console-section__title">
        {t('console.user.roles')}
      </h2>
      {ROLES.map((role) => (
        <div key={role} className="console-role">
          <span id={`console-role-${role}`}>{t(`console.roles.${role}`)}</span>
          <Switch
            checked={person.roles.includes(role)}
            disabled={!editable || person.status === 'deleted' || (toggle.isPending && busy !== role)}
            loading={toggle.isPending && busy === role}
            aria-labelledby={`console-role-${role}`}
            data-testid={`console-role-${role}`}
            onChange={(on) => {
              setBusy(role);
              toggle.mutate(
                { role, on },
                {
                  onSuccess: () => notify({ key: 'console.user.rolesDone' }),
                  onError: (e) => reportSubmitError(e),
                },
              );
            }}
          />
        </div>
      ))}
    </section>
  );
}

function Person({ person, isAdmin }: { person: ConsoleUserDetailDto; isAdmin: boolean }) {
  const { t } = useTranslation();
  const [sheet, setSheet] = useState(false);
  return (
    <>
      <section className="console-section" aria-labelledby="console-person-title">
        <h2 id="console-person-title" className="console-section__title" data-testid="console-user-nickname">
          {person.nickname}{' '}
          <Tag color={person.disabled ? 'danger' : 'success'} fill="outline" data-testid="console-user-status" data-status={person.status}>
            {t(`console.status.${person.status}`)}
          </Tag>
        </h2>
        <dl className="console-facts">
          <dt>{t('console.fields.phone')}</dt>
          <dd>{person.phone ?? '—'}</dd>
          <dt>{t('console.fields.email')}</dt>
          <dd>{person.email ?? '—'}</dd>
          <dt>{t('console.user.id')}</dt>
          <dd>{person.id}</dd>
          <dt>{t('console.user.since')}</dt>
          <dd>{formatDateTime(person.createdAt)}</dd>
          <dt>{t('console.user.sessions')}</dt>
          <dd data-testid="console-user-sessions">{person.activeSessions}</dd>
          <dt>{t('console.user.lastSeen')}</dt>
          <dd>{person.lastSeenAt ? formatDateTime(person.lastSeenAt) : '—'}</dd>
        </dl>
      </section>
      <RoleSwitches person={person} editable={isAdmin} />
      {isAdmin && person.status !== 'deleted' ? (
        <div className="console-links">
          <Button
            block
            color={person.disabled ? 'primary' : 'danger'}
            fill="outline"
            onClick={() => setSheet(true)}
            data-testid={person.disabled ? 'console-enable' : 'console-disable'}
          >
            {t(person.disabled ? 'console.user.enable' : 'console.user.disable')}
          </Button>
        </div>
      ) : null}
      <section className="console-section" aria-labelledby="console-recent-title">
        <h2 id="console-recent-title" className="console-section__title">
          {t('console.user.recent')}
        </h2>
        {person.recentAudit.length ? (
          <ul className="console-list" data-testid="console-user-audit">
            {person.recentAudit.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </ul>
        ) : (
          <p data-testid="console-user-audit-empty">{t('console.user.noRecent')}</p>
        )}
      </section>
      <StatusSheet key={String(person.disabled)} person={person} open={sheet} onClose={() => setSheet(false)} />
    </>
  );
}

/** Staff: one person (`?id=`): account, roles (admins switch them), disable and enable, recent audit entries. */
export default function UserPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  return (
    <StaffDetailPage
      roles={PEOPLE_ROLES}
      title={t('console.user.title')}
      testId="console-user"
      missingTitle={t('console.user.missing')}
      useDetail={usePerson}
    >
      {(person) => <Person person={person} isAdmin={user?.roles.includes('admin') === true} />}
    </StaffDetailPage>
  );
}
