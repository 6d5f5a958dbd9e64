// The run-time contract check: is a response the mock sent one that openapi/openapi.yaml allows?
// Node only (reads the file): used by the vitest setup and by the HTTP host (mocks/server.ts),
// never by the browser worker. OpenAPI 3.1 schemas are JSON Schema 2020-12, so ajv's 2020 build
// validates them as they are; the whole document is registered once so `#/components/...` refs
// resolve inside it.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { load } from 'js-yaml';

export interface ContractMismatch {
  /** operationId (or "METHOD /template" when it has none); the request line for an unknown path. */
  operation: string;
  method: string;
  path: string;
  status: number;
  errors: string[];
  /**
   * For a body that breaks its schema: each error's place in the body, what failed, and where the
   * expected schema is in openapi.yaml (a JSON pointer) — what a QA run reports to the backend team.
   */
  details?: MismatchDetail[];
}

export interface MismatchDetail {
  /** JSON pointer into the response body ('' for the body itself). */
  bodyPath: string;
  message: string;
  /** The schema that was expected there, as a pointer into openapi/openapi.yaml. */
  schema: string;
}

export interface ResponseToCheck {
  method: string;
  url: string | URL;
  status: number;
  contentType: string | null | undefined;
  /** Parsed JSON for a JSON response (`""` parses to ''), the text otherwise, undefined when empty (see readBody). */
  body: unknown;
}

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}

interface OperationObject {
  operationId?: string;
  responses?: Record<string, ResponseObject>;
}

interface Contract {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject> };
}

interface PathTemplate {
  template: string;
  pattern: RegExp;
  /** Literal segments win over templated ones (/languages/enabled before /languages/{id}). */
  literalSegments: number;
}

const DOCUMENT_ID = 'lunch-openapi';
// A path, not a URL object: under jsdom the global URL is not Node's, and fs rejects it.
const CONTRACT_FILE = resolve(dirname(fileURLToPath(import.meta.url)), '../../openapi/openapi.yaml');
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
/** The mock's own control endpoints (tests and the demo drive it through them): not the API. */
const CONTROL_PATH = /^\/__mock(\/|$)/;

interface Loaded {
  contract: Contract;
  templates: PathTemplate[];
  ajv: Ajv2020;
  validators: Map<string, ValidateFunction>;
}

let loaded: Loaded | undefined;

/** Loads and compiles lazily, once per process: importing this module stays cheap. */
function contract(): Loaded {
  if (loaded) return loaded;
  const document = load(readFileSync(CONTRACT_FILE, 'utf8')) as Contract;
  // strict: false — OpenAPI adds keywords (example, x-…) that are not JSON Schema. verbose: each
  // error keeps the schema object it failed in, which the QA report turns into a pointer (detailOf).
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false, verbose: true });
  addFormats(ajv);
  ajv.addSchema(document as object, DOCUMENT_ID);
  const templates = Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map(escapeRegExp).join('[^/]+')}$`),
      literalSegments: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
    }))
    .sort((a, b) => b.literalSegments - a.literalSegments);
  loaded = { contract: document, templates, ajv, validators: new Map() };
  return loaded;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** JSON Pointer token escaping (RFC 6901). */
function pointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** The same helper for both hosts: JSON when the response says so, the text otherwise. */
export function readBody(contentType: string | null | undefined, text: string): unknown {
  if (text === '') return undefined;
  if (!isJson(contentType)) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isJson(contentType: string | null | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || type.endsWith('+json');
}

/** The documented response for a status: exact code first, then the "4XX" range, then default. */
function responseFor(
  operation: OperationObject,
  operationPointer: string,
  status: number,
): { response: ResponseObject; pointer: string } | undefined {
  const responses = operation.responses ?? {};
  const key = [String(status), `${String(status)[0]}XX`, `${String(status)[0]}xx`, 'default'].find((k) => k in responses);
  if (key === undefined) return undefined;
  const response = responses[key] as ResponseObject;
  const ref = response.$ref;
  if (ref?.startsWith('#/components/responses/')) {
    const name = ref.slice('#/components/responses/'.length);
    const target = contract().contract.components?.responses?.[name];
    if (target) return { response: target, pointer: `/components/responses/${pointerToken(name)}` };
  }
  return { response, pointer: `${operationPointer}/responses/${pointerToken(key)}` };
}

function validatorAt(pointer: string): ValidateFunction {
  const { ajv, validators } = contract();
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

/** "instancePath message", plus the detail ajv keeps in params (which property, which values). */
function describe(error: ErrorObject): string {
  const where = error.instancePath || '(root)';
  const params = error.params as Record<string, unknown>;
  let detail = '';
  if (typeof params.additionalProperty === 'string') detail = `: '${params.additionalProperty}'`;
  else if (Array.isArray(params.allowedValues)) detail = `: ${JSON.stringify(params.allowedValues)}`;
  return `${where} ${error.message ?? error.keyword}${detail}`;
}

let pointers: WeakMap<object, string> | undefined;

/** Every schema object of the document by identity → its JSON pointer, built once, on the first mismatch. */
function pointerOf(schema: unknown): string | undefined {
  if (!pointers) {
    const map = new WeakMap<object, string>();
    const walk = (node: unknown, pointer: string) => {
      if (node === null || typeof node !== 'object' || map.has(node)) return;
      map.set(node, pointer);
      for (const [key, child] of Object.entries(node)) walk(child, `${pointer}/${pointerToken(key)}`);
    };
    walk(contract().contract, '');
    pointers = map;
  }
  return typeof schema === 'object' && schema !== null ? pointers.get(schema) : undefined;
}

/**
 * ajv's schemaPath is relative to the innermost schema a $ref led to ('#/required'): the schema
 * object itself (ajv's verbose mode keeps it) is looked up in the document instead, so the report
 * names e.g. '#/components/schemas/Restaurant'.
 */
function detailOf(error: ErrorObject, responseSchema: string): MismatchDetail {
  return { bodyPath: error.instancePath, message: error.message ?? error.keyword, schema: `#${pointerOf(error.parentSchema) ?? responseSchema}` };
}

