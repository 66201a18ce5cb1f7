import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { IMAGE_WIDTHS } from '@contracts/image-sizes';
import { StorageService } from './storage';

/** Files on local disk under UPLOAD_DIR, served by the app at /uploads/. */
export class LocalStorageService extends StorageService {
  readonly driver = 'local';
  readonly root: string;

  constructor(
    root: string,
    private readonly publicUrl: string,
  ) {
    super();
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, path); // never a half-written file under the real name
  }

  /** The upload and its narrower copies (infra/images/renditions.ts), so a deleted picture is served no more. */
  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await Promise.all(IMAGE_WIDTHS.map((w) => rm(this.pathOf(`.sizes/w${w}/${key}.webp`), { force: true })));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  url(key: string): string {
    return `/uploads/${key}`;
  }

  fullUrl(key: string): string {
    return `${this.publicUrl.replace(/\/$/, '')}${this.url(key)}`;
  }

  private pathOf(key: string) {
    const path = resolve(join(this.root, key));
    if (!path.startsWith(this.root + '/')) throw new Error('invalid storage key');
    return path;
  }
}
