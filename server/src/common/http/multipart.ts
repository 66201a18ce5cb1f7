import type { FastifyRequest } from 'fastify';
import { AppException } from '@server/common/errors/app.exception';

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/** Reads one multipart `file` plus its text fields; too large a file is refused with the limit in MB. */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!req.isMultipart()) throw AppException.fail('upload.no_file');
  const fields: Record<string, string> = {};
  let file: { buffer: Buffer; filename: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 } })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        if (part.fieldname === 'file') file = { buffer, filename: part.filename };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    // Two decimals, rounded down (never overstating): a 100 KB limit reads 0.09, not 0.
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw AppException.fail('upload.too_large', { mb: Math.floor((maxBytes / 1048576) * 100) / 100 });
    if (code?.startsWith('FST_')) throw AppException.fail('upload.bad_field');
    throw err;
  }
  if (!file || file.buffer.length === 0) throw AppException.fail('upload.no_file');
  return { ...file, fields };
}
