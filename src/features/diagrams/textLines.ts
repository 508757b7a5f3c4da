/** A diagram's size in the units of its SVG's viewBox (CSS pixels when drawn at its natural size). */
export interface DiagramSize {
  width: number;
  height: number;
}

/** The lines of a label: Mermaid breaks at <br> (any spelling) and wraps what is between. */
export function labelParts(text: string): string[] {
  return text
    .replace(/^["']|["']$/g, '')
    .split(/<br\s*\/?>/i)
    .map((part) => part.trim());
}

/** How many lines `text` takes, wrapped greedily at spaces to `chars` characters a line. */
export function wrappedLines(text: string, chars: number): number {
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (used > 0 && used + 1 + word.length > chars) {
      lines += 1;
      used = 0;
    }
    // A word longer than a line takes lines of its own.
    const extra = Math.max(0, Math.ceil(word.length / chars) - 1);
    lines += extra;
    used = (used > 0 ? used + 1 : 0) + (extra > 0 ? word.length - extra * chars : word.length);
  }
  return lines;
}

/** How many lines a label takes: its <br> breaks, each part wrapped to `chars` characters a line. */
export function labelLines(text: string, chars: number): number {
  return labelParts(text).reduce((sum, part) => sum + wrappedLines(part, chars), 0);
}
