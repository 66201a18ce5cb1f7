import { ResponseCode, type UploadDto } from '@contracts/api';
import { api, installedApiUi, TOAST_MS, type ApiClient, type ApiUi } from '@client/lib/api-client';

/** SPEC §5: the uploader's guard message for a non-array argument (a programming error). */
export const UPLOAD_NOT_ARRAY_MESSAGE = 'the parameter must be an array';
export const UPLOAD_PATH = '/uploads/images';
/** SPEC §9: upload time-out. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export type UploadOptions = {
  /** called once, after the last file, with every successful result (SPEC §4 step 5) */
  onComplete?: (results: UploadDto[]) => void;
  /** called after each file, for progress displays */
  onProgress?: (done: number, total: number) => void;
  path?: string;
  /** injected in tests */
  client?: Pick<ApiClient, 'request'>;
  ui?: Pick<ApiUi, 'toast' | 'showLoading' | 'hideLoading'>;
};

function isUpload(data: unknown): data is UploadDto {
  return !!data && typeof data === 'object' && typeof (data as UploadDto).url === 'string';
}

/**
 * The SPEC §4 image-upload flow: a loading indicator titled 'uploading', the files go up one at a
 * time in order as multipart (`file`, empty `module` and `dir`, `user-token` header added by the
 * client), a failed file toasts and the flow continues, and one completion gets all successes.
 */
export async function uploadImages(files: File[], opts: UploadOptions = {}): Promise<UploadDto[]> {
  if (!Array.isArray(files)) throw new TypeError(UPLOAD_NOT_ARRAY_MESSAGE);
  const client = opts.client ?? api;
  const ui = opts.ui ?? installedApiUi();
  const results: UploadDto[] = [];
  ui.showLoading({ key: 'upload.uploading' });
  try {
    for (let i = 0; i < files.length; i += 1) {
      const file = files[i] as File;
      const form = new FormData();
      form.append('file', file, file.name);
      form.append('module', '');
      form.append('dir', '');
      try {
        const envelope = await client.request<UploadDto>(opts.path ?? UPLOAD_PATH, {
          method: 'POST',
          body: form,
          loading: false,
          quiet: true,
          timeoutMs: UPLOAD_TIMEOUT_MS,
        });
        if (envelope.code === ResponseCode.OK && isUpload(envelope.data)) {
          results.push({ ...envelope.data });
        } else {
          ui.toast({ key: 'upload.failed' }, TOAST_MS);
        }
      } catch {
        ui.toast({ key: 'upload.failed' }, TOAST_MS);
      }
      opts.onProgress?.(i + 1, files.length);
    }
  } finally {
    ui.hideLoading();
  }
  opts.onComplete?.(results);
  return results;
}
