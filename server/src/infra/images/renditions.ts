import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from '@nestjs/common';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { IMAGE_WIDTHS, SIZABLE_KEY, type ImageWidth } from '@contracts/image-sizes';

/** Narrower copies are WebP: about a third of a JPEG of the same picture at the same look. */
const WEBP = { quality: 72, effort: 4 } as const;
const MAX_PIXELS = 40_000_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `GET /uploads/size/w{400|800|1200}/<key>` (issue #25; contracts/image-sizes.ts): the upload at
 * that width at most (never enlarged), as WebP, made on first request from the stored upload and
 * kept beside it under `<UPLOAD_DIR>/.sizes/` (a dot-folder the static route never serves), so each
 * copy is made once per instance however many ask at the same moment. Upload keys are random and an
 * upload never changes, so the copy is cached for a year. A width not in the list or a key that is
 * not a still picture is a 404; an upload that is gone is a 404; one that cannot be read as a
 * picture sends the browser to the upload itself. Local storage only: with S3 the pictures come
 * from the bucket's own host and the client asks for them as they are (docs/SCALING.md).
 */
export function registerImageRenditions(app: NestFastifyApplication, uploadDir: string): void {
  const root = resolve(uploadDir);
  const logger = new Logger('ImageRenditions');
  const making = new Map<string, Promise<Buffer | undefined>>();

  const make = async (width: ImageWidth, key: string, out: string): Promise<Buffer | undefined> => {
    let source: Buffer;
    try {
      source = await readFile(join(root, key));
    } catch {
      return undefined; // no such upload
    }
    const data = await sharp(source, { limitInputPixels: MAX_PIXELS }).resize({ width, withoutEnlargement: true }).webp(WEBP).toBuffer();
    await mkdir(dirname(out), { recursive: true });
    const tmp = `${out}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, out); // a reader never sees half a file
    return data;
  };

  app
    .getHttpAdapter()
    .getInstance()
    .get<{ Params: { width: string; '*': string } }>('/uploads/size/:width/*', async (req, reply) => {
      const width = Number(/^w(\d+)$/.exec(req.params.width)?.[1]) as ImageWidth;
      const key = req.params['*'];
      if (!IMAGE_WIDTHS.includes(width) || !SIZABLE_KEY.test(key)) return reply.callNotFound(); // the app's 404: the envelope, as for any missing file
      const out = join(root, '.sizes', `w${width}`, `${key}.webp`);
      let data: Buffer | undefined = await readFile(out).catch(() => undefined);
      if (!data) {
        let pending = making.get(out);
        if (!pending) {
          pending = make(width, key, out).finally(() => making.delete(out));
          making.set(out, pending);
        }
        try {
          data = await pending;
        } catch (err) {
          logger.warn({ err: err instanceof Error ? err.message : String(err), key, width }, 'a narrower copy could not be made');
          return reply.redirect(`/uploads/${key}`, 302);
        }
        if (!data) return reply.callNotFound(); // the app's 404: the envelope, as for any missing file
      }
      return reply.header('cache-control', IMMUTABLE).type('image/webp').send(data);
    });
}
