import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import type { DiveLogDto } from '../../contracts/logbook';

/** The diver's log (the fixture's page: one request, its list). */
export default function LogbookPage() {
  const { data } = useQuery({ queryKey: ['logbook', 'dives'], queryFn: async () => unwrap(await api.get<DiveLogDto[]>('/logbook/dives')) });
  return (
    <ol data-testid="logbook">
      {(data ?? []).map((d) => (
        <li key={d.id}>
          #{d.number ?? '…'} {d.site} · {d.depth} m
        </li>
      ))}
    </ol>
  );
}
