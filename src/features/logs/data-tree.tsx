// A log's free-form data as the nodes of antd's Tree: one node per key or array item, parents for
// objects and arrays. Every key and value becomes a React text node, never markup: a value that
// looks like HTML (`<b>x</b>`, `<script>`) is shown as the characters it is.
import type { TreeDataNode } from 'antd';
import type { ReactNode } from 'react';

type Json = unknown;

export interface TreeWords {
  /** '3 keys' / '2 items': what a collapsed object or array holds. */
  keys: (count: number) => string;
  items: (count: number) => string;
}

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A leaf's value as text: strings as they are, the rest as JSON writes them (null, true, 12). */
export function leafText(value: Json): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}

function title(name: string, value: ReactNode, kind: 'leaf' | 'summary'): ReactNode {
  return (
    <span className="l-data-entry">
      <span className="l-data-key">{name}</span>
      <span className="l-data-colon">: </span>
      <span className={kind === 'leaf' ? 'l-data-value' : 'l-data-summary'}>{value}</span>
    </span>
  );
}

function node(name: string, value: Json, path: string, words: TreeWords): TreeDataNode {
  if (Array.isArray(value)) {
    const children = value.map((item, index) => node(String(index), item, `${path}/${index}`, words));
    return { key: path, title: title(name, words.items(value.length), 'summary'), children };
  }
  if (isObject(value)) {
    const children = Object.entries(value).map(([key, item]) => node(key, item, `${path}/${encodeURIComponent(key)}`, words));
    return { key: path, title: title(name, words.keys(children.length), 'summary'), children };
  }
  return { key: path, title: title(name, leafText(value), 'leaf'), isLeaf: true };
}

/** The data's top-level keys (or items) as the tree's roots; none for null or an empty object. */
export function dataTree(data: Json, words: TreeWords): TreeDataNode[] {
  if (Array.isArray(data)) return data.map((item, index) => node(String(index), item, String(index), words));
  if (isObject(data)) return Object.entries(data).map(([key, value]) => node(key, value, encodeURIComponent(key), words));
  return data === null || data === undefined ? [] : [node('value', data, 'value', words)];
}
