import { type DiagramSize, labelParts, wrappedLines } from './textLines';

/**
 * The size of a Mermaid flowchart, estimated from its source: nodes are put in ranks along the
 * flow (the longest path to each, as Mermaid's layout does), a rank is as deep as its largest node
 * and as wide as its nodes side by side. Constants as measured with Mermaid 11 in Chromium: 16 px
 * labels about 7.5 px a character, wrapped at 200 px; a box 60 px wider and 30 px higher than its
 * text; 50 px between ranks and between nodes (about 58 and 43 px where edges bend). An estimate:
 * the layout engine also shifts nodes to straighten edges, which no count of ranks foresees.
 */

const CHAR_PX = 7.5;
const WRAP_PX = 200;
const LINE_PX = 24;
const BOX_X = 60;
const BOX_Y = 30;
const MARGIN = 16; // 8 px around the drawing
const RANK_GAP = { along: 58, across: 50 }; // left-right flow; top-down: 50 and 74 with labels
const NODE_GAP = { leftRight: 50, topDown: 43 };
const EDGE_LABEL_GAP = 48;
const SUBGRAPH = { along: 44, across: 70 };

interface Node {
  width: number;
  height: number;
}

const edge = /\s*(?:<?-->|<?---|<?-\.->|<?-\.-|<?==>|<?===|--[ox]|-->>)\s*(?:\|([^|]*)\|)?\s*|\s+--\s+(.+?)\s+-->\s+/;
const nodeToken =
  /^([\w.:-]+)\s*(\[\(|\(\(|\[\[|\[\/|\[\\|\(\[|\{\{|\[|\(|\{|>)?(.*?)(\)\]|\)\)|\]\]|\/\]|\\\]|\]\)|\}\}|\]|\)|\})?\s*(?::::\w+)?$/;
const ignored = /^(?:%%|classDef\b|class\b|style\b|linkStyle\b|click\b|direction\b|end$)/;

/** The box of a node whose label is `text` (`shape`: the opening bracket of its definition). */
function nodeBox(text: string, shape: string): Node {
  const parts = labelParts(text || ' ');
  const widest = Math.min(WRAP_PX, Math.max(...parts.map((part) => part.length * CHAR_PX)));
  const lines = parts.reduce((sum, part) => sum + wrappedLines(part, Math.floor(WRAP_PX / CHAR_PX)), 0);
  const textHeight = lines * LINE_PX;
  if (shape === '{' || shape === '{{') {
    const side = widest + textHeight + BOX_Y; // a diamond holds its text in its middle
    return { width: side, height: side };
  }
  return { width: widest + BOX_X, height: textHeight + BOX_Y };
}

/** The estimated size of the flowchart whose header is `header` ("flowchart LR") and whose statements are `lines`. */
export function flowchartSize(header: string, lines: readonly string[]): DiagramSize {
  const leftRight = /\b(LR|RL)\b/.test(header);
  const nodes = new Map<string, Node>();
  const edges: { from: string; to: string; label: string }[] = [];
  let subgraphs = 0;

  const define = (token: string): string[] =>
    token.split('&').map((one) => {
      const match = nodeToken.exec(one.trim());
      const id = match?.[1] ?? one.trim();
      if (match?.[2] || !nodes.has(id)) nodes.set(id, nodeBox(match?.[2] ? (match[3] ?? '') : id, match?.[2] ?? '['));
      return id;
    });

  for (const raw of lines.flatMap((line) => line.split(';'))) {
    const line = raw.trim();
    if (!line || ignored.test(line)) continue;
    if (/^subgraph\b/.test(line)) {
      subgraphs += 1;
      continue;
    }
    const pieces = line.split(edge);
    // split() with two capture groups: token, label, label, token, …
    for (let i = 0; i + 3 < pieces.length; i += 3) {
      const label = (pieces[i + 1] ?? pieces[i + 2] ?? '').trim();
      for (const from of define(pieces[i]!)) for (const to of define(pieces[i + 3]!)) edges.push({ from, to, label });
    }
    if (pieces.length === 1) define(pieces[0]!);
  }

  // Ranks: the longest path to each node (edges against the flow, in a cycle, are left out).
  const rank = new Map([...nodes.keys()].map((id) => [id, 0]));
  for (let pass = 0; pass < nodes.size; pass++) {
    let changed = false;
    for (const { from, to } of edges) {
      if ((rank.get(to) ?? 0) <= (rank.get(from) ?? 0) && (rank.get(from) ?? 0) + 1 < nodes.size) {
        rank.set(to, (rank.get(from) ?? 0) + 1);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const ranks: Node[][] = [];
  for (const [id, node] of nodes) (ranks[rank.get(id) ?? 0] ??= []).push(node);

  // Along the flow: each rank's deepest node, and the gaps between ranks (wider for edge labels).
  const depth = (node: Node) => (leftRight ? node.width : node.height);
  const breadth = (node: Node) => (leftRight ? node.height : node.width);
  let along = 0;
  let across = 0;
  ranks.forEach((members, index) => {
    along += Math.max(...members.map(depth));
    const nodeGap = leftRight ? NODE_GAP.leftRight : NODE_GAP.topDown;
    across = Math.max(across, members.reduce((sum, node) => sum + breadth(node), 0) + nodeGap * (members.length - 1));
    if (index === ranks.length - 1) return;
    const labels = edges.filter((link) => rank.get(link.from) === index && link.label).map((link) => link.label);
    if (leftRight) {
      const widest = Math.max(0, ...labels.map((label) => Math.min(WRAP_PX, label.length * CHAR_PX)));
      along += labels.length > 0 ? widest + EDGE_LABEL_GAP : RANK_GAP.along;
    } else {
      // Top-down, a label sits in the gap below the rank, as wide as its text.
      along += RANK_GAP.across + (labels.length > 0 ? LINE_PX : 0);
      for (const label of labels) across = Math.max(across, Math.min(WRAP_PX, label.length * CHAR_PX));
    }
  });
  if (subgraphs > 0) {
    along += SUBGRAPH.along * subgraphs;
    across += SUBGRAPH.across;
  }
  const [width, height] = leftRight ? [along, across] : [across, along];
  return { width: Math.round(width + MARGIN), height: Math.round(height + MARGIN) };
}
