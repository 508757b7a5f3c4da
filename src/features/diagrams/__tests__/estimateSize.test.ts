import { describe, expect, it } from 'vitest';
import { estimateDiagramSize } from '../estimateSize';
import { labelLines, wrappedLines } from '../textLines';

/**
 * Sizes as Mermaid 11.17 drew these diagrams in Chromium on a built page of this site (viewBox
 * width and height). Sequence diagrams follow fixed constants, so their estimate is exact here;
 * flowcharts depend on the layout engine, so theirs is held within 20 %.
 */
const within = (actual: number, expected: number, share: number) =>
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(expected * share);

describe('estimateDiagramSize: sequence diagrams', () => {
  it('gives each participant 190 px and each one-line message 48 px', () => {
    const messages = (count: number) => Array.from({ length: count }, () => '  A->>B: go').join('\n');
    expect(estimateDiagramSize(`sequenceDiagram\n  participant A\n  participant B\n${messages(4)}`)).toEqual({
      width: 440,
      height: 363,
    });
    expect(estimateDiagramSize(`sequenceDiagram\n  A->>B: go\n  B->>C: go`)).toEqual({ width: 630, height: 267 });
  });

  it('counts wrapped lines, notes, self-messages and blocks (the docs’ own diagrams)', () => {
    // docs/bill/Management/CustomerCardOptions.mdx: two messages wrap to two lines.
    const wallet = `sequenceDiagram
  participant C as Customer
  participant P as POS
  participant E as EFR
  participant W as Wallet
  C->>P: shows card
  P->>E: POST /register with XID and Ctm.CN
  E-->>P: OK, fiscal data to print
  E->>W: receipt via the Cloud, to the card
  W-->>C: new receipt in My Companies`;
    expect(estimateDiagramSize(wallet)).toEqual({ width: 820, height: 449 });
    // docs/efr/api/index.mdx: an opt block, a note, self-messages, an asynchronous message.
    const api = `sequenceDiagram
  participant POS
  participant EFR
  participant DEV as Fiscal device or service
  participant CLOUD as Acme Cloud
  POS->>EFR: POST /cfg with company data, at start-up
  EFR-->>POS: Res, RC OK
  opt Germany only
    POS->>EFR: POST /register with TraS at the first item
    EFR->>DEV: start TSE transaction
    EFR-->>POS: TraSC with TID
  end
  Note over POS: items and payments are complete
  POS->>EFR: POST /register with Tra
  EFR->>EFR: validate
  EFR->>DEV: sign or register
  DEV-->>EFR: signature or identifier
  EFR->>EFR: write journal
  EFR-->>POS: TraC with Result and Fis
  POS->>POS: print receipt including Fis
  EFR--)CLOUD: journal upload, asynchronous`;
    expect(estimateDiagramSize(api)).toEqual({ width: 820, height: 1078 });
  });

  it('widens the diagram for a note beside the last participant', () => {
    expect(estimateDiagramSize('sequenceDiagram\n  A->>B: go\n  Note right of B: later')).toEqual({
      width: 535,
      height: 266,
    });
  });
});

describe('estimateDiagramSize: flowcharts', () => {
  it('lays nodes out in ranks along the flow', () => {
    // Measured 403 × 70 (left to right) and 112 × 278 (top down).
    const chain = 'N0[node] --> N1[node]\n  N1[node] --> N2[node]';
    within(estimateDiagramSize(`flowchart LR\n  ${chain}`)!.width, 403, 0.05);
    within(estimateDiagramSize(`flowchart TD\n  ${chain}`)!.height, 278, 0.05);
    // Five leaves beside each other: 239 × 486 left to right.
    const fan = Array.from({ length: 5 }, (_, i) => `  A[root] --> B${i}[leaf]`).join('\n');
    within(estimateDiagramSize(`flowchart LR\n${fan}`)!.height, 486, 0.05);
  });

  it('estimates the docs’ architecture diagrams within 20 %', () => {
    // docs/efr/architecture.mdx, "Local server installation": drawn 928 × 337.
    const server = `flowchart LR
  POS1[Till 1] -->|LAN IP:5618| EFR
  POS2[Till 2] -->|LAN IP:5618| EFR
  POS3[Till 3] -->|LAN IP:5618| EFR
  subgraph server [Shop server]
    EFR[EFR<br/>one sub-client per TL/TT]
  end
  EFR --> DEV[Shared fiscal device<br/>LAN sign server, network TSE,<br/>remote signature]
  EFR -.->|HTTPS 443| CLOUD[(Acme Cloud)]`;
    const size = estimateDiagramSize(server)!;
    within(size.width, 928, 0.2);
    within(size.height, 337, 0.2);
    // "Choosing a variant": a top-down decision tree, drawn 737 × 1147.
    const choose = `flowchart TD
  A{Does the POS run in the cloud?} -->|yes| CL[Cloud EFR]
  A -->|no| B{Are documents created centrally<br/>by an ERP or PMS?}
  B -->|yes| CE[Central installation]
  B -->|no| C{Does each till have its own<br/>fiscal device or work alone?}
  C -->|yes| LO[Local installation]
  C -->|no| LS[Local server installation]`;
    within(estimateDiagramSize(choose)!.height, 1147, 0.2);
  });

  it('reads graph, front matter and comments', () => {
    expect(estimateDiagramSize('---\ntitle: T\n---\n%% a comment\ngraph LR\n  A --> B')).not.toBeNull();
  });
});

describe('estimateDiagramSize: other kinds', () => {
  it('holds no place for a kind it does not know', () => {
    expect(estimateDiagramSize('classDiagram\n  class A')).toBeNull();
    expect(estimateDiagramSize('')).toBeNull();
  });
});

describe('line counts', () => {
  it('wraps at spaces, and a word longer than a line takes lines of its own', () => {
    expect(wrappedLines('send the signed request', 10)).toBe(3);
    expect(wrappedLines('abcdefghijklmnopqrstuvwxy', 10)).toBe(3);
    expect(wrappedLines('', 10)).toBe(1);
  });

  it('breaks a label at each <br>', () => {
    expect(labelLines('Shared fiscal device<br/>LAN sign server<br>remote', 30)).toBe(3);
  });
});
