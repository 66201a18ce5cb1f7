import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@client/lib/api-client';
import type { DiveLogDto } from '../../contracts/logbook';

/** The diver's log (the fixture's page: one request, its list; its texts are the feature's own). */
export default function LogbookPage() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: ['logbook', 'dives'], queryFn: async () => unwrap(await api.get<DiveLogDto[]>('/logbook/dives')) });
  return (
    <section>
      <h1>{t('logbook.title')}</h1>
      {data?.length === 0 ? <p>{t('logbook.empty')}</p> : null}
      <ol data-testid="logbook">
        {(data ?? []).map((d) => (
          <li key={d.id}>
            #{d.number ?? '…'} {d.site} · {d.depth} m
          </li>
        ))}
      </ol>
    </section>
  );
}
