import { describe, expect, it } from 'vitest';
import { closedForChecks, httpExamples, runHttpExamples } from '../../checks/http-examples';
import { type SourceFile, formatFinding } from '../../checks/lib/sources';

/** A planted service: one list with a required enum query parameter, one create with a body, a required header and an anonymous-only parameter. */
const API: SourceFile = {
  path: 'api/things.yaml',
  text: `openapi: 3.1.0
info: { title: Things, version: '3' }
servers:
  - url: https://api.flp.video
security:
  - flpOAuth: []
paths:
  /things/v3/items:
    get:
      operationId: list_items
      parameters:
        - name: kind
          in: query
          required: true
          schema: { type: string, enum: [movie, episode] }
        - name: limit
          in: query
          schema: { type: integer, minimum: 1, maximum: 100 }
      responses:
        '200':
          description: A page.
          content:
            application/json:
              schema:
                type: object
                required: [items]
                properties:
                  items: { type: array, items: { $ref: '#/components/schemas/Item' } }
    post:
      operationId: create_item
      parameters:
        - name: X-FLP-Device-Id
          in: header
          required: true
          schema: { type: string, pattern: '^dv_[0-9A-Z]{6,26}$' }
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Item' }
      responses:
        '201':
          description: Created.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Item' }
        '422':
          description: The item breaks a rule.
  /things/v3/config:
    get:
      operationId: get_config
      security:
        - {}
        - flpOAuth: []
      parameters:
        - name: tenant
          in: query
          required: false
          x-flp-required-when: anonymous
          schema: { type: string, pattern: '^[a-z0-9-]+$' }
      responses:
        '200':
          description: The configuration.
components:
  securitySchemes:
    flpOAuth:
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: https://id.flp.video/token
          scopes: {}
  schemas:
    Item:
      type: object
      additionalProperties: false
      required: [title, kind]
      properties:
        id: { type: string, pattern: '^mi_[0-9A-Z]{6,26}$' }
        title: { type: string, minLength: 1 }
        kind: { type: string, enum: [movie, episode] }
`,
};

function check(page: string) {
  const file: SourceFile = { path: 'docs/planted.md', text: page };
  return runHttpExamples([API, file]);
}

/** The findings of a page as printed, and the line of the page that names `marker`. */
function lines(page: string, marker: string): { printed: string[]; line: number } {
  const { findings } = check(page);
  return {
    printed: findings.map(formatFinding),
    line: page.split('\n').findIndex((l) => l.includes(marker)) + 1,
  };
}

const GOOD = `# Things

\`\`\`bash
curl -s -X POST 'https://api.flp.video/things/v3/items' \\
  -H "Authorization: Bearer $TOKEN" \\
  -H 'X-FLP-Device-Id: dv_01J8ZBX5QG7R' \\
  -H 'Content-Type: application/json' \\
  -d '{ "title": "The Long Night", "kind": "episode" }'
\`\`\`

\`\`\`json title="Response: 201 POST /things/v3/items"
{ "id": "mi_01J9Q6H2ZK4W", "title": "The Long Night", "kind": "episode" }
\`\`\`

\`\`\`typescript title="list.ts"
const response = await fetch('YOUR_API_BASE_URL/things/v3/items?kind=movie&limit=20', {
  headers: { Authorization: \`Bearer \${token}\` },
});
\`\`\`

\`\`\`bash
curl -s 'https://api.flp.video/things/v3/config?tenant=YOUR_TENANT_ID'
\`\`\`
`;

