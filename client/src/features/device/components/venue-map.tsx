import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { tilesAround, pointAt } from '@client/lib/map-tiles';

const ZOOM = 15;
const HEIGHT = 200;

type Props = {
  /** the tile URL template the server names (`/common/init`'s mapTiles); null: no map drawn */
  tiles: string | null;
  lat: number;
  lng: number;
  label: string;
  /** with it, a tap picks the point under it (choose-location) */
  onPick?: (point: { lat: number; lng: number }) => void;
  noMap: string;
};

/**
 * The venue on a map drawn from the configured tile source (a few 256 px tiles, no map library:
 * nothing heavy loads); with no tile source, a note and nothing fetched — the page's card carries
 * the coordinates (issue #35).
 */
export function VenueMap({ tiles, lat, lng, label, onPick, noMap }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const ro = new ResizeObserver(() => setWidth(Math.round(el.clientWidth) || 320));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  if (!tiles) {
    return (
      <p className="dv-map dv-map--none dv-muted" data-testid="venue-map-none">
        {noMap}
      </p>
    );
  }
  const placed = tilesAround(tiles, lat, lng, ZOOM, width, HEIGHT);
  const layer = (
    <>
      {placed.map((tile) => (
        <img key={tile.key} src={tile.url} alt="" className="dv-map__tile" style={{ left: tile.left, top: tile.top }} width={256} height={256} />
      ))}
      <span className="dv-map__pin" aria-hidden />
    </>
  );
  if (!onPick) {
    return (
      <div ref={box} className="dv-map" role="img" aria-label={label} data-testid="venue-map">
        {layer}
      </div>
    );
  }
  const pick = (e: MouseEvent<HTMLButtonElement>) => {
    const rect = e.currentTarget.getBoundingClientRect();
    onPick(pointAt(lat, lng, ZOOM, rect.width, rect.height, e.clientX - rect.left, e.clientY - rect.top));
  };
  return (
    <div ref={box}>
      <button type="button" className="dv-map" aria-label={label} onClick={pick} data-testid="venue-map">
        {layer}
      </button>
    </div>
  );
}
