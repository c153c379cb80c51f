/**
 * Code samples of an operation, built from its documented examples: curl, JavaScript (fetch), Kotlin
 * (OkHttp) and Swift (URLSession).
 */
import type { Json } from './bundle';

export interface SampleRequest {
  method: string;
  /** Full URL, path parameters filled in, query string included. */
  url: string;
  /** Headers other than Authorization and Content-Type. */
  headers: [string, string][];
  /** Whether the call takes the reader's bearer token. */
  auth: boolean;
  /** JSON request body, if any. */
  body?: Json;
  /** Whether a successful response has a JSON body. */
  jsonResponse: boolean;
}

export interface CodeSample {
  /** Tab value of the `code-language` tab group. */
  value: 'curl' | 'javascript' | 'kotlin' | 'swift';
  label: string;
  language: string;
  code: string;
}

function pretty(body: Json): string {
  return JSON.stringify(body, null, 2);
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line, i) => (i === 0 ? line : `${pad}${line}`))
    .join('\n');
}

function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function curl(req: SampleRequest): string {
  const lines = [`curl --request ${req.method.toUpperCase()} ${shellQuote(req.url)}`];
  if (req.auth) lines.push(`--header "Authorization: Bearer $FLP_TOKEN"`);
  for (const [name, value] of req.headers) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  if (req.body !== undefined) {
    lines.push(`--header 'Content-Type: application/json'`);
    lines.push(`--data ${shellQuote(pretty(req.body))}`);
  }
  return lines.join(' \\\n  ');
}

function jsString(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function javascript(req: SampleRequest): string {
  const headers: string[] = [];
  if (req.auth) headers.push('Authorization: `Bearer ${token}`,');
  if (req.body !== undefined) headers.push(`'Content-Type': 'application/json',`);
  for (const [name, value] of req.headers) headers.push(`${jsString(name)}: ${jsString(value)},`);
  const options: string[] = [`method: '${req.method.toUpperCase()}',`];
  if (headers.length) options.push(`headers: {\n    ${headers.join('\n    ')}\n  },`);
  if (req.body !== undefined) options.push(`body: JSON.stringify(${indent(pretty(req.body), 2)}),`);
  const lines = [
    ...(req.auth ? ['// token: the access token from the `flp` realm (see Authentication and tokens)'] : []),
    `const response = await fetch(${jsString(req.url)}, {\n  ${options.join('\n  ')}\n});`,
    'if (!response.ok) {',
    '  // Errors are application/problem+json with the platform error code in `code`.',
    '  const problem = await response.json();',
    '  throw new Error(`${problem.code}: ${problem.title} (trace ${problem.traceId})`);',
    '}',
    req.jsonResponse ? 'const data = await response.json();' : '// Success: no response body.',
  ];
  return lines.join('\n');
}

function kotlinString(text: string): string {
  return `"${text
    .replace(/\\/g, '\\\\')
    .replace(/"/g, '\\"')
    .replace(/\$/g, () => '\\$')}"`;
}

function kotlin(req: SampleRequest): string {
  const method = req.method.toUpperCase();
  const lines = ['val client = OkHttpClient()'];
  if (req.body !== undefined) {
    // A function replacement: in a replacement string, $' would mean "the text after the match".
    const json = pretty(req.body).replace(/\$/g, () => "${'$'}");
    lines.push(`val body = """\n${json}\n""".trimIndent().toRequestBody("application/json".toMediaType())`);
  }
  const builder = ['val request = Request.Builder()', `    .url(${kotlinString(req.url)})`];
  if (req.auth) builder.push('    .header("Authorization", "Bearer $token")');
  for (const [name, value] of req.headers) builder.push(`    .header(${kotlinString(name)}, ${kotlinString(value)})`);
  // OkHttp requires a body on POST, PUT and PATCH and refuses one on GET and HEAD.
  const bodyArg =
    req.body !== undefined ? 'body' : ['POST', 'PUT', 'PATCH'].includes(method) ? '"".toRequestBody()' : 'null';
  builder.push(`    .method("${method}", ${bodyArg})`);
  builder.push('    .build()');
  lines.push(builder.join('\n'));
  lines.push(
    [
      'client.newCall(request).execute().use { response ->',
      '    // Errors are application/problem+json with the platform error code in `code`.',
      '    check(response.isSuccessful) { "HTTP ${response.code}: ${response.body?.string()}" }',
      req.jsonResponse ? '    val json = response.body!!.string()' : '    // Success: no response body.',
      '}',
    ].join('\n'),
  );
  return lines.join('\n');
}

function swiftString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function swift(req: SampleRequest): string {
  const lines = [
    `var request = URLRequest(url: URL(string: ${swiftString(req.url)})!)`,
    `request.httpMethod = "${req.method.toUpperCase()}"`,
  ];
  if (req.auth) lines.push('request.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")');
  for (const [name, value] of req.headers) {
    lines.push(`request.setValue(${swiftString(value)}, forHTTPHeaderField: ${swiftString(name)})`);
  }
  if (req.body !== undefined) {
    lines.push('request.setValue("application/json", forHTTPHeaderField: "Content-Type")');
    lines.push(`request.httpBody = Data("""\n${pretty(req.body).replace(/\\/g, '\\\\')}\n""".utf8)`);
  }
  lines.push(
    'let (data, response) = try await URLSession.shared.data(for: request)',
    'guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {',
    '    // Errors are application/problem+json with the platform error code in `code`.',
    '    throw URLError(.badServerResponse)',
    '}',
    req.jsonResponse ? 'let json = try JSONSerialization.jsonObject(with: data)' : '// Success: no response body.',
  );
  return lines.join('\n');
}

export function codeSamples(req: SampleRequest): CodeSample[] {
  return [
    { value: 'curl', label: 'curl', language: 'bash', code: curl(req) },
    { value: 'javascript', label: 'JavaScript', language: 'js', code: javascript(req) },
    { value: 'kotlin', label: 'Kotlin', language: 'kotlin', code: kotlin(req) },
    { value: 'swift', label: 'Swift', language: 'swift', code: swift(req) },
  ];
}
