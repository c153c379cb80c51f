/**
 * The one keycloak-js instance of a page load (keycloak-js can only be
 * initialised once). Loaded on demand so its code is not in the initial JS.
 */
import type Keycloak from 'keycloak-js';
import { authOrigin, realmEndpoints, type AuthConfig } from './config';
import { restoreHash } from './returnHash';
import { whenIdle } from '../lib/whenIdle';
import type { AuthAction, TokenClaims } from './state';

/** How long the first sign-in check may take: keycloak-js's own limit for a frame's message. */
const SILENT_CHECK_LIMIT_MS = 10_000;

export type Listener = (action: AuthAction) => void;

interface Session {
  keycloak: Keycloak;
  subscribe: (listener: Listener) => () => void;
}

let session: Promise<Session> | null = null;

/** Errors are logged without tokens: only the OAuth error code and description. */
function describe(error: unknown): string {
  if (error && typeof error === 'object' && 'error' in error) {
    const { error: code, error_description: description } = error as { error: string; error_description?: string };
    return description ? `${code}: ${description}` : code;
  }
  return error instanceof Error ? error.message : String(error);
}

/** The sandbox keycloak-js gives the frames it creates. */
const KEYCLOAK_FRAME_SANDBOX = 'allow-storage-access-by-user-activation allow-scripts allow-same-origin';

/**
 * The sandbox the silent-check frame gets instead: scripts, and no origin of its own (an opaque one).
 * keycloak-js's value restricts nothing (the frame loads the identity server's pages and the site's
 * own, and Chromium warns in the console of every page that such a frame can remove its sandbox).
 * Without `allow-same-origin`, browsers that isolate sandboxed frames (Chromium) load the frame's
 * documents in a process of their own, so the silent-check page's document, its script context and
 * its parsing no longer run on the page's main thread: in traces of the guide that commit was a task
 * of 17-36 ms unthrottled, the longest of the sign-in check. The frame's navigation still carries
 * the identity server's cookies (the request is the page's, to its own site), and its page still
 * posts the callback address to the site's origin (`location.origin` is the address's origin); its
 * messages arrive with the origin `null`, which `relayFrameMessages` translates for keycloak-js.
 */
export const SILENT_FRAME_SANDBOX = 'allow-scripts';

/**
 * Replaces `target`'s method `name` with `value`, an own property that calls the prototype's
 * original for everything it does not handle. Doing it again (a module evaluated anew in
 * development) puts an equivalent function in its place.
 */
function replaceMethod(target: object, name: string, value: (...args: never[]) => unknown): void {
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
}

/** keycloak-js's frames get `SILENT_FRAME_SANDBOX` (that exact value only; every other sandbox is set as asked). */
function isolateKeycloakFrames(): void {
  const setAttribute = Element.prototype.setAttribute;
  replaceMethod(
    HTMLIFrameElement.prototype,
    'setAttribute',
    function (this: HTMLIFrameElement, name: string, value: string) {
      const isolated = name.toLowerCase() === 'sandbox' && value === KEYCLOAK_FRAME_SANDBOX;
      setAttribute.call(this, name, isolated ? SILENT_FRAME_SANDBOX : value);
    },
  );
}

/** The silent-check frame of this page load, once keycloak-js has added it. */
let silentFrame: HTMLIFrameElement | null = null;

/**
 * The origin a message of the isolated silent-check frame stands for, or null when it is not one
 * of its two messages: the site's silent-check page posts the callback address (a string that
 * is `silentCheckUri` with a query or fragment), the local identity server's error page an object marked
 * `flp-identity`. keycloak-js checks the callback's `state` against the one it stored, so a
 * message cannot sign a reader in with a callback it did not ask for.
 */
export function frameMessageOrigin(
  data: unknown,
  silentCheckUri: string,
  siteOrigin: string,
  identityOrigin: string,
): string | null {
  if (typeof data === 'string') {
    const rest = data.startsWith(silentCheckUri) ? data.slice(silentCheckUri.length) : null;
    return rest !== null && (rest === '' || rest.startsWith('#') || rest.startsWith('?')) ? siteOrigin : null;
  }
  if (data && typeof data === 'object' && (data as { source?: unknown }).source === 'flp-identity')
    return identityOrigin;
  return null;
}

