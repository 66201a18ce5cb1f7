/**
 * Chromium's fake camera showing a ticket's QR code as the wallet draws it: a Y4M video written
 * at test time, played in a loop by `--use-file-for-fake-video-capture` to every page that asks
 * for a camera.
 *
 * Y4M (YUV4MPEG2) is a one-line text header (`YUV4MPEG2 W<w> H<h> F<num>:<den> Ip A1:1 C420jpeg`)
 * followed by frames, each `FRAME\n` and the raw I420 planes: Y (w×h bytes), then U and V
 * (w/2×h/2 bytes each). A QR code is black and white, so U and V stay 128 (no colour) and Y is
 * the picture's luma.
 */
import { writeFileSync } from 'node:fs';
import QRCode, { type QRCodeMaskPattern } from 'qrcode';
import { TICKET_QR_DOOR_SIZE, ticketQrOptions } from '@client/features/commerce/tickets/utils/ticket-qr-options';

/** The wallet's QR picture: `size`×`size` RGBA pixels. */
export interface QrPixels {
  size: number;
  rgba: ArrayLike<number>;
}

/**
 * The pixels of a ticket's QR code exactly as the wallet draws it (`TicketQr`): `qrcode` renders
 * into a canvas and the wallet shows that canvas as a PNG; here the same renderer draws into a
 * stand-in canvas that keeps the pixels. `size` is the CSS size the wallet shows it at;
 * `maskPattern` overrides the mask `qrcode` picks for the data (tests try all eight).
 */
export async function walletQrPixels(code: string, size = TICKET_QR_DOOR_SIZE, maskPattern?: QRCodeMaskPattern): Promise<QrPixels> {
  let drawn: QrPixels | undefined;
  const context = {
    // a plain array: typed arrays are many times slower in jest's sandbox
    createImageData: (width: number, height: number) => ({ width, height, data: new Array<number>(width * height * 4).fill(0) }),
    clearRect: () => undefined,
    putImageData: (image: { width: number; data: number[] }) => {
      drawn = { size: image.width, rgba: image.data };
    },
  };
  await QRCode.toCanvas({ width: 0, height: 0, style: {}, getContext: () => context }, code, { ...ticketQrOptions(size), maskPattern });
  if (!drawn) throw new Error('qrcode drew nothing');
  return drawn;
}

/** Video-range luma of an sRGB pixel: black 16, white 235. */
function luma(r: number, g: number, b: number): number {
  return Math.round(16 + (219 * (0.299 * r + 0.587 * g + 0.114 * b)) / 255);
}
const PAPER = 235;

export interface FakeVideoOptions {
  /** Frame size in pixels (even numbers: the chroma planes are half size). */
  width?: number;
  height?: number;
  /** CSS size the wallet shows the QR at (the ticket page's by default), drawn at its own pixels. */
  qrSize?: number;
}

/**
 * The Y4M bytes of a video showing `code` as the ticket page shows it, pixel for pixel, centred
 * on white: one still frame, looped by Chromium.
 */
export async function walletQrY4m(code: string, opts: FakeVideoOptions = {}): Promise<Buffer> {
  const { width = 720, height = 576, qrSize = TICKET_QR_DOOR_SIZE } = opts;
  if (width % 2 || height % 2) throw new Error(`I420 needs even frame sizes, not ${width}×${height}`);
  const { size, rgba } = await walletQrPixels(code, qrSize);
  if (size > width || size > height) throw new Error(`a ${size}-pixel code does not fit a ${width}×${height} frame`);
  const left = Math.floor((width - size) / 2);
  const top = Math.floor((height - size) / 2);
  const y = Buffer.alloc(width * height, PAPER);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      const p = (row * size + col) * 4;
      y[(top + row) * width + left + col] = luma(rgba[p], rgba[p + 1], rgba[p + 2]);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  return Buffer.concat([header, Buffer.from('FRAME\n', 'ascii'), y, Buffer.alloc((width / 2) * (height / 2) * 2, 128)]);
}

/** Writes the video for `code` to `file` (the path given to {@link fakeCameraArgs}). */
export async function writeWalletQrVideo(file: string, code: string, opts?: FakeVideoOptions): Promise<void> {
  writeFileSync(file, await walletQrY4m(code, opts));
}

/**
 * Chromium switches for a fake camera that plays `file` and is granted without asking. The file
 * is read when a page opens the camera, so it may be written after the browser has started.
 */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
