/**
 * One operation of the OpenAPI description as <ApiOperation> renders it: prepared at build time by
 * src/plugins/openapi-reference (references resolved, Markdown parsed, examples formatted), so the
 * page carries this data only, never the description or a Markdown parser.
 */

/** Inline Markdown, reduced to what the descriptions use. */
export type Inline =
  | { type: 'text'; value: string }
  | { type: 'code'; value: string }
  | { type: 'link'; url: string; children: Inline[] }
  | { type: 'strong' | 'emphasis'; children: Inline[] };

/** A Markdown text as paragraphs of inline content. */
export type Paragraphs = Inline[][];

/** A section of an API page, e.g. `{ label: 'ESR header', href: '/efr/api#esr-header' }`. */
export interface Section {
  label: string;
  href: string;
}

export interface Parameter {
  name: string;
  /** "query", "path" or "header". */
  in: string;
  required: boolean;
  type: string;
  description: Paragraphs;
  example?: string;
}

/** One property of a body, one level deep; nested objects link to the section that describes them. */
export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: Paragraphs;
  /** The page section that describes the field's object type. */
  section?: Section;
}

export interface Example {
  title: string;
  /** Prism language of the code block: json, text, … */
  language: string;
  code: string;
  /** Its Prism tokens, made at build time (src/plugins/code-tokens); the code block draws them. */
  tokens?: string;
}

export interface Body {
  description: Paragraphs;
  mediaTypes: string[];
  /** The body's root element (`Tra`, `Cfg`), when the fields listed are that element's. */
  root?: string;
  fields: Field[];
  examples: Example[];
}

export interface RequestBody extends Body {
  required: boolean;
}

export interface Response extends Body {
  status: string;
  /**
   * A response many calls share (a `$ref` to the description's `components.responses`): its body
   * and examples are shown once, under "Result codes" on /efr/api, not under every call.
   */
  shared?: boolean;
}

export interface ApiOperationData {
  method: string;
  path: string;
  summary: string;
  description: Paragraphs;
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: Response[];
  /** Whether the page offers Try it: the mock EFR answers the call with documented examples. */
  tryIt: boolean;
}
