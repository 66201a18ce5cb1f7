import { BarcodeFormat, QRCodeReader, Result, ResultPoint, type BinaryBitmap, type BitMatrix, type DecodeHintType } from '@zxing/library';
// Modules of @zxing/library (version pinned) that its index does not export: the detector its
// QRCodeReader uses. The same files as the index's, so one copy in the check-in chunk.
import Detector from '@zxing/library/esm/core/qrcode/detector/Detector';
import type FinderPattern from '@zxing/library/esm/core/qrcode/detector/FinderPattern';
import FinderPatternFinder from '@zxing/library/esm/core/qrcode/detector/FinderPatternFinder';
import FinderPatternInfo from '@zxing/library/esm/core/qrcode/detector/FinderPatternInfo';

/** Candidates considered (most often seen first) and corner triples tried per frame. */
const MAX_CANDIDATES = 12;
const MAX_TRIES = 6;
/** Centres of a version 1 code's finder patterns are 14 modules apart; allow a misjudged module size. */
const MIN_SIDE_MODULES = 10;
/** Finder patterns of one code look about the same size, even at an angle. */
const MAX_SIZE_RATIO = 1.5;

/** Every finder-pattern candidate in the image: every other row scanned, no early stop. */
class AllFinderPatterns extends FinderPatternFinder {
  constructor(image: BitMatrix) {
    super(image, { foundPossibleResultPoint: () => undefined });
  }

  all(): FinderPattern[] {
    const image = this.getImage();
    const rows = image.getHeight();
    const cols = image.getWidth();
    // dark/light/dark/light/dark runs, as zxing's own scan counts them
    const runs = new Int32Array(5);
    for (let i = 0; i < rows; i += 2) {
      runs.fill(0);
      let state = 0;
      for (let j = 0; j < cols; j++) {
        if (image.get(j, i)) {
          if (state % 2 === 1) state++;
          runs[state]++;
        } else if (state % 2 === 1) {
          runs[state]++;
        } else if (state < 4) {
          runs[++state]++;
        } else if (FinderPatternFinder.foundPatternCross(runs) && this.handlePossibleCenter(runs, i, j, false)) {
          runs.fill(0);
          state = 0;
        } else {
          runs.set([runs[2], runs[3], runs[4], 1, 0]);
          state = 3;
        }
      }
      if (FinderPatternFinder.foundPatternCross(runs)) this.handlePossibleCenter(runs, i, cols, false);
    }
    return this.getPossibleCenters();
  }
}

/** zxing's detector from three given finder patterns. */
class CornerDetector extends Detector {
  fromCorners(corners: FinderPattern[]) {
    return this.processFinderPatternInfo(new FinderPatternInfo(corners));
  }
}

/**
 * Triples of candidates shaped like a QR code's corners (bottom-left, top-left, top-right: two
 * equal sides at a right angle), best first.
 */
function cornerTriples(candidates: FinderPattern[]): FinderPattern[][] {
  const pool = [...candidates].sort((a, b) => b.getCount() - a.getCount()).slice(0, MAX_CANDIDATES);
  const scored: { corners: FinderPattern[]; score: number }[] = [];
  for (let a = 0; a < pool.length; a++) {
    for (let b = a + 1; b < pool.length; b++) {
      for (let c = b + 1; c < pool.length; c++) {
        const corners = [pool[a], pool[b], pool[c]];
        const sizes = corners.map((p) => p.getEstimatedModuleSize());
        if (Math.max(...sizes) > MAX_SIZE_RATIO * Math.min(...sizes)) continue;
        ResultPoint.orderBestPatterns(corners);
        const [bottomLeft, topLeft, topRight] = corners;
        const top = ResultPoint.distance(topLeft, topRight);
        const left = ResultPoint.distance(topLeft, bottomLeft);
        const diagonal = ResultPoint.distance(bottomLeft, topRight);
        const moduleSize = (sizes[0] + sizes[1] + sizes[2]) / 3;
        if (Math.min(top, left) < MIN_SIDE_MODULES * moduleSize) continue;
        const score = Math.abs(top - left) / Math.max(top, left) + Math.abs(diagonal ** 2 - top ** 2 - left ** 2) / diagonal ** 2;
        scored.push({ corners, score });
      }
    }
  }
  return scored
    .sort((x, y) => x.score - y.score)
    .slice(0, MAX_TRIES)
    .map((s) => s.corners);
}

/**
 * ZXing's QR reader with a second look at the finder patterns, for the check-in camera.
 *
 * @zxing/library's detector (a port of an older ZXing) scans rows for the 1:1:3:1:1 runs of the
 * three finder patterns, stops as soon as three candidates have been seen twice each and keeps
 * the three seen most often. A code's data often holds look-alikes of those runs, and on a crisp
 * picture (a ticket on a phone screen) they pass the cross-checks, end the scan before the real
 * bottom-left pattern is reached or outvote it, and the code is never found however long the
 * camera looks (about a third of ticket drawings at the ticket page's 7 pixels per module, fewer
 * when smaller; which ones depends on the data and the mask). When the stock reader finds nothing,
 * this one lists every candidate in the frame and decodes from the triples shaped like a QR
 * code's corners; a wrong triple fails error correction and the next is tried.
 */
export class QrReader extends QRCodeReader {
  override decode(image: BinaryBitmap, hints?: Map<DecodeHintType, unknown>): Result {
    try {
      return super.decode(image, hints);
    } catch (error) {
      const matrix = image.getBlackMatrix();
      const detector = new CornerDetector(matrix);
      for (const corners of cornerTriples(new AllFinderPatterns(matrix).all())) {
        try {
          const detected = detector.fromCorners(corners);
          const decoded = this.getDecoder().decodeBitMatrix(detected.getBits(), hints);
          return new Result(decoded.getText(), decoded.getRawBytes(), decoded.getNumBits(), detected.getPoints(), BarcodeFormat.QR_CODE);
        } catch {
          // not these three: the next triple
        }
      }
      // the stock reader's NotFound/Checksum/Format error: the scan loop tries the next frame
      throw error;
    }
  }
}
