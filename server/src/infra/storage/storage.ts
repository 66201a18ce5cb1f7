/** Where uploaded files live. Keys look like `images/avatar/2026/11/<uuid>.jpg`. */
export abstract class StorageService {
  abstract readonly driver: string;
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  abstract delete(key: string): Promise<void>;
  /** URL a browser of this site can use (relative for local files). */
  abstract url(key: string): string;
  /** Absolute URL. */
  abstract fullUrl(key: string): string;
}
