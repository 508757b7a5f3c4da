/** Width of the light border around the code, in modules (the QR specification asks for four). */
export const QUIET_ZONE = 4;

/**
 * One SVG path that draws every dark module as a 1×1 square, offset by the quiet zone, so the
 * code needs a viewBox of (size + 2 × QUIET_ZONE) units.
 */
export function qrPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((cells, row) => {
    let col = 0;
    while (col < cells.length) {
      if (!cells[col]) {
        col += 1;
        continue;
      }
      // Merge a run of dark modules in a row into one rectangle to keep the path short.
      const start = col;
      while (col < cells.length && cells[col]) col += 1;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  });
  return parts.join('');
}
