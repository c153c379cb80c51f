import React, { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { Props } from '@theme/ApiTryIt';
import { useAuth } from '@site/src/auth/context';
import { tenantLabel, type ReaderTenant } from '@site/src/auth/tenants';
import { readerValue } from '@site/src/data/readerPlaceholders';
import { useReader } from '@site/src/reader/context';
import { TRY_IT_SERVER_KEY, rememberTryItServer, tryItServerOf } from '@site/src/reader/storage';
import { localStorageOrNone, useStoredValue } from '@site/src/reader/useStoredValue';
import { credentialLabel } from '../../placeholders';
import { READER_VARIABLE_EXTENSION, parameterPlaceholder } from '../../readerVariables';
import { HTTP_METHODS, type Json, type JsonObject, isObject, resolve } from '../../refs';
import { base64Bytes, isBytes, isJson } from './body';
import { diagnose, watchViolations } from './diagnose';
import { failureMessage } from './failure';
import styles from './styles.module.css';

interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description: string;
  example: string;
  /** The placeholder token a reader's value fills (`x-flp-reader-variable`), if any. */
  placeholder?: string;
}

interface Operation {
  params: Param[];
  bodyType: string | null;
  body: string;
}

interface SendError {
  message: string;
  /** The request failed on its way to another server than the test server: offer that one. */
  offerTestServer?: boolean;
}

interface Result {
  status: number;
  statusText: string;
  headers: [string, string][];
  body: string;
}

const SHOWN_HEADERS = [
  'content-type',
  'location',
  'etag',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  'retry-after',
];

function text(value: Json | undefined): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function exampleOf(doc: JsonObject, node: JsonObject): Json | undefined {
  if (node.example !== undefined) return node.example;
  const first = Object.values(isObject(node.examples) ? node.examples : {})[0];
  if (first !== undefined) {
    const example = resolve(doc, first).value;
    return isObject(example) ? example.value : undefined;
  }
  const schema = resolve(doc, node.schema).value;
  if (!isObject(schema)) return undefined;
  return Array.isArray(schema.examples) ? schema.examples[0] : schema.example;
}

/** The parameters and example body of an operation of a bundled document. */
export function findOperation(doc: JsonObject, operationId: string): Operation | null {
  for (const itemNode of Object.values(isObject(doc.paths) ? doc.paths : {})) {
    const item = resolve(doc, itemNode).value;
    if (!isObject(item)) continue;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const nodes = [
        ...(Array.isArray(item.parameters) ? item.parameters : []),
        ...(Array.isArray(operation.parameters) ? operation.parameters : []),
      ];
      const params: Param[] = [];
      for (const node of nodes) {
        const param = resolve(doc, node).value;
        if (!isObject(param) || (param.in !== 'path' && param.in !== 'query' && param.in !== 'header')) continue;
        const example = exampleOf(doc, param);
        const placeholder = READER_VARIABLE_EXTENSION in param ? parameterPlaceholder(param) : undefined;
        params.push({
          name: text(param.name),
          in: param.in,
          required: param.required === true,
          description: text(param.description),
          // Optional query parameters start empty: the reader adds what they need.
          example: param.required === true || param.in === 'path' ? text(example) : '',
          ...(placeholder ? { placeholder } : {}),
        });
      }
      const requestBody = resolve(doc, operation.requestBody).value;
      const content = isObject(requestBody) && isObject(requestBody.content) ? requestBody.content : {};
      const bodyType = Object.keys(content)[0] ?? null;
      const media = bodyType ? content[bodyType] : undefined;
      const bodyExample = isObject(media) ? exampleOf(doc, media) : undefined;
      // A JSON body is shown as JSON; another (a base64 challenge, text) as it is written.
      const body =
        bodyExample === undefined
          ? ''
          : typeof bodyExample === 'string' && bodyType && !isJson(bodyType)
            ? bodyExample
            : JSON.stringify(bodyExample, null, 2);
      return { params, bodyType, body };
    }
  }
  return null;
}

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Where a request goes, in words: the reader's tenant and its environment, or the portal's test server. */
function destination(baseUrl: string, testServer: string, tenant: ReaderTenant | null): string {
  if (tenant && baseUrl === tenant.apiBaseUrl) {
    return `the ${tenant.environment} environment of your tenant ${tenant.name} (${tenant.id}), ${baseUrl}`;
  }
  if (baseUrl === testServer) return `the portal's test server, ${baseUrl} (example data, not a tenant's)`;
  return `${baseUrl}, the server you entered`;
}

