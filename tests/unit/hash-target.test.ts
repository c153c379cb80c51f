import { describe, expect, it } from 'vitest';
import { hashTarget } from '../../src/lib/hashTarget';

const heading = { id: 'über-uns' } as unknown as HTMLElement;
const document = { getElementById: (id: string) => (id === 'über-uns' ? heading : null) } as unknown as Document;

describe('hashTarget', () => {
  it('finds the element a fragment names, encoded or not', () => {
    expect(hashTarget('#über-uns', document)).toBe(heading);
    expect(hashTarget('#%C3%BCber-uns', document)).toBe(heading);
  });

  it('names nothing for an empty, unknown or malformed fragment, without throwing', () => {
    expect(hashTarget('', document)).toBeNull();
    expect(hashTarget('#', document)).toBeNull();
    expect(hashTarget('#nowhere', document)).toBeNull();
    expect(hashTarget('#%E0', document)).toBeNull();
    expect(hashTarget('#%E0%A4%A', document)).toBeNull();
  });
});
