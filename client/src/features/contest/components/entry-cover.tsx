import { Image } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { sized } from '@client/lib/sized-image';

type Props = {
  /** the wrapper's class (the grid card's, the ranking row's, my works' item's cover) */
  className: string;
  cover: string | null | undefined;
  /** how wide it shows, in CSS pixels: picks the narrowest copy that covers it */
  width: number;
};

/** An entry's photo in a list: lazy, cropped to its box, a picture icon while it loads or when it fails. */
export function EntryCover({ className, cover, width }: Props) {
  return (
    <span className={className}>
      <Image
        src={sized(cover, width) ?? ''}
        alt=""
        fit="cover"
        lazy
        fallback={<PictureOutline aria-hidden />}
        placeholder={<PictureOutline aria-hidden />}
      />
    </span>
  );
}
