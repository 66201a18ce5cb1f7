import QRCode from 'qrcode';

export const POSTER_WIDTH = 750;
export const POSTER_HEIGHT = 1200;

export interface PosterContent {
  cover: string | null;
  title: string;
  photographer: string;
  /** e.g. "Rank 4 · 3 votes to reach rank 3" */
  rankLine: string;
  /** e.g. "Scan to vote for this photo" */
  callToAction: string;
  contestTitle: string;
  link: string;
}

function loadImage(src: string): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** Draws `img` to fill the box (centre crop). */
function drawCover(ctx: CanvasRenderingContext2D, img: HTMLImageElement, x: number, y: number, w: number, h: number): void {
  const scale = Math.max(w / img.naturalWidth, h / img.naturalHeight);
  const sw = w / scale;
  const sh = h / scale;
  ctx.drawImage(img, (img.naturalWidth - sw) / 2, (img.naturalHeight - sh) / 2, sw, sh, x, y, w, h);
}

/** Breaks `text` into at most `maxLines` lines of `maxWidth` (CJK-friendly: per character). */
export function wrapText(measure: (s: string) => number, text: string, maxWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const ch of Array.from(text)) {
    if (measure(line + ch) > maxWidth && line) {
      lines.push(line);
      line = ch.trimStart();
      if (lines.length === maxLines) break;
    } else {
      line += ch;
    }
  }
  if (lines.length < maxLines && line) lines.push(line);
  else if (lines.length === maxLines && line) {
    const last = lines[maxLines - 1] ?? '';
    lines[maxLines - 1] = `${Array.from(last).slice(0, -1).join('')}…`;
  }
  return lines;
}

/**
 * The share poster: the cover (a sea gradient when it cannot be loaded), the title, the
 * photographer, the entry's rank line and a QR code of the canvass link. Returns a PNG data URL.
 */
export async function drawPoster(canvas: HTMLCanvasElement, content: PosterContent): Promise<string> {
  canvas.width = POSTER_WIDTH;
  canvas.height = POSTER_HEIGHT;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  const font = '"PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", system-ui, sans-serif';

  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, POSTER_WIDTH, POSTER_HEIGHT);

  const coverH = 640;
  const sea = ctx.createLinearGradient(0, 0, 0, coverH);
  sea.addColorStop(0, '#0a5aa6');
  sea.addColorStop(1, '#003a6b');
  ctx.fillStyle = sea;
  ctx.fillRect(0, 0, POSTER_WIDTH, coverH);
  const img = content.cover ? await loadImage(content.cover) : null;
  if (img) drawCover(ctx, img, 0, 0, POSTER_WIDTH, coverH);

  // a shaded band over the cover for the contest name
  const band = ctx.createLinearGradient(0, 0, 0, 140);
  band.addColorStop(0, 'rgba(0,0,0,0.55)');
  band.addColorStop(1, 'rgba(0,0,0,0)');
  ctx.fillStyle = band;
  ctx.fillRect(0, 0, POSTER_WIDTH, 140);
  ctx.fillStyle = '#ffffff';
  ctx.font = `600 30px ${font}`;
  ctx.textBaseline = 'top';
  ctx.fillText(content.contestTitle, 40, 36, POSTER_WIDTH - 80);

  let y = coverH + 36;
  ctx.fillStyle = '#1f1f1f';
  ctx.font = `700 44px ${font}`;
  for (const line of wrapText((s) => ctx.measureText(s).width, content.title, POSTER_WIDTH - 80, 2)) {
    ctx.fillText(line, 40, y);
    y += 58;
  }
  ctx.fillStyle = '#595959';
  ctx.font = `400 28px ${font}`;
  ctx.fillText(content.photographer, 40, y + 4, POSTER_WIDTH - 80);
  y += 56;
  ctx.fillStyle = '#c73000';
  ctx.font = `700 32px ${font}`;
  for (const line of wrapText((s) => ctx.measureText(s).width, content.rankLine, POSTER_WIDTH - 80, 2)) {
    ctx.fillText(line, 40, y);
    y += 44;
  }

  const qrSize = 220;
  const qrY = POSTER_HEIGHT - qrSize - 50;
  const qr = document.createElement('canvas');
  await QRCode.toCanvas(qr, content.link, { width: qrSize, margin: 1, errorCorrectionLevel: 'M' });
  ctx.drawImage(qr, POSTER_WIDTH - qrSize - 40, qrY, qrSize, qrSize);

  ctx.fillStyle = '#1f1f1f';
  ctx.font = `600 30px ${font}`;
  const textW = POSTER_WIDTH - qrSize - 110;
  let ty = qrY + 40;
  for (const line of wrapText((s) => ctx.measureText(s).width, content.callToAction, textW, 3)) {
    ctx.fillText(line, 40, ty);
    ty += 42;
  }
  ctx.fillStyle = '#767676';
  ctx.font = `400 20px ${font}`;
  for (const line of wrapText((s) => ctx.measureText(s).width, content.link, textW, 3)) {
    ctx.fillText(line, 40, ty + 10);
    ty += 28;
  }
  return canvas.toDataURL('image/png');
}