/**
 * keycloak-js accepts the silent check's answer only from the site's origin, and the refusal
 * handler below only from the identity server's; the isolated frame's messages come from the
 * origin `null`. Each of them is dispatched again with the origin its content stands for, from the
 * same frame (`source`), which keycloak-js checks too.
 */
function relayFrameMessages(silentCheckUri: string, identityOrigin: string): void {
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== 'null' || !silentFrame || event.source !== silentFrame.contentWindow) return;
    const origin = frameMessageOrigin(event.data, silentCheckUri, window.location.origin, identityOrigin);
    if (origin === null) return;
    window.dispatchEvent(new MessageEvent('message', { data: event.data, origin, source: event.source }));
  });
}

/** The title keycloak-js gives its silent-check frame. */
export const SILENT_CHECK_FRAME_TITLE = 'keycloak-silent-check-sso';

function isSilentCheckFrame(node: Node, parent: Node): node is HTMLIFrameElement {
  return node instanceof HTMLIFrameElement && node.title === SILENT_CHECK_FRAME_TITLE && parent === document.body;
}

/**
 * keycloak-js adds its silent-check frame to the page in the task that finishes building the
 * sign-in address (after its PKCE digest), and removes it in the task that handles the answer.
 * Creating the frame and its first document took 6-32 ms (median 16) in traces of the home page,
 * and taking the frame down 11-13 ms in earlier traces on a slower machine, each in a task that was
 * long already. So the frame is added in a task of its own (keycloak-js listens for its message
 * from the moment it asked, so nothing is missed), and removed in the next idle period (keycloak-js
 * hides it with `display: none`). In eight traces of the home page each, the check's blocking time
 * estimated for 4 × CPU (each task's duration times four, less 50 ms where positive) fell from a
 * median of 120 ms to 49.
 */
function scheduleSilentFrame(): void {
  const body = document.body;
  const appendChild = Node.prototype.appendChild;
  const removeChild = Node.prototype.removeChild;
  replaceMethod(body, 'appendChild', function <T extends Node>(this: HTMLElement, child: T): T {
    if (isSilentCheckFrame(child, this)) {
      silentFrame = child;
      setTimeout(() => appendChild.call(this, child), 0);
      return child;
    }
    return appendChild.call(this, child) as T;
  });
  replaceMethod(body, 'removeChild', function <T extends Node>(this: HTMLElement, child: T): T {
    if (isSilentCheckFrame(child, this) && child.parentNode === this) {
      whenIdle(() => child.remove(), FRAME_REMOVAL);
      return child;
    }
    return removeChild.call(this, child) as T;
  });
}

/** The frame's removal: in idle time, within 2 s whatever the page does. */
const FRAME_REMOVAL = { timeout: 2000, fallbackDelay: 50 };

export function getSession(config: AuthConfig, silentCheckUri: string): Promise<Session> {
  session ??= createSession(config, silentCheckUri);
  return session;
}

