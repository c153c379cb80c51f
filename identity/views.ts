/** HTML pages of the local identity server: plain, accessible, no external resources. */

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; background: #f4f2fe; color: #1c1e21; margin: 0; }
  main { max-width: 22rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 8px;
         box-shadow: 0 2px 8px rgba(0,0,0,.12); }
  h1 { font-size: 1.4rem; margin: 0 0 1.5rem; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; padding: .6rem; font-size: 1rem; border: 1px solid #767676;
          border-radius: 4px; margin-top: .25rem; }
  input:focus { outline: 3px solid #5b3df5; outline-offset: 1px; }
  button { width: 100%; margin-top: 1.5rem; padding: .7rem; font-size: 1rem; font-weight: 600; color: #fff;
           background: #3f1ef2; border: 0; border-radius: 4px; cursor: pointer; }
  .error { color: #a4000f; background: #fde8ea; padding: .6rem .8rem; border-radius: 4px; }
`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function loginPage(options: { action: string; realm: string; username?: string; error?: string }): string {
  const error = options.error ? `<p class="error" id="input-error" role="alert">${escapeHtml(options.error)}</p>` : '';
  return page(
    `Sign in to ${options.realm}`,
    `<h1>Sign in to the FLP Developer Portal</h1>
${error}
<form id="kc-form-login" method="post" action="${escapeHtml(options.action)}">
  <label for="username">Username</label>
  <input id="username" name="username" type="text" autocomplete="username" autofocus required
    value="${escapeHtml(options.username ?? '')}"${options.error ? ' aria-invalid="true" aria-describedby="input-error"' : ''}>
  <label for="password">Password</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${
    options.error ? ' aria-invalid="true" aria-describedby="input-error"' : ''
  }>
  <button id="kc-login" name="login" type="submit">Sign in</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}

/**
 * The error page of a refused request. Shown in the site's silent sign-in frame (a site origin not
 * in FLP_IDP_SITE_ORIGINS, for one), it also tells the site why, so the site can say that sign-in
 * is unavailable at once and log the cause instead of waiting for an answer that never comes.
 */
export function errorPage(error: string, description: string): string {
  const detail = JSON.stringify({ source: 'flp-identity', error, description }).replace(/</g, '\\u003c');
  return page(
    'Sign-in error',
    `<h1>Sign-in error</h1><p>${escapeHtml(`${error}: ${description}`)}</p>
<script>if (window.parent !== window) window.parent.postMessage(${detail}, '*');</script>`,
  );
}

/** Signing out needs no confirmation: the portal's Sign out link is the confirmation. */
export function logoutPage(form: string): string {
  const autoSubmit = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Signing out</title></head>
<body>${autoSubmit}<script>document.forms[0].submit()</script></body></html>`;
}

/**
 * keycloak-js asks whether third-party cookies work before a silent check in
 * an iframe, as Keycloak's 3p-cookies pages answer: step 1 sets a cookie,
 * step 2 reports whether it came back.
 */
export const THIRD_PARTY_STEP1 = `<!DOCTYPE html><html><body><script>
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=supported; Max-Age=60; SameSite=None; Secure";
document.cookie = "KEYCLOAK_3P_COOKIE=supported; Max-Age=60";
window.location = "step2.html";
</script></body></html>`;

export const THIRD_PARTY_STEP2 = `<!DOCTYPE html><html><body><script>
var supported = document.cookie.indexOf("KEYCLOAK_3P_COOKIE") !== -1;
document.cookie = "KEYCLOAK_3P_COOKIE_SAMESITE=; Max-Age=0; SameSite=None; Secure";
document.cookie = "KEYCLOAK_3P_COOKIE=; Max-Age=0";
window.parent.postMessage(supported ? "supported" : "unsupported", "*");
</script></body></html>`;