describe('check:http-examples', () => {
  it('passes correct examples of every form, placeholders included', () => {
    const { findings, stats } = check(GOOD);
    expect(findings.map(formatFinding)).toEqual([]);
    expect(stats).toMatchObject({ found: 4, checked: 4 });
  });

  it('fails a body its schema rejects, naming the file and line', () => {
    const page = GOOD.replace('"kind": "episode" }\'', '"kind": "episode", "rating": 12 }\'');
    const { printed, line } = lines(page, '"rating": 12');
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-body] found a body (root) has rating, which the schema does not allow; the application/json body of POST /things/v3/items (api/things.yaml:30)`,
    ]);
  });

  it('fails a missing required query parameter', () => {
    const page = GOOD.replace('items?kind=movie&limit=20', 'items?limit=20');
    const { printed, line } = lines(page, 'items?limit=20');
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-parameter] found GET /things/v3/items without the query parameter kind; GET /things/v3/items requires kind (api/things.yaml:10)`,
    ]);
  });

  it('fails a missing required header', () => {
    const page = GOOD.replace("  -H 'X-FLP-Device-Id: dv_01J8ZBX5QG7R' \\\n", '');
    const { printed, line } = lines(page, "curl -s -X POST 'https://api.flp.video/things/v3/items'");
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-header] found POST /things/v3/items without the X-FLP-Device-Id header; POST /things/v3/items requires X-FLP-Device-Id (api/things.yaml:30)`,
    ]);
  });

  it('fails an unknown path', () => {
    const page = GOOD.replace('/things/v3/items?kind=movie', '/things/v3/item?kind=movie');
    const { printed, line } = lines(page, '/things/v3/item?kind');
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-path] found GET /things/v3/item; no OpenAPI document in api/ defines this path (api/things.yaml has the paths of /things/v3)`,
    ]);
  });

  it('fails a wrong enum value', () => {
    const page = GOOD.replace('kind=movie', 'kind=film');
    const { printed, line } = lines(page, 'kind=film');
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-parameter] found kind=film in GET /things/v3/items; must be one of "movie", "episode" (GET /things/v3/items (api/things.yaml:10))`,
    ]);
  });

  it('fails a shown response off its schema', () => {
    const page = GOOD.replace('{ "id": "mi_01J9Q6H2ZK4W", "title"', '{ "id": "01J9Q6H2ZK4W", "title"');
    const { printed, line } = lines(page, '"01J9Q6H2ZK4W"');
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-response] found a 201 response /id must match pattern "^mi_[0-9A-Z]{6,26}$"; the 201 application/json body of POST /things/v3/items (api/things.yaml:30)`,
    ]);
  });

  it('holds examples to the fields of an open schema marked x-flp-closed, and refuses another mark', () => {
    const open: SourceFile = { ...API, text: API.text.replace('additionalProperties: false', 'x-flp-closed: true') };
    const page = GOOD.replace(
      '"kind": "episode" }\n```\n\n```typescript',
      '"kind": "episode", "rating": 5 }\n```\n\n```typescript',
    );
    expect(page).not.toEqual(GOOD);
    const file: SourceFile = { path: 'docs/planted.md', text: page };
    expect(runHttpExamples([open, file]).findings.map(formatFinding)).toEqual([
      expect.stringContaining(
        '[http-response] found a 201 response (root) has rating, which the schema does not allow',
      ),
    ]);
    expect(runHttpExamples([open, { path: 'docs/planted.md', text: GOOD }]).findings).toEqual([]);
    expect(() => closedForChecks({ type: 'object', 'x-flp-closed': 'yes' })).toThrow('x-flp-closed: "yes"');
    expect(closedForChecks({ allOf: [{ $ref: '#/a' }], 'x-flp-closed': 'unevaluated' })).toEqual({
      allOf: [{ $ref: '#/a' }],
      unevaluatedProperties: false,
    });
  });

  it('reads an untitled JSON block right after a request as its response', () => {
    const untitled = GOOD.replace(
      '```json title="Response: 201 POST /things/v3/items"\n{ "id": "mi_01J9Q6H2ZK4W", "title": "The Long Night", "kind": "episode" }',
      'The answer:\n\n```json\n{ "id": "mi_01J9Q6H2ZK4W", "title": "The Long Night" }',
    );
    const { printed, line } = lines(untitled, '{ "id": "mi_01J9Q6H2ZK4W", "title": "The Long Night" }');
    expect(printed).toEqual([
      `docs/planted.md:${line - 1}: [http-response] found a 201 response (root) must have required property 'kind'; the 201 application/json body of POST /things/v3/items (api/things.yaml:30)`,
    ]);
    // After a heading it belongs to something else and is not read.
    expect(check(untitled.replace('The answer:', '## Another thing')).findings).toEqual([]);
  });

  it('requires a parameter on anonymous calls where the document says so, not with a token', () => {
    const anonymous = GOOD.replace('config?tenant=YOUR_TENANT_ID', 'config');
    const { printed, line } = lines(anonymous, '/things/v3/config');
    expect(printed).toEqual([
      `docs/planted.md:${line}: [http-parameter] found GET /things/v3/config without the query parameter tenant; GET /things/v3/config requires tenant on anonymous calls (api/things.yaml:51)`,
    ]);
    const signedIn = anonymous.replace(
      "/things/v3/config'",
      '/things/v3/config\' -H "Authorization: Bearer $VIEWER_TOKEN"',
    );
    expect(check(signedIn).findings).toEqual([]);
  });

  it('holds a request marked refused to being refused', () => {
    const refused = GOOD.replace('```bash\ncurl -s -X POST', '```bash refused="422"\ncurl -s -X POST');
    expect(check(refused).findings.map((f) => f.rule)).toEqual(['http-refused']);
    const broken = refused.replace('"title": "The Long Night", "kind": "episode" }\'', '"title": "" }\'');
    expect(check(broken).findings).toEqual([]);
  });

  it('reads requests of other clients and METHOD /path lines', () => {
    const page = `\`\`\`kotlin
val request = HttpRequest.newBuilder(URI("https://api.flp.video/things/v3/items?kind=movie"))
    .header("Authorization", "Bearer $token")
    .GET()
    .build()
\`\`\`

\`\`\`http
POST /things/v3/items HTTP/1.1
Host: api.flp.video
Authorization: Bearer YOUR_TOKEN
X-FLP-Device-Id: dv_01J8ZBX5QG7R
Content-Type: application/json

{ "title": "The Long Night", "kind": "series" }
\`\`\`
`;
    const examples = httpExamples({ path: 'docs/planted.md', text: page });
    expect(examples.map((e) => [e.line, e.method])).toEqual([
      [2, 'GET'],
      [9, 'POST'],
    ]);
    expect(check(page).findings.map(formatFinding)).toEqual([
      'docs/planted.md:15: [http-body] found a body /kind must be one of "movie", "episode"; the application/json body of POST /things/v3/items (api/things.yaml:30)',
    ]);
  });
});

