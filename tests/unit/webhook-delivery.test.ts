import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServiceDocuments } from '../../plugins/api-reference/bundle';
import { deliveryBlocks, replaceWebhookDeliveries } from '../../plugins/api-reference/remark-webhook-delivery';
import { EXAMPLE_WEBHOOK_SECRET, webhookExample } from '../../plugins/api-reference/webhook-delivery';
import { renderPages } from '../../plugins/api-reference/render';
import { treeWithComponent } from './support/mdast';
import { ROOT } from './support/root';

const services = loadServiceDocuments(ROOT);

const verifies = (head: string, body: string) => {
  const [, t = '', v1 = ''] = /FLP-Signature: t=(\d+),v1=([0-9a-f]{64})/.exec(head) ?? [];
  return createHmac('sha256', EXAMPLE_WEBHOOK_SECRET).update(`${t}.${body}`).digest('hex') === v1;
};

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? markdownFiles(full) : /\.mdx?$/.test(name) ? [full] : [];
  });
}

describe('<WebhookDelivery event/>: the example delivery of the webhooks guide, signed at build time', () => {
  it('is the event’s OpenAPI example as the body, with an FLP-Signature that verifies against it', () => {
    const [head, body] = deliveryBlocks(services, 'encoding.failed');
    expect(head?.lang).toBe('http');
    expect(body?.lang).toBe('json');
    expect(body?.value).toBe(JSON.stringify(webhookExample(services, 'encoding.failed')?.example, null, 2));
    expect(head?.value).toContain('FLP-Event: encoding.failed');
    expect(head?.value).toContain('FLP-Delivery: 0b5c3f0e-4e8a-4d2c-9f6b-2a7d1c9e8f30');
    expect(verifies(head!.value, body!.value)).toBe(true);
    // One byte of the body changed and the signature no longer verifies: it is over the bytes shown.
    expect(verifies(head!.value, body!.value.replace('E-3102', 'E-3103'))).toBe(false);
  });

  it('replaces the component in the page by the two blocks, and fails on an event no document defines, naming the page', () => {
    const tree = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'A delivery:' }] },
        {
          type: 'mdxJsxFlowElement',
          name: 'WebhookDelivery',
          attributes: [{ type: 'mdxJsxAttribute', name: 'event', value: 'asset.ready' }],
          children: [],
        },
      ],
    };
    replaceWebhookDeliveries(tree, () => services, 'docs/api/doc8.md');
    expect(tree.children.map((c) => ('lang' in c ? `${c.type}:${String(c.lang)}` : c.type))).toEqual([
      'paragraph',
      'code:http',
      'code:json',
    ]);
    const ping = treeWithComponent('WebhookDelivery', { event: 'ping' });
    expect(() => replaceWebhookDeliveries(ping, () => services, 'docs/api/doc8.md')).toThrow(
      'docs/api/doc8.md: <WebhookDelivery event="ping"/>: no OpenAPI document in api/ defines the webhook event ping with a payload example',
    );
  });

  it('leaves no hand-written FLP-Signature in the docs that does not verify against the body beside it', () => {
    const found: string[] = [];
    for (const file of [...markdownFiles(join(ROOT, 'docs')), ...markdownFiles(join(ROOT, 'versioned_docs'))]) {
      const text = readFileSync(file, 'utf8');
      const blocks = [...text.matchAll(/```(\w*)[^\n]*\n([\s\S]*?)\n```/g)];
      blocks.forEach((block, i) => {
        const code = block[2] ?? '';
        if (!/FLP-Signature: t=\d+,v1=[0-9a-f]{64}/.test(code)) return;
        // The body is after a blank line in the same block, or the next block.
        const inBlock = code.split('\n\n')[1];
        const body = inBlock ?? blocks[i + 1]?.[2] ?? '';
        if (!verifies(code, body)) found.push(relative(ROOT, file));
      });
    }
    expect(found).toEqual([]);
  });
});

describe('FLP-Signature and FLP-Delivery examples of the webhook reference pages', () => {
  const pages = renderPages(services, { hasPage: () => false }).filter((page) => page.kind === 'webhook');

  it('are those of the page’s own example delivery, which verifies', () => {
    expect(pages.length).toBeGreaterThan(5);
    for (const page of pages) {
      const [, head = '', body = ''] = /```http\n([\s\S]*?)\n\n([\s\S]*?)\n```/.exec(page.content) ?? [];
      expect(verifies(head, body), page.route).toBe(true);
      const signature = /^FLP-Signature: (.*)$/m.exec(head)?.[1] ?? 'none';
      const delivery = /^FLP-Delivery: (.*)$/m.exec(head)?.[1] ?? 'none';
      const headerRows = page.content.split('\n').filter((line) => line.startsWith('| `FLP-'));
      expect(
        headerRows.find((row) => row.startsWith('| `FLP-Signature`')),
        page.route,
      ).toContain(`Example: \`${signature}\``);
      expect(
        headerRows.find((row) => row.startsWith('| `FLP-Delivery`')),
        page.route,
      ).toContain(`Example: \`${delivery}\``);
    }
  });

  it('the shared component’s example verifies against the encoding.failed example as its page sends it', () => {
    const text = readFileSync(join(ROOT, 'api', 'shared', 'components.yaml'), 'utf8');
    const [, example = ''] = /name: FLP-Signature[\s\S]*?\n {6}example: (\S+)/.exec(text) ?? [];
    const body = JSON.stringify(webhookExample(services, 'encoding.failed')?.example);
    expect(verifies(`FLP-Signature: ${example}`, body)).toBe(true);
  });
});
