/**
 * The wallet's ticket QR, pixel for pixel, is read by the check-in camera's reader — for every
 * mask pattern and at the wallet's sizes. Both features meet here (features never import each
 * other). The pictures are the wallet's own (`walletQrPixels`, shared with the fake camera).
 */
import { bytesToBase64Url, TICKET_CODE_PREFIX, type TicketCodePayload } from '@contracts/schemas/commerce';
import { ed25519 } from '@noble/curves/ed25519.js';
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource, type Reader } from '@zxing/library';
import type { QRCodeMaskPattern } from 'qrcode';
import { QrReader } from '@client/features/commerce/checkin/utils/qr-reader';
import { TICKET_QR_DOOR_SIZE } from '@client/features/commerce/tickets/utils/ticket-qr-options';
import { walletQrPixels, type QrPixels } from '../../e2e/fake-camera';

/** A small deterministic generator, so a failure names a drawing that fails again. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) =>
    Uint8Array.from({ length: n }, () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state >>> 24;
    });
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const uuid = (bytes: Uint8Array) => hex(bytes).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');

/** Ticket codes shaped like the server's (`RL1.<payload>.<signature>`, see TicketCodec). */
function ticketCodes(count: number): string[] {
  const random = generator(20251);
  const secret = random(32);
  return Array.from({ length: count }, (_, i) => {
    const from = 1_760_000_000 + i * 86_400;
    const payload: TicketCodePayload = {
      t: uuid(random(16)),
      e: uuid(random(16)),
      v: from,
      x: from + 8 * 3600,
      n: bytesToBase64Url(random(16)),
      k: bytesToBase64Url(random(6)),
    };
    const head = `${TICKET_CODE_PREFIX}.${bytesToBase64Url(new TextEncoder().encode(JSON.stringify(payload)))}`;
    return `${head}.${bytesToBase64Url(ed25519.sign(new TextEncoder().encode(head), secret))}`;
  });
}

/** Luma of the picture, optionally shrunk `factor` times by averaging (a camera further away). */
function luminance({ size, rgba }: QrPixels, factor = 1) {
  const side = Math.floor(size / factor);
  const out = new Uint8ClampedArray(side * side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const p = ((y * factor + dy) * size + x * factor + dx) * 4;
          sum += 0.299 * rgba[p] + 0.587 * rgba[p + 1] + 0.114 * rgba[p + 2];
        }
      }
      out[y * side + x] = sum / factor ** 2;
    }
  }
  return { side, out };
}

function read(reader: Reader, picture: { side: number; out: Uint8ClampedArray }): string | null {
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(picture.out, picture.side, picture.side)));
  try {
    return reader.decode(bitmap).getText();
  } catch {
    return null;
  }
}

const MASKS: (QRCodeMaskPattern | undefined)[] = [undefined, 0, 1, 2, 3, 4, 5, 6, 7];
/** The wallet list's card and the ticket page, that one also seen from twice as far. */
const VIEWS = [
  { size: 168, factors: [1] },
  { size: TICKET_QR_DOOR_SIZE, factors: [1, 2] },
];

describe('ticket QR codes from the wallet at the check-in camera', () => {
  // drawing is slow in jest's sandbox (Math.floor per pixel): a few codes, every way they are drawn
  it('are all read, whatever mask the code was drawn with', async () => {
    const codes = ticketCodes(6);
    const scanner = new QrReader();
    const stock = new QRCodeReader();
    const missed: string[] = [];
    let stockMissed = 0;
    let pictures = 0;
    for (const [i, code] of codes.entries()) {
      for (const mask of MASKS) {
        for (const { size, factors } of VIEWS) {
          const drawn = await walletQrPixels(code, size, mask);
          for (const factor of factors) {
            const picture = luminance(drawn, factor);
            pictures++;
            if (read(scanner, picture) !== code) missed.push(`code ${i}, mask ${mask ?? 'auto'}, size ${size}, 1/${factor}`);
            if (read(stock, picture) !== code) stockMissed++;
          }
        }
      }
    }
    expect(missed).toEqual([]);
    // zxing's own reader misses a good share of these very pictures (about one in five when this
    // was written). Should a new @zxing/library read them all, QrReader's fallback can go.
    expect(stockMissed).toBeGreaterThan(pictures / 20);
  });
});