describe('request headers called required or optional in prose (rule header-required)', () => {
  it('fails on a header called optional where the operation requires it, naming file and line', () => {
    const page =
      '# Things\n\nCreating an item works without a device.\nThe `X-FLP-Device-Id` header is optional on create item.\n';
    expect(check(page).findings.map(formatFinding)).toEqual([
      'docs/planted.md:4: [header-required] found "The `X-FLP-Device-Id` header is optional on create item." calls X-FLP-Device-Id optional; create_item requires (api/things.yaml, parameter X-FLP-Device-Id)',
    ]);
  });

  it('passes the operation’s own required-ness, an exception and a code sample', () => {
    expect(check('Send `X-FLP-Device-Id` on every call: it is required.\n').findings).toEqual([]);
    expect(check('`X-FLP-Device-Id` is required on every call but the config.\n').findings).toEqual([]);
    expect(check('```text\nX-FLP-Device-Id is optional\n```\n').findings).toEqual([]);
  });
});

describe('filter parameters the docs name (rule filter-parameter)', () => {
  // A second document, whose list operation takes one filter.
  const FILTERS: SourceFile = {
    path: 'api/filters.yaml',
    text: [
      'openapi: 3.1.0',
      'info: { title: Filters, version: 1.0.0 }',
      'servers: [{ url: https://api.flp.video }]',
      'paths:',
      '  /filters/v1/items:',
      '    get:',
      '      operationId: list_filtered',
      "      parameters: [{ name: 'filter[updatedAt][gte]', in: query, schema: { type: string } }]",
      "      responses: { '200': { description: OK } }",
    ].join('\n'),
  };
  const check = (page: string) => runHttpExamples([API, FILTERS, { path: 'docs/planted.md', text: page }]);

  it('fails on a filter no operation declares, in prose or a sample, naming file and line', () => {
    const page =
      '# Filters\n\nNarrow it: `filter[updatedAt][lte]=2026-11-30T00:00:00Z`.\n\n```bash\ncurl "…?filter[seasonNumber]=3"\n```\n';
    expect(check(page).findings.map(formatFinding)).toEqual([
      'docs/planted.md:3: [filter-parameter] found the query parameter filter[updatedAt][lte]; no operation takes it (a filter no operation declares is 400 E-9102): name one an operation declares',
      'docs/planted.md:6: [filter-parameter] found the query parameter filter[seasonNumber]; no operation takes it (a filter no operation declares is 400 E-9102): name one an operation declares',
    ]);
  });

  it('passes a declared filter, the generic forms and a refused request’s pointer', () => {
    expect(check('Use `filter[updatedAt][gte]` with your last refresh.\n').findings).toEqual([]);
    expect(check('Filters are `filter[field]=value`, `filter[field][gte]` or `filter[...]`.\n').findings).toEqual([]);
    expect(check('The pointer names it: `#/query/filter[genre]`.\n').findings).toEqual([]);
  });
});
