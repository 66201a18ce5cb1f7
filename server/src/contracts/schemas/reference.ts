import { z } from 'zod';
import { APP_VERSION } from '../api';
import { LANGUAGES, type Language } from '../language';
import { CODE_CHANNELS, oauthProviderDtoSchema } from './auth';
import { isoTime } from './wire';

/*
 * The answers of the bootstrap and reference routes (`/common/*`, `/uploads/images`, `/dev/outbox`).
 * Their TypeScript types are exported by contracts/api.ts (InitDto, AreaNode, UploadDto, OutboxItem),
 * which stays free of zod: the H5 app's first load imports it (issue #25).
 */

const language = z.enum(LANGUAGES as readonly [Language, ...Language[]]);

/** `GET /common/init`. */
export const initDtoSchema = z.object({
  version: z.literal(APP_VERSION),
  versionCode: z.literal(101),
  languages: z.array(
    z.object({
      code: language,
      id: z.literal([1, 2, 3]).meta({ description: 'The `language-id` header’s value for this language.' }),
      name: z.string().meta({ description: 'The language’s name in itself, e.g. `English`.' }),
    }),
  ),
  /** Shelf status. */
  app_type: z.int().meta({ description: 'Shelf status (1: on the shelf).' }),
  theme: z.string().meta({ description: 'The theme colour, e.g. `#FF3E05`.' }),
  currency: z
    .object({ code: z.string(), symbol: z.string() })
    .meta({ description: 'The currency prices are in, the same in every language: `{code: "CNY", symbol: "¥"}`.' }),
  oauthProviders: z.array(oauthProviderDtoSchema),
  __token__: z.string().meta({ description: 'An anti-forgery token bound to the caller’s session (or to guests).' }),
  latest: z
    .object({ version: z.string(), versionCode: z.int().positive() })
    .meta({ description: 'The newest published app version (`APP_LATEST_VERSION`): above `versionCode`, an upgrade is offered.' }),
  stores: z
    .object({
      appStore: z.string().nullable(),
      googlePlay: z.string().nullable(),
      market: z.string().nullable(),
      apk: z.string().nullable(),
    })
    .meta({ description: 'The app’s store pages that are configured (Apple’s App Store, Google Play, Tencent MyApp, a direct APK); null when not.' }),
  mapTiles: z
    .string()
    .nullable()
    .meta({ description: 'The map tile URL template (`{z}/{x}/{y}`) of the location pages; null: they show a venue card with coordinates.' }),
});

/** Province → city → district tree (`GET /common/areas`). */
export const areaNodeSchema = z
  .object({
    code: z.string(),
    name: z.string().meta({ description: 'In the request’s language.' }),
    get children(): z.ZodOptional<z.ZodArray<typeof areaNodeSchema>> {
      return z.array(areaNodeSchema).optional();
    },
  })
  .meta({ id: 'AreaNode' });

/** Uploaded image info. */
export const uploadDtoSchema = z
  .object({
    url: z
      .string()
      .meta({ description: 'The image as the API serves it (a path under `/uploads/`, or the bucket’s URL): what other routes take.' }),
    fullurl: z.string().meta({ description: 'The image as an absolute URL.' }),
  })
  .meta({ id: 'UploadedImage' });

/** `GET /dev/outbox` item (newest last). */
export const outboxItemSchema = z.object({
  to: z.string(),
  channel: z.enum(CODE_CHANNELS),
  body: z.string(),
  createdAt: isoTime(),
});

/** `GET /dev/outbox`: what the console transports "sent", oldest first. */
export const outboxDtoSchema = z.object({ items: z.array(outboxItemSchema) });

/** What `module` and `dir` of an upload may be: a folder name (lower-case letters, digits, `_`, `-`), up to 32 characters. */
export const UPLOAD_FOLDER_RE = /^[a-z0-9_-]{0,32}$/;

/** `POST /uploads/images` (multipart; the handler checks the stream itself). */
export const uploadFormSchema = z.object({
  file: z
    .file()
    .meta({
      description:
        'The image (JPEG, PNG, WebP, GIF, HEIF or AVIF; kept as JPEG unless PNG, WebP or GIF), at most the server’s `UPLOAD_MAX_BYTES`.',
    }),
  module: z.string().regex(UPLOAD_FOLDER_RE).optional().meta({ description: 'The folder it is kept under (`common` when empty).' }),
  dir: z.string().regex(UPLOAD_FOLDER_RE).optional().meta({ description: 'A sub-folder under `module`.' }),
});

/** `POST /me/avatar` (multipart). */
export const avatarFormSchema = z.object({
  file: z.file().meta({ description: 'The picture; it is cropped to a 300×300 JPEG.' }),
});