/** A mismatch between the response and the contract, or undefined when it conforms (or is not API). */
export function validateResponse(check: ResponseToCheck): ContractMismatch | undefined {
  const method = check.method.toUpperCase();
  const path = new URL(check.url, 'http://contract.invalid').pathname;
  if (CONTROL_PATH.test(path)) return undefined;
  const { contract: document, templates } = contract();
  const mismatch = (operation: string, errors: string[]): ContractMismatch => ({
    operation, method, path, status: check.status, errors,
  });

  const lower = method.toLowerCase();
  const template = templates.find(
    (candidate) => candidate.pattern.test(path) && HTTP_METHODS.has(lower) && document.paths[candidate.template]?.[lower],
  )?.template;
  if (template === undefined) {
    return mismatch(`${method} ${path}`, [`no operation in the contract for ${method} ${path}`]);
  }
  const operation = document.paths[template]?.[lower] as OperationObject;
  const name = operation.operationId ?? `${method} ${template}`;
  const operationPointer = `/paths/${pointerToken(template)}/${lower}`;

  const documented = responseFor(operation, operationPointer, check.status);
  if (!documented) {
    const listed = Object.keys(operation.responses ?? {}).join(', ');
    return mismatch(name, [`status ${check.status} is not documented (documented: ${listed})`]);
  }

  const content = documented.response.content;
  // A JSON body `""` (Fortify's `new JsonResponse('', 201)`) is a body: its schema judges it.
  const empty = check.body === undefined || (check.body === '' && !isJson(check.contentType));
  if (!content || Object.keys(content).length === 0) {
    return empty ? undefined : mismatch(name, ['the contract documents no body, but the response has one']);
  }
  const mediaType = Object.keys(content).find((type) => isJson(type));
  if (mediaType === undefined || content[mediaType]?.schema === undefined) return undefined;
  if (empty) return mismatch(name, [`expected a ${mediaType} body, got none`]);
  if (!isJson(check.contentType)) {
    return mismatch(name, [`expected content-type ${mediaType}, got ${check.contentType ?? 'none'}`]);
  }

  const schemaPointer = `${documented.pointer}/content/${pointerToken(mediaType)}/schema`;
  const validate = validatorAt(schemaPointer);
  if (validate(check.body)) return undefined;
  const errors = validate.errors ?? [];
  return { ...mismatch(name, errors.map(describe)), details: errors.map((error) => detailOf(error, schemaPointer)) };
}
