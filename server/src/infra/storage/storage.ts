/** Where uploaded files live. Keys look like `images/avatar/2026/11/<uuid>.jpg`. */
export abstract class StorageService {
  abstract readonly driver: string;
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  abstract delete(key: string): Promise<void>;
  /** The stored bytes, or null when there is no such file (private uploads are read back through the API). */
  abstract get(key: string): Promise<Buffer | null>;
  /** URL a browser of this site can use (relative for local files). */
  abstract url(key: string): string;
  /** Absolute URL. */
  abstract fullUrl(key: string): string;

  /**
   * The key of an image this app stored, from the URL the upload route gave for it (relative or
   * full), or null for anything else: another site's URL, another path, a look-alike key (issue
   * #24: entries and feedback show only images that went through our re-encoding).
   */
  ownImageKey(value: string): string | null {
    const key = IMAGE_KEY.exec(value)?.[1];
    if (!key) return null;
    return value === this.url(key) || value === this.fullUrl(key) ? key : null;
  }
}

/** `images/<folder>/<yyyy>/<mm>/<uuid>.<ext>`, as ImageService names what it stores. */
const IMAGE_KEY =
  /(images\/[a-z0-9_-]+\/\d{4}\/\d{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|gif|webp))$/;
