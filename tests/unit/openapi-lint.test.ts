import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lintOpenApi } from '../../checks/openapi-lint';

const dir = mkdtempSync(join(tmpdir(), 'flp-openapi-lint-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A document with the two findings the rulesets reported on the portal's documents before. */
const PLANTED = `openapi: 3.1.0
info:
  title: Planted
  version: 1.0.0
  description: A document with an undeclared scope and an unused component.
  license: { name: Proprietary, url: https://flp.video/terms }
  contact: { name: FLP, url: https://flp.video }
servers:
  - url: https://api.flp.video
tags:
  - name: things
    description: Things.
components:
  securitySchemes:
    oauth:
      type: oauth2
      flows:
        clientCredentials:
          tokenUrl: https://auth.flp.video/token
          scopes:
            things:read: Read things.
  schemas:
    Unused:
      type: string
paths:
  /things:
    get:
      operationId: list_things
      summary: List things
      description: Lists things.
      tags: [things]
      security:
        - oauth: [things:write]
      responses:
        '200':
          description: The things.
          content:
            application/json:
              schema: { type: array, items: { type: string } }
              example: [a]
        '400':
          description: Bad request.
`;

describe('check:openapi', () => {
  it('reports an undeclared scope (Spectral) and an unused component (both linters) with file and line', async () => {
    const file = join(dir, 'planted.yaml');
    writeFileSync(file, PLANTED);
    const findings = await lintOpenApi([file]);
    const rules = findings.map((f) => `${f.linter} ${f.rule}`);
    expect(rules).toContain('spectral oas3-operation-security-defined');
    expect(rules).toContain('spectral oas3-unused-component');
    expect(rules).toContain('redocly no-unused-components');
    expect(findings.every((f) => f.file.endsWith('planted.yaml') && f.line > 0)).toBe(true);
  }, 60_000);
});