async function createSession(config: AuthConfig, silentCheckUri: string): Promise<Session> {
  const { default: KeycloakClient } = await import('keycloak-js');
  // The chunk is evaluated in the task that loaded it; the sign-in check (its keys, its frame) gets
  // a task of its own rather than lengthening that one.
  await new Promise((resolve) => setTimeout(resolve, 0));
  isolateKeycloakFrames();
  scheduleSilentFrame();
  relayFrameMessages(silentCheckUri, authOrigin(config));
  // A Keycloak realm's endpoints are passed as provider metadata: keycloak-js then skips its
  // third-party cookie check, which decides nothing with the options below (see realmEndpoints).
  const keycloak = new KeycloakClient({
    clientId: config.clientId,
    oidcProvider: realmEndpoints(config) ?? config.providerUrl ?? '',
  });

  const listeners = new Set<Listener>();
  let last: AuthAction | null = null;
  const emit = (action: AuthAction): void => {
    last = action;
    for (const listener of listeners) listener(action);
  };
  const claims = (): TokenClaims => (keycloak.tokenParsed ?? {}) as TokenClaims;

  keycloak.onAuthSuccess = () => emit({ type: 'authenticated', claims: claims() });
  keycloak.onAuthRefreshSuccess = () => emit({ type: 'refreshed', claims: claims() });
  // keycloak-js clears the token itself on a 400 refresh response, an invalid
  // nonce or a session-changed signal, then calls onAuthLogout.
  keycloak.onAuthLogout = () => emit({ type: 'cleared' });
  keycloak.onAuthError = (error) => console.warn(`Sign-in failed: ${describe(error)}`);
  keycloak.onAuthRefreshError = () => console.warn('Sign-in: the access token could not be refreshed.');
  keycloak.onTokenExpired = () => {
    keycloak
      .updateToken(5)
      .catch((error: unknown) => console.warn(`Sign-in: token refresh failed: ${describe(error)}`));
  };

  // The silent check waits for a message from its frame and has no time limit of its own: with the
  // identity server down the frame never answers. Give up after keycloak-js's own limit for frame
  // messages, so the navbar's slot settles on "unavailable" (empty, with a warning).
  let limit: ReturnType<typeof setTimeout> | undefined;
  const silentCheckLimit = new Promise<never>((_, reject) => {
    limit = setTimeout(
      () => reject(new Error(`the identity server did not answer within ${SILENT_CHECK_LIMIT_MS / 1000} s`)),
      SILENT_CHECK_LIMIT_MS,
    );
  });

  // The local identity server's error page tells the frame's parent why it refused the silent
  // check (identity/views.ts, errorPage): a site origin it does not allow, most often. Say so at
  // once instead of waiting for the limit above, with the cause and the fix.
  let refused: ((error: Error) => void) | undefined;
  const refusal = new Promise<never>((_, reject) => {
    refused = reject;
  });
  const identityOrigin = authOrigin(config);
  const onRefusal = (event: MessageEvent): void => {
    const data = event.data as { source?: unknown; error?: unknown; description?: unknown } | null;
    if (event.origin !== identityOrigin || !data || data.source !== 'flp-identity') return;
    refused?.(
      new Error(
        `the identity server refused the sign-in check of this site (${String(data.error)}: ${String(data.description)}). ` +
          `Its allowed site origins must include ${window.location.origin} (FLP_IDP_SITE_ORIGINS for the local identity server).`,
      ),
    );
  };
  window.addEventListener('message', onRefusal);

  const init = keycloak.init({
    onLoad: config.onLoad,
    flow: config.flow,
    responseMode: config.responseMode,
    pkceMethod: config.pkceMethod,
    checkLoginIframe: false,
    // Where third-party cookies are blocked (an identity server on another site), the silent
    // check finds no session and the reader signs in with the button; keycloak-js's fallback
    // would instead send every page load through the identity server. The specification puts
    // the identity server on the site's own host, where the silent check always works.
    silentCheckSsoFallback: false,
    silentCheckSsoRedirectUri: config.onLoad === 'check-sso' ? silentCheckUri : undefined,
  });
  void Promise.race([init, silentCheckLimit, refusal])
    .finally(() => {
      clearTimeout(limit);
      window.removeEventListener('message', onRefusal);
    })
    .then(
      (authenticated) => {
        restoreHash(window);
        // A sign-in has been told already, by onAuthSuccess: a second time would render its
        // readers (the navbar, the page's own) again for nothing.
        if (!authenticated) emit({ type: 'unauthenticated' });
        else if (last?.type !== 'authenticated') emit({ type: 'authenticated', claims: claims() });
      },
      (error: unknown) => {
        console.warn(`Sign-in is unavailable, the portal stays readable: ${describe(error)}`);
        emit({ type: 'unavailable' });
      },
    );

  return {
    keycloak,
    subscribe(listener) {
      listeners.add(listener);
      if (last) listener(last);
      return () => listeners.delete(listener);
    },
  };
}
