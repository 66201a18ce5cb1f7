import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { UploadDto } from '@contracts/api';
import { AppException } from '@server/common/errors/app.exception';
import { StorageService } from '@server/infra/storage/storage';

/** Formats we accept, judged by decoding the bytes (never by file name or declared type). */
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
const MAX_PIXELS = 40_000_000;
const MAX_EDGE = 4096;
/** Where private pictures (business licences) are kept: never under a public URL. */
export const PRIVATE_ROOT = '.private';

export interface StoredImage extends UploadDto {
  key: string;
  width: number;
  height: number;
}

/**
 * Image intake: decode to prove it is an image, re-encode (which drops EXIF, GPS and any payload
 * hidden after the image data), apply the EXIF orientation first, cap the size, store.
 */
@Injectable()
export class ImageService {
  private readonly logger = new Logger(ImageService.name);

  constructor(private readonly storage: StorageService) {}

  async store(input: Buffer, folder: string): Promise<StoredImage> {
    const format = await this.detect(input);
    const { out, ext, type } = await this.decoding(() => this.encode(input, format));
    return this.save(out, folder, ext, type);
  }

  /**
   * The same intake into private storage: the key is under `.private/` (a dot-folder the static
   * route never serves; with S3 the bucket policy must keep it unreadable), so the picture is read
   * back only through a route that checks who asks. Its `url`/`fullurl` are not browser URLs.
   */
  async storePrivate(input: Buffer, folder: string): Promise<StoredImage & { type: string }> {
    const format = await this.detect(input);
    const { out, ext, type } = await this.decoding(() => this.encode(input, format));
    return { ...(await this.save(out, folder, ext, type, PRIVATE_ROOT)), type };
  }

  /**
   * A file whose header looks right but whose data does not decode is still "not an image".
   * Only decoding runs in here; storage errors happen in `save` and stay real errors.
   */
  private async decoding<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch {
      throw AppException.fail('upload.not_image');
    }
  }

  private async encode(
    input: Buffer,
    format: string,
  ): Promise<{ out: { data: Buffer; info: sharp.OutputInfo }; ext: string; type: string }> {
    const base = sharp(input, { limitInputPixels: MAX_PIXELS, animated: format === 'gif' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
    let out: { data: Buffer; info: sharp.OutputInfo };
    let ext: string;
    let type: string;
    if (format === 'png') {
      out = await base.png({ compressionLevel: 8 }).toBuffer({ resolveWithObject: true });
      [ext, type] = ['png', 'image/png'];
    } else if (format === 'gif') {
      out = await base.gif().toBuffer({ resolveWithObject: true });
      [ext, type] = ['gif', 'image/gif'];
    } else if (format === 'webp') {
      out = await base.webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
      [ext, type] = ['webp', 'image/webp'];
    } else {
      out = await base.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
      [ext, type] = ['jpg', 'image/jpeg'];
    }
    return { out, ext, type };
  }

  /** Square JPEG avatar (the client crops; the server makes sure it is 300×300). */
  async storeAvatar(input: Buffer): Promise<StoredImage> {
    await this.detect(input);
    const out = await this.decoding(() =>
      sharp(input, { limitInputPixels: MAX_PIXELS })
        .rotate()
        .resize(300, 300, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 88, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
    return this.save(out, 'avatar', 'jpg', 'image/jpeg');
  }

  private async detect(input: Buffer): Promise<string> {
    try {
      const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
      if (meta.format && ACCEPTED.has(meta.format) && meta.width && meta.height) return meta.format;
    } catch {
      // not an image sharp can decode
    }
    throw AppException.fail('upload.not_image');
  }

  private async save(
    out: { data: Buffer; info: sharp.OutputInfo },
    folder: string,
    ext: string,
    type: string,
    root = 'images',
  ): Promise<StoredImage> {
    const now = new Date();
    const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
    const key = `${root}/${folder}/${month}/${randomUUID()}.${ext}`;
    try {
      await this.storage.put(key, out.data, type);
    } catch (err) {
      // The store (S3 and the like) failed or is unreachable: the user may simply try again.
      this.logger.error(
        { err: err instanceof Error ? err.message : String(err), key, driver: this.storage.driver },
        'storing an image failed',
      );
      throw AppException.fail('upload.store_failed');
    }
    return { key, url: this.storage.url(key), fullurl: this.storage.fullUrl(key), width: out.info.width, height: out.info.height };
  }
}
