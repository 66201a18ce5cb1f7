import type { Paged } from '@contracts/api';
import type { ExhibitionDetail, ExhibitionSummary } from '@contracts/schemas/commerce';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@client/lib/api-client';
import type { MapVenue } from '@client/lib/map-links';

/** How many exhibitions' venues the chooser lists (the upcoming and current ones first). */
const VENUE_EXHIBITIONS = 20;

export type VenueChoice = MapVenue & { city: string };

/**
 * The venues of the exhibitions (`GET /exhibitions`, then each one's venue from its detail),
 * each place once: what /choose-location offers besides a point of one's own.
 */
export async function getVenues(): Promise<VenueChoice[]> {
  const list = unwrap(
    await api.get<Paged<ExhibitionSummary>>('/exhibitions', { query: { page: 1, limit: VENUE_EXHIBITIONS }, loading: false }),
  );
  const details = await Promise.all(
    list.items.map((e) =>
      api.get<ExhibitionDetail>(`/exhibitions/${encodeURIComponent(e.id)}`, { loading: false, quiet: true }).catch(() => null),
    ),
  );
  const seen = new Set<string>();
  const venues: VenueChoice[] = [];
  for (const [i, res] of details.entries()) {
    if (!res || res.code !== 1) continue;
    const { venue } = res.data;
    const key = `${venue.name}|${venue.lat.toFixed(5)}|${venue.lng.toFixed(5)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    venues.push({ ...venue, city: list.items[i]?.city ?? '' });
  }
  return venues;
}

export function useVenues() {
  return useQuery({ queryKey: ['device', 'venues'], queryFn: getVenues, staleTime: 5 * 60_000 });
}
