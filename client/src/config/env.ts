import { z } from 'zod';

const envSchema = z.object({
  /** API base path; the server and the Vite proxy serve it at /api/v1 */
  apiBase: z.string().startsWith('/').default('/api/v1'),
  /** SPEC §9 */
  appVersion: z.string().default('1.0.1'),
  appVersionCode: z.coerce.number().int().default(101),
  mode: z.string().default('production'),
});

export type Env = z.infer<typeof envSchema>;

/** Build-time configuration, validated once. */
export const env: Env = envSchema.parse({
  apiBase: import.meta.env.VITE_API_BASE || undefined,
  appVersion: import.meta.env.VITE_APP_VERSION || undefined,
  appVersionCode: import.meta.env.VITE_APP_VERSION_CODE || undefined,
  mode: import.meta.env.MODE,
});
