/** The Reefline mark: a wave under a rising bubble, on the theme colour. Decorative. */
export function BrandMark({ size = 36, className }: { size?: number; className?: string }) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <defs>
        <linearGradient id="reef-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff3e05" />
          <stop offset="1" stopColor="#ff7a3d" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#reef-mark)" />
      <path d="M8 40c6-6 12-6 18 0s12 6 18 0 10-5 12-5v10c-2 0-6 4-12 4s-12-6-18-6-12 6-18 6V40z" fill="#fff" />
      <circle cx="40" cy="20" r="6" fill="#fff" />
      <circle cx="28" cy="26" r="3" fill="#fff" opacity="0.8" />
    </svg>
  );
}