/** The value of a parameter: the reader's own where it is one of theirs, else the documented example. */
function initialValue(param: Param, tenant: ReaderTenant | null): string {
  return (param.placeholder && tenant && readerValue(param.placeholder, tenant)) || param.example;
}

/**
 * The last playback token a response of this page's session carried (playback authorisation's
 * `playbackToken`): the operations that take one start with it. Kept in memory only.
 */
let lastPlaybackToken = '';

function notePlaybackToken(body: string): void {
  try {
    const value = JSON.parse(body) as Json;
    if (isObject(value) && typeof value.playbackToken === 'string') lastPlaybackToken = value.playbackToken;
  } catch {
    // Not JSON: nothing to note.
  }
}

/**
 * The request panel: parameters and body prefilled from the documented examples, sent to the
 * portal's test server (FLP_API_TRY_URL), which answers from any browser. For a signed-in reader
 * the parameters are the chosen tenant's (and change with it), and one button sends to the
 * tenant's own server instead, a choice remembered until they sign out (src/reader/storage.ts):
 * the tenant's server may be out of this browser's reach (the portal running locally, a network
 * that does not reach it), and the test server works out of the box. A request that fails says
 * why (./failure.ts) and offers the test server.
 */
export default function Panel({ service, operationId, method, path, credential }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const testServer = String(siteConfig.customFields?.apiTryUrl ?? '');
  const { tenant } = useReader();
  const serverChoice = tryItServerOf(useStoredValue(TRY_IT_SERVER_KEY));
  const chosenServer = tenant && serverChoice === 'tenant' ? tenant.apiBaseUrl : testServer;
  const [server, setServer] = useState(chosenServer);
  const submitButton = useRef<HTMLButtonElement>(null);
  const documentUrl = useBaseUrl(`/api/${service}.json`);
  const { status: authStatus, getToken } = useAuth();
  const formId = useId();
  const [operation, setOperation] = useState<Operation | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('');
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [sendError, setSendError] = useState<SendError | null>(null);
  /** The credential of a scheme other than the access token's (`credential`), as the reader gives it. */
  const ownScheme = credential && credential !== 'none' ? credential : null;
  const [ownToken, setOwnToken] = useState(() => (ownScheme === 'playbackToken' ? lastPlaybackToken : ''));

  useEffect(() => {
    let cancelled = false;
    fetch(documentUrl)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<JsonObject>;
      })
      .then((doc) => {
        if (cancelled) return;
        const found = findOperation(doc, operationId);
        if (!found) throw new Error(`operation ${operationId} is not in the document`);
        setOperation(found);
        setValues(Object.fromEntries(found.params.map((p) => [`${p.in}:${p.name}`, p.example])));
        setBody(found.body);
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoadError(`Could not load the API description (${(error as Error).message}).`);
      });
    return () => {
      cancelled = true;
    };
  }, [documentUrl, operationId]);

  // The chosen tenant's values once the operation is loaded, and again whenever the reader chooses
  // another tenant, another server or signs out (state adjusted while rendering, as React
  // recommends for it). A base URL the reader typed stays until then.
  const [appliedServer, setAppliedServer] = useState<string | undefined>(undefined);
  if (operation && appliedServer !== chosenServer) {
    setAppliedServer(chosenServer);
    setServer(chosenServer);
  }
  const [appliedTenant, setAppliedTenant] = useState<ReaderTenant | null | undefined>(undefined);
  if (operation && appliedTenant !== tenant) {
    setAppliedTenant(tenant);
    setValues((current) => {
      const next = { ...current };
      for (const param of operation.params) next[`${param.in}:${param.name}`] = initialValue(param, tenant);
      return next;
    });
  }

  if (loadError) return <p className={styles.error}>{loadError}</p>;
  if (!operation) return <p role="status">Loading the request panel…</p>;

  /** Remembers the reader's choice of server (signed in only: signed out, there is nothing to choose). */
  const chooseServer = (choice: 'tenant' | 'test'): void => {
    if (tenant) rememberTryItServer(localStorageOrNone(), choice);
    setServer(choice === 'tenant' && tenant ? tenant.apiBaseUrl : testServer);
    setSendError(null);
  };

  const send = async (to: string): Promise<void> => {
    // The button stays focusable while a request is under way (a disabled button would drop the
    // reader's focus to the page); a second press waits for the first answer.
    if (sending) return;
    setSendError(null);
    setResult(null);
    let url = path;
    const query = new URLSearchParams();
    const headers: Record<string, string> = {};
    for (const param of operation.params) {
      const value = (values[`${param.in}:${param.name}`] ?? '').trim();
      if (param.in === 'path') {
        if (!value) {
          setSendError({ message: `Fill in the path parameter ${param.name}.` });
          return;
        }
        url = url.replace(`{${param.name}}`, encodeURIComponent(value));
      } else if (value && param.in === 'query') query.append(param.name, value);
      else if (value && param.in === 'header') headers[param.name] = value;
    }
    let payload: string | Uint8Array<ArrayBuffer> | undefined;
    if (operation.bodyType && body.trim()) {
      if (isJson(operation.bodyType)) {
        try {
          JSON.parse(body);
        } catch (error) {
          setSendError({ message: `The request body is not valid JSON: ${(error as Error).message}` });
          return;
        }
      }
      payload = isBytes(operation.bodyType) ? (base64Bytes(body) ?? undefined) : body;
      if (payload === undefined) {
        setSendError({ message: 'The request body is not base64: give the bytes base64-encoded.' });
        return;
      }
      headers['Content-Type'] = operation.bodyType;
    }
    if (ownScheme) {
      // Never the reader's access token: the operation takes its own credential.
      if (!ownToken.trim()) {
        setSendError({ message: `Fill in the ${credentialLabel(ownScheme).toLowerCase()}.` });
        return;
      }
      headers.Authorization = `Bearer ${ownToken.trim()}`;
    } else if (credential !== 'none') {
      const token = await getToken();
      if (token) headers.Authorization = `Bearer ${token}`;
    }
    const base = to.trim().replace(/\/+$/, '');
    const target = `${base}${url}${query.size ? `?${query.toString()}` : ''}`;
    setSending(true);
    let watch: ReturnType<typeof watchViolations> | null = null;
    try {
      watch = watchViolations(new URL(target));
      const response = await fetch(target, {
        method,
        headers,
        body: payload,
      });
      const responseBody = await response.text();
      notePlaybackToken(responseBody);
      setResult({
        status: response.status,
        statusText: response.statusText,
        headers: SHOWN_HEADERS.flatMap((name): [string, string][] => {
          const value = response.headers.get(name);
          return value === null ? [] : [[name, value]];
        }),
        body: pretty(responseBody),
      });
    } catch {
      let message = `${target} is not a URL: the base URL must be a whole address such as ${testServer}.`;
      if (watch) {
        const targetUrl = new URL(target);
        const kind = await diagnose(targetUrl, watch);
        message = failureMessage(kind, targetUrl, new URL(window.location.href), base === testServer);
      }
      setSendError({ message, offerTestServer: Boolean(testServer) && base !== testServer });
    } finally {
      watch?.stop();
      setSending(false);
    }
  };

  /** One click from a failure to the test server: switch to it and send the same request there. */
  const sendToTestServer = (): void => {
    chooseServer('test');
    submitButton.current?.focus();
    void send(testServer);
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void send(server);
      }}
      aria-label={`Try ${method} ${path}`}
    >
      <p className={styles.hint} data-testid="try-it-destination">
        Sends to {destination(server.trim(), testServer, tenant)}.{' '}
        {ownScheme
          ? `This operation takes a ${credentialLabel(ownScheme).toLowerCase()}${ownScheme === 'playbackToken' ? ' (the playbackToken of playback authorisation)' : ''}, sent as the bearer token; your access token is never sent.`
          : credential === 'none'
            ? 'Anyone may call this operation: no token is sent.'
            : authStatus === 'authenticated'
              ? 'Your access token is sent as the bearer token.'
              : 'Sign in to send your access token; without it, secured operations answer 401.'}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${formId}-server`}>Base URL</label>
        <input
          id={`${formId}-server`}
          name="server"
          type="url"
          value={server}
          required
          className={tenant && server === tenant.apiBaseUrl ? styles.readerValue : undefined}
          title={tenant && server === tenant.apiBaseUrl ? `Your API base URL: ${tenantLabel(tenant)}` : undefined}
          onChange={(event) => {
            setServer(event.target.value);
            setSendError(null);
          }}
        />
        <div className={styles.servers}>
          {tenant && server.trim() !== tenant.apiBaseUrl && (
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={() => chooseServer('tenant')}
            >
              Use your tenant&apos;s server
            </button>
          )}
          {testServer && server.trim() !== testServer && (
            <button
              type="button"
              className="button button--sm button--outline button--secondary"
              onClick={() => chooseServer('test')}
            >
              Use the portal&apos;s test server
            </button>
          )}
        </div>
      </div>
      {ownScheme && (
        <div className={styles.field}>
          <label htmlFor={`${formId}-credential`}>{credentialLabel(ownScheme)} (Authorization: Bearer, required)</label>
          <input
            id={`${formId}-credential`}
            name="credential"
            value={ownToken}
            required
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setOwnToken(event.target.value);
              setSendError(null);
            }}
          />
        </div>
      )}
      {operation.params.map((param) => {
        const id = `${formId}-${param.in}-${param.name}`;
        const value = values[`${param.in}:${param.name}`] ?? '';
        const own = Boolean(param.placeholder && tenant && value === readerValue(param.placeholder, tenant));
        return (
          <div className={styles.field} key={id}>
            <label htmlFor={id}>
              {param.name} ({param.in}
              {param.required ? ', required' : ''})
            </label>
            <input
              id={id}
              name={`${param.in}:${param.name}`}
              value={value}
              placeholder={param.placeholder}
              className={own ? styles.readerValue : undefined}
              title={own && tenant ? `Your tenant: ${tenantLabel(tenant)}` : undefined}
              required={param.required}
              onChange={(event) => {
                setValues((current) => ({ ...current, [`${param.in}:${param.name}`]: event.target.value }));
                setSendError(null);
              }}
            />
          </div>
        );
      })}
      {operation.bodyType && (
        <div className={styles.field}>
          <label htmlFor={`${formId}-body`}>
            Request body ({operation.bodyType}
            {isBytes(operation.bodyType) ? ', base64-encoded' : ''})
          </label>
          <textarea
            id={`${formId}-body`}
            value={body}
            spellCheck={false}
            onChange={(event) => {
              setBody(event.target.value);
              // A message about the body is stale once the body changes.
              setSendError(null);
            }}
          />
        </div>
      )}
      <div className={styles.actions}>
        <button
          ref={submitButton}
          type="submit"
          className="button button--primary"
          aria-disabled={sending || undefined}
        >
          {sending ? 'Sending…' : 'Send request'}
        </button>
      </div>
      {sendError && (
        <div role="alert" className={styles.failure}>
          <p className={styles.error}>{sendError.message}</p>
          {sendError.offerTestServer && (
            <button
              type="button"
              className="button button--sm button--outline button--primary"
              onClick={sendToTestServer}
            >
              Send to the portal&apos;s test server instead
            </button>
          )}
        </div>
      )}
      {/* Present before any answer, so screen readers announce what is written into it. */}
      <p role="status" className={styles.announcement}>
        {sending ? 'Sending the request…' : result ? `Response: ${result.status} ${result.statusText}` : ''}
      </p>
      {result && (
        <div data-testid="try-it-response">
          <p className={styles.status}>
            Response: {result.status} {result.statusText}
          </p>
          {result.headers.length > 0 && (
            <pre>{result.headers.map(([name, value]) => `${name}: ${value}`).join('\n')}</pre>
          )}
          <pre>
            <code>{result.body || '(empty body)'}</code>
          </pre>
        </div>
      )}
    </form>
  );
}
