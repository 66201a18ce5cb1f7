/**
 * Chromium's fake camera showing a QR code: a Y4M video written at test time, played in a loop
 * by `--use-file-for-fake-video-capture` to every page that asks for a camera.
 *
 * Y4M (YUV4MPEG2) is a one-line text header (`YUV4MPEG2 W<w> H<h> F<num>:<den> Ip A1:1 C420jpeg`)
 * followed by frames, each `FRAME\n` and the raw I420 planes: Y (w×h bytes), then U and V
 * (w/2×h/2 bytes each). A QR code is black and white, so U and V stay 128 (no colour) and Y is
 * dark on the code's modules, light elsewhere.
 */
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';

/** Luma of the dark modules and of the paper: video-range black and white. */
const DARK = 16;
const LIGHT = 235;
/** The QR specification's quiet zone around the code, in modules. */
const QUIET_ZONE = 4;

export interface FakeVideoOptions {
  /** Frame size in pixels (even numbers: the chroma planes are half size). */
  width?: number;
  height?: number;
  /** Frame rate, and how many frames show each of the code's eight drawings. */
  fps?: number;
  framesPerMask?: number;
}

const MASK_PATTERNS = [0, 1, 2, 3, 4, 5, 6, 7] as const;

/** One I420 frame (without its `FRAME` line) showing `text` as a QR code drawn with `maskPattern`. */
function qrCodeFrame(text: string, maskPattern: (typeof MASK_PATTERNS)[number], width: number, height: number): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern });
  const scale = Math.floor(Math.min(width, height) / (modules.size + 2 * QUIET_ZONE));
  if (scale < 2) throw new Error(`a ${modules.size}-module code does not fit a ${width}×${height} frame`);
  const side = modules.size * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, LIGHT);
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (!modules.get(row, col)) continue;
      for (let dy = 0; dy < scale; dy++) {
        const start = (top + row * scale + dy) * width + left + col * scale;
        luma.fill(DARK, start, start + scale);
      }
    }
  }
  return Buffer.concat([luma, Buffer.alloc((width / 2) * (height / 2) * 2, 128)]);
}

/**
 * The Y4M bytes of a video showing `text` as a QR code, centred, as large as fits. The code is
 * drawn with each of QR's eight mask patterns in turn (the same data, different module layouts):
 * zxing's detector misses some crisp computer-drawn codes (for ticket codes about one drawing in
 * five, a different one for each code), and a real camera's ever-changing picture is what gets it
 * past them at the door; cycling the masks gives the scanner readable frames within every loop.
 */
export function qrCodeY4m(text: string, opts: FakeVideoOptions = {}): Buffer {
  const { width = 640, height = 480, fps = 10, framesPerMask = 3 } = opts;
  if (width % 2 || height % 2) throw new Error(`I420 needs even frame sizes, not ${width}×${height}`);
  const frameLine = Buffer.from('FRAME\n', 'ascii');
  const frames = MASK_PATTERNS.flatMap((mask) => {
    const frame = qrCodeFrame(text, mask, width, height);
    return Array.from({ length: framesPerMask }, () => [frameLine, frame]).flat();
  });
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`, 'ascii');
  return Buffer.concat([header, ...frames]);
}

/** Writes the video for `text` to `file` (the path given to {@link fakeCameraArgs}). */
export function writeQrCodeVideo(file: string, text: string, opts?: FakeVideoOptions): void {
  writeFileSync(file, qrCodeY4m(text, opts));
}

/**
 * Chromium switches for a fake camera that plays `file` and is granted without asking. The file
 * is read when a page opens the camera, so it may be written after the browser has started.
 */
export function fakeCameraArgs(file: string): string[] {
  return ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${file}`];
}
