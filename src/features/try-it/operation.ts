/**
 * What a Try it panel offers for one call, read from the OpenAPI description
 * (static/api/efr.openapi.json), the one source of the examples: the path with the query
 * parameters the call needs (their documented examples), the sample bodies and the answers the
 * mock EFR can give (one per response example). Pure; the panel fetches the document when it opens.
 *
 * Only local `$ref`s (`#/components/…`) are followed: bodies and parameters refer to examples and
 * parameters of the document; the schemas in efr.schema.json are not needed here.
 */

export interface RequestSample {
  /** The example's key in the document, e.g. "at-sale". */
  name: string;
  label: string;
  /** The body as sent, JSON indented by two spaces. */
  body: string;
}

export interface Answer {
  status: string;
  /** The example's key, which the mock's `Prefer` header names. */
  example: string;
  label: string;
}

export interface TryOperation {
  method: string;
  /** The path with the required query parameters, e.g. "/tra?TL=VIE01&TT=POS02&TN=10460". */
  path: string;
  summary: string;
  /** `application/json`, or undefined for a call without a JSON body. */
  contentType?: string;
  samples: RequestSample[];
  answers: Answer[];
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** The node a local `$ref` points at, or the node itself. */
function follow(document: Json, node: unknown): Json {
  if (!isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) {
    return isObject(node) ? node : {};
  }
  const target = node.$ref
    .slice(2)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, token) => (isObject(at) ? at[token] : undefined), document);
  return isObject(target) ? target : {};
}

/** "POST /register" → ["post", "/register"]. */
export function parseCall(call: string): [method: string, path: string] | undefined {
  const match = /^(GET|PUT|POST|DELETE|PATCH)\s+(\/\S*)$/.exec(call.trim());
  return match ? [match[1]!.toLowerCase(), match[2]!] : undefined;
}

function queryOf(document: Json, parameters: unknown): string {
  const pairs = (Array.isArray(parameters) ? parameters : [])
    .map((parameter) => follow(document, parameter))
    .filter((parameter) => parameter.in === 'query' && parameter.required === true)
    .map((parameter) => {
      const examples = isObject(parameter.examples) ? Object.values(parameter.examples) : [];
      const value: unknown = parameter.example ?? follow(document, examples[0]).value ?? '';
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
      return `${encodeURIComponent(typeof parameter.name === 'string' ? parameter.name : '')}=${encodeURIComponent(text)}`;
    });
  return pairs.length > 0 ? `?${pairs.join('&')}` : '';
}

/** The `Result.RC` of a response example, if it has one ("OK", "BAD", "NO"). */
function resultCode(value: unknown): string | undefined {
  const root = isObject(value) ? Object.values(value)[0] : undefined;
  const result = isObject(root) ? root.Result : undefined;
  return isObject(result) && typeof result.RC === 'string' ? result.RC : undefined;
}

function answersOf(document: Json, responses: unknown): Answer[] {
  return Object.entries(isObject(responses) ? responses : {}).flatMap(([status, reference]) => {
    const media = follow(document, follow(document, reference).content);
    const json = follow(document, media['application/json']);
    return Object.entries(isObject(json.examples) ? json.examples : {}).map(([name, entry]) => {
      const example = follow(document, entry);
      const code = resultCode(example.value);
      // Titles such as "RC BAD: payments do not add up" say it all; "Response" says little.
      const summary = typeof example.summary === 'string' ? example.summary : '';
      const what = /^RC /.test(summary) ? summary : code ? `RC ${code} (${name})` : name;
      return { status, example: name, label: `${status}: ${what}` };
    });
  });
}

/** The call as a panel offers it, or undefined when the document has no such call. */
export function operationFrom(document: unknown, call: string): TryOperation | undefined {
  const parsed = parseCall(call);
  if (!parsed || !isObject(document) || !isObject(document.paths)) return undefined;
  const [method, path] = parsed;
  const found = document.paths[path];
  const item = isObject(found) ? found : {};
  const operation = item[method];
  if (!isObject(operation)) return undefined;
  const body = follow(document, follow(document, operation.requestBody).content);
  const json = isObject(body['application/json']) ? follow(document, body['application/json']) : undefined;
  const samples = Object.entries(isObject(json?.examples) ? json.examples : {}).map(([name, entry]) => {
    const example = follow(document, entry);
    return {
      name,
      label: typeof example.summary === 'string' ? `${example.summary} (${name})` : name,
      body: JSON.stringify(example.value, null, 2),
    };
  });
  return {
    method: method.toUpperCase(),
    path: `${path}${queryOf(document, [...asArray(item.parameters), ...asArray(operation.parameters)])}`,
    summary: typeof operation.summary === 'string' ? operation.summary : call,
    contentType: json ? 'application/json' : undefined,
    samples,
    answers: answersOf(document, operation.responses),
  };
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/**
 * The answer a sample gets by default: the response example named after it ("at-sale" →
 * "at-sale-response"), else the first success example.
 */
export function defaultAnswer(operation: TryOperation, sample: string | undefined): Answer | undefined {
  return (
    operation.answers.find((answer) => sample !== undefined && answer.example === `${sample}-response`) ??
    operation.answers.find((answer) => answer.status.startsWith('2')) ??
    operation.answers[0]
  );
}

/** The header that asks Prism for an answer: `Prefer: code=406, example=rc-no-device`. */
export const preferHeader = (answer: Answer): string => `code=${answer.status}, example=${answer.example}`;

/**
 * Whether the mock EFR answers a call realistically, so the page may offer Try it for it: with a
 * documented success example (not one Prism makes up from the schema), and with a sample body
 * when the call takes a JSON one.
 */
export const answeredRealistically = (operation: TryOperation): boolean =>
  operation.answers.some((answer) => answer.status === '200') &&
  (operation.contentType === undefined || operation.samples.length > 0);
