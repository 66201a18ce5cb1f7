import type { QRCodeRenderersOptions } from 'qrcode';

/** CSS size of the QR on the ticket page, the one shown at the door. */
export const TICKET_QR_DOOR_SIZE = 260;

/**
 * How the wallet draws a ticket's QR code `size` CSS pixels wide: error correction M, a
 * one-module margin, twice the pixels for sharp screens. The check-in scanner's tests and the
 * fake camera draw the same picture from these options.
 */
export function ticketQrOptions(size: number): QRCodeRenderersOptions {
  return { errorCorrectionLevel: 'M', margin: 1, width: size * 2 };
}
