/**
 * Reader variables of the code samples: tokens of the form `YOUR_[A-Z0-9_]+` that a reader
 * replaces with their own value (the bearer token is `YOUR_ACCESS_TOKEN` in every language, curl
 * included; `YOUR_PLAYBACK_TOKEN` where the operation takes the playback token instead). A sample
 * never carries a real secret.
 *
 * `npm run check:api-samples` (checks/api-samples.ts) replaces every such token in a sample with its value
 * here before running the sample against the mock, and fails naming a token that is not here: a
 * new reader variable needs a test value in SAMPLE_TEST_VALUES.
 */

/** The bearer token of every authenticated sample. */
export const ACCESS_TOKEN_PLACEHOLDER = 'YOUR_ACCESS_TOKEN';

/**
 * The placeholder of a bearer credential other than the access token, from its security scheme's
 * name: `playbackToken` is `YOUR_PLAYBACK_TOKEN`.
 */
export function credentialPlaceholder(schemeName: string): string {
  return `YOUR_${schemeName.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()}`;
}

/** A bearer credential's name in words, from its security scheme's name: `playbackToken` is "Playback token". */
export function credentialLabel(schemeName: string): string {
  const words = schemeName.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A reader variable in a sample. */
export const PLACEHOLDER_PATTERN = /\bYOUR_[A-Z0-9_]+\b/g;

/** Values the sample runner puts in place of each reader variable (the mock accepts any token). */
export const SAMPLE_TEST_VALUES: Readonly<Record<string, string>> = {
  [ACCESS_TOKEN_PLACEHOLDER]: 'sample-check-token',
  // The playback token of the licence and heartbeat operations (the mock accepts any bearer token).
  YOUR_PLAYBACK_TOKEN: 'sample-check-playback-token',
  // The server of every sample (readerVariables.ts); the runner points SAMPLE_ORIGIN at the mock.
  YOUR_API_BASE_URL: 'https://api.flp.video',
  // The documented example tenant of the startup API's `tenant` parameter.
  YOUR_TENANT_ID: 'acme',
};

/** The reader variables of a text, each once, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set(text.match(PLACEHOLDER_PATTERN) ?? [])];
}

/**
 * A sample with every reader variable replaced by its test value; throws naming the variables that
 * have none.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>> = SAMPLE_TEST_VALUES): string {
  const missing = placeholdersIn(text).filter((name) => !Object.hasOwn(values, name));
  if (missing.length) throw new Error(`reader variable ${missing.join(', ')} has no test value in SAMPLE_TEST_VALUES`);
  return text.replace(PLACEHOLDER_PATTERN, (name) => values[name] ?? name);
}
