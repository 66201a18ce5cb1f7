/** The texts of a share sheet, already translated by the feature that opens it. */
export interface ShareSheetTexts {
  title: string;
  hint: string;
  copy: string;
  copied: string;
  copyFailed: string;
  poster: string;
  posterFailed: string;
  posterAlt: string;
  save: string;
  download: string;
}

/**
 * The sheet's texts from an area's catalogue: `<area>.share.{title, copy, copied, copyFailed,
 * poster, posterFailed, posterAlt, save, download}` and the hint the caller picks.
 */
export function shareSheetTexts(
  t: (key: string, params?: Record<string, string>) => string,
  area: string,
  hint: string,
  title: string,
): ShareSheetTexts {
  const k = (name: string) => t(`${area}.share.${name}`);
  return {
    title: k('title'),
    hint,
    copy: k('copy'),
    copied: k('copied'),
    copyFailed: k('copyFailed'),
    poster: k('poster'),
    posterFailed: k('posterFailed'),
    posterAlt: t(`${area}.share.posterAlt`, { title }),
    save: k('save'),
    download: k('download'),
  };
}
