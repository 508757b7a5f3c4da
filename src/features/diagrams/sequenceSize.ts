import { type DiagramSize, labelLines } from './textLines';

/**
 * The size of a Mermaid sequence diagram, estimated from its source with the layout constants of
 * Mermaid 11 under this site's settings (config/mermaid.ts: messages wrap, 40 px between
 * participants), as measured in Chromium: participants 150 px wide, 40 px apart, 50 px margins;
 * a one-line message 48 px high and each further line 19 px. Text wraps by characters per line,
 * which depend on the font a reader's system has, so the figures are an estimate, never a promise.
 */

const PARTICIPANT_STEP = 190; // width 150 + actorMargin 40
const SIDE_MARGINS = 60; // 2 × 50 margin, less the one actorMargin the last participant does not have
const FRAME_HEIGHT = 171; // both rows of participant boxes and the margins
const MESSAGE = 48;
const MESSAGE_LINE = 19;
const SELF_MESSAGE = 78; // the loop back to the participant
const SELF_CHARS = 18;
const NOTE = 30;
const NOTE_LINE = 17;
const NOTE_CHARS = 15; // a note over one participant; 10 more for each further one it spans
const NOTE_BESIDE = 95; // a note left of the first or right of the last participant widens the diagram
const BLOCK = 55; // loop, opt, alt, par, critical, break: the label row
const BLOCK_SECTION = 45; // else, and, option
const RECT = 30;
/** Characters of a 16 px message on one line per pixel of the space between its participants. */
const MESSAGE_CHAR_PX = 6.3;
const MESSAGE_PADDING = 20;

const participantLine = /^(?:create\s+)?(?:participant|actor)\s+(\S+?)(?:\s+as\s+.*)?$/i;
const messageLine = /^(.+?)\s*(?:<<)?-{1,2}(?:>>|>|x|\))\s*[+-]?\s*(.+?)\s*:(.*)$/;
const noteLine = /^note\s+(left of|right of|over)\s+([^:]+):(.*)$/i;
const blockLine = /^(loop|opt|alt|par|critical|break|rect)\b/i;
const sectionLine = /^(else|and|option)\b/i;

/** The estimated size of the sequence diagram `source` (its lines after `sequenceDiagram`). */
export function sequenceSize(lines: readonly string[]): DiagramSize {
  const participants: string[] = [];
  const index = (name: string): number => {
    const id = name.trim();
    if (!participants.includes(id)) participants.push(id);
    return participants.indexOf(id);
  };
  const steps: ((count: number) => number)[] = [];
  let beside = 0;

  for (const line of lines) {
    const participant = participantLine.exec(line);
    if (participant) {
      index(participant[1]!);
      continue;
    }
    const note = noteLine.exec(line);
    if (note) {
      const over = note[2]!.split(',').map(index);
      const span = Math.max(...over) - Math.min(...over) + 1;
      const chars = NOTE_CHARS + 10 * (span - 1);
      const text = note[3]!;
      const where = note[1]!.toLowerCase();
      steps.push((count) => {
        if (where === 'right of' && Math.max(...over) === count - 1) beside = NOTE_BESIDE;
        if (where === 'left of' && Math.min(...over) === 0) beside = NOTE_BESIDE;
        return NOTE + NOTE_LINE * labelLines(text, chars);
      });
      continue;
    }
    const message = messageLine.exec(line);
    if (message) {
      const [from, to] = [index(message[1]!), index(message[2]!)];
      const text = message[3]!;
      if (from === to) {
        steps.push(() => SELF_MESSAGE + MESSAGE_LINE * (labelLines(text, SELF_CHARS) - 1));
      } else {
        const space = Math.abs(to - from) * PARTICIPANT_STEP - MESSAGE_PADDING;
        const chars = Math.max(1, Math.floor(space / MESSAGE_CHAR_PX));
        steps.push(() => MESSAGE + MESSAGE_LINE * (labelLines(text, chars) - 1));
      }
      continue;
    }
    const block = blockLine.exec(line);
    if (block) steps.push(() => (block[1]!.toLowerCase() === 'rect' ? RECT : BLOCK));
    else if (sectionLine.test(line)) steps.push(() => BLOCK_SECTION);
  }

  const count = Math.max(participants.length, 1);
  const height = steps.reduce((sum, step) => sum + step(count), FRAME_HEIGHT);
  return { width: SIDE_MARGINS + PARTICIPANT_STEP * count + beside, height };
}
