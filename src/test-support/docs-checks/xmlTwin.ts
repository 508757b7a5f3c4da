/**
 * Compares an XML example with its JSON twin (WRITING_GUIDE.md, "Code samples"). Both are turned
 * into the same normalised tree and the trees are compared:
 *
 * - the JSON root key is the XML root element;
 * - a JSON object is an element, its scalar values are attributes, compared as strings (a JSON
 *   number also matches the same value written with trailing zeros: 12.3 matches "12.30");
 * - a list whose items carry the "_" discriminator is an element named after the list key holding
 *   one element per item, named after the item's "_" value ("PosA" holds "Pos" and "Lin");
 * - any other list repeats an element named after the list key, once per item, with no wrapper
 *   ("Tag" objects as <Tag …/>, strings as <Text>line</Text>);
 * - XML namespace declarations and whitespace between elements are ignored; children are
 *   compared by name, in order within the same name.
 */
export interface XmlTree {
  name: string;
  attrs: Record<string, string>;
  children: XmlTree[];
  text?: string;
}

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function isObject(value: Json): value is { [key: string]: Json } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectNode(name: string, object: { [key: string]: Json }): XmlTree {
  const node: XmlTree = { name, attrs: {}, children: [] };
  for (const [key, value] of Object.entries(object)) {
    if (key === '_' && value === name) continue; // carried by the element name
    if (value === null) continue;
    if (Array.isArray(value)) {
      const discriminated = value.every((item) => isObject(item) && typeof item._ === 'string');
      if (discriminated) {
        node.children.push({
          name: key,
          attrs: {},
          children: value.map((item) => {
            const entry = item as { [key: string]: Json };
            return objectNode(entry._ as string, entry);
          }),
        });
      } else {
        for (const item of value) {
          if (isObject(item)) node.children.push(objectNode(key, item));
          else if (item !== null && !Array.isArray(item)) {
            node.children.push({ name: key, attrs: {}, children: [], text: String(item) });
          }
        }
      }
    } else if (isObject(value)) {
      node.children.push(objectNode(key, value));
    } else {
      node.attrs[key] = String(value);
    }
  }
  return node;
}

/** The normalised tree of a JSON example: an object with exactly one root key. */
export function jsonToTree(json: unknown): XmlTree {
  if (!isObject(json as Json)) throw new Error('A JSON example must be an object');
  const entries = Object.entries(json as { [key: string]: Json });
  const [root] = entries;
  if (!root || entries.length !== 1) throw new Error(`A JSON example must have one root key, not ${entries.length}`);
  const [rootName, rootValue] = root;
  if (!isObject(rootValue)) throw new Error(`The root "${rootName}" must be an object`);
  return objectNode(rootName, rootValue);
}

/** The normalised tree of an XML element. */
export function xmlToTree(element: Element): XmlTree {
  const attrs: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) {
    if (attribute.name === 'xmlns' || attribute.name.startsWith('xmlns:')) continue;
    attrs[attribute.name] = attribute.value;
  }
  const children = Array.from(element.children).map(xmlToTree);
  const text = Array.from(element.childNodes)
    .filter((node) => node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE)
    .map((node) => node.nodeValue ?? '')
    .join('')
    .trim();
  return text ? { name: element.tagName, attrs, children, text } : { name: element.tagName, attrs, children };
}

const parserErrorNamespace = 'http://www.mozilla.org/newlayout/xml/parsererror.xml';

/** Parses XML text; returns the root element, or the parser's message when it is not well-formed. */
export function parseXml(text: string): { root: Element } | { error: string } {
  const document = new DOMParser().parseFromString(text.trim(), 'application/xml');
  const error = document.getElementsByTagNameNS(parserErrorNamespace, 'parsererror')[0];
  if (error) return { error: (error.textContent ?? 'not well-formed').trim() };
  const root = document.documentElement;
  if (!root || root.tagName === 'parsererror') return { error: 'not well-formed' };
  return { root };
}

const decimal = /^-?\d+(\.\d+)?$/;

/**
 * `json` is the JSON side. A JSON number prints in canonical form ("12.3"), so only such a value
 * may match a differently written decimal ("12.30"); the string "0012" still differs from "12".
 */
function sameValue(json: string, xml: string): boolean {
  if (json === xml) return true;
  return decimal.test(json) && String(Number(json)) === json && decimal.test(xml) && Number(xml) === Number(json);
}

function byName(children: XmlTree[]): Map<string, XmlTree[]> {
  const groups = new Map<string, XmlTree[]>();
  for (const child of children) groups.set(child.name, [...(groups.get(child.name) ?? []), child]);
  return groups;
}

/**
 * The differences between the JSON tree and the XML tree, one message each, e.g.
 * `/Tra/ESR/PosA/Pos[2]: attribute "Amt" is "3.5" in JSON and "3.6" in XML`. Empty: equivalent.
 */
export function diffTrees(json: XmlTree, xml: XmlTree, path = '', position?: number): string[] {
  const here = `${path}/${json.name}${position === undefined ? '' : `[${position}]`}`;
  if (json.name !== xml.name) return [`${here}: the XML has <${xml.name}> where the JSON has "${json.name}"`];
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(json.attrs), ...Object.keys(xml.attrs)])) {
    const a = json.attrs[key];
    const b = xml.attrs[key];
    if (a === undefined) differences.push(`${here}: attribute "${key}" is only in the XML`);
    else if (b === undefined) differences.push(`${here}: attribute "${key}" is missing in the XML`);
    else if (!sameValue(a, b)) differences.push(`${here}: "${key}" is "${a}" in JSON and "${b}" in XML`);
  }
  if (!sameValue(json.text ?? '', xml.text ?? '')) {
    differences.push(`${here}: text is "${json.text ?? ''}" in JSON and "${xml.text ?? ''}" in XML`);
  }
  const jsonGroups = byName(json.children);
  const xmlGroups = byName(xml.children);
  for (const name of new Set([...jsonGroups.keys(), ...xmlGroups.keys()])) {
    const a = jsonGroups.get(name) ?? [];
    const b = xmlGroups.get(name) ?? [];
    if (a.length !== b.length) {
      differences.push(`${here}: ${a.length} <${name}> in JSON, ${b.length} in XML`);
      continue;
    }
    a.forEach((child, index) => {
      const twin = b[index];
      if (twin) differences.push(...diffTrees(child, twin, here, a.length > 1 ? index + 1 : undefined));
    });
  }
  return differences;
}
