import { describe, expect, it, vi } from 'vitest';
import type { Location } from 'history';
import { fragmentId, hashTarget } from '../../src/lib/hashTarget';
import { scrollAfterNavigation } from '../../plugins/client-startup/client/scrollAfterNavigation';

const heading = { id: 'über-uns' } as unknown as HTMLElement;
const document = { getElementById: (id: string) => (id === 'über-uns' ? heading : null) } as unknown as Document;

describe('fragmentId', () => {
  it('decodes a fragment, with or without its #', () => {
    expect(fragmentId('#%C3%BCber-uns')).toBe('über-uns');
    expect(fragmentId('über-uns')).toBe('über-uns');
  });

  it('keeps a fragment with a malformed escape as written, without throwing', () => {
    expect(fragmentId('#%E0')).toBe('%E0');
    expect(fragmentId('#%E0%A4%A')).toBe('%E0%A4%A');
    expect(fragmentId('#100%')).toBe('100%');
  });
});

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

describe('scrollAfterNavigation', () => {
  const at = (pathname: string, hash = '', search = '') => ({ pathname, hash, search }) as Location;
  const fakeWindow = () => {
    const scrollIntoView = vi.fn();
    const target = { scrollIntoView } as unknown as HTMLElement;
    const win = {
      scrollTo: vi.fn(),
      document: { getElementById: (id: string) => (id === 'über-uns' ? target : null) },
    } as unknown as Window;
    return { win, scrollIntoView };
  };

  it('scrolls to the fragment of a new address (encoded), or to the top without one', () => {
    const { win, scrollIntoView } = fakeWindow();
    scrollAfterNavigation({ previousLocation: at('/a'), location: at('/a', '#%C3%BCber-uns') }, win);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    scrollAfterNavigation({ previousLocation: at('/a'), location: at('/b') }, win);
    expect(win.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('does not throw on a fragment with a malformed escape (the page crashed on `#%E0`)', () => {
    const { win, scrollIntoView } = fakeWindow();
    for (const hash of ['#%E0', '#%E0%A4%A'])
      expect(() => scrollAfterNavigation({ previousLocation: at('/a'), location: at('/a', hash) }, win)).not.toThrow();
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(win.scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the scroll alone on the first load and on a change of the query string alone', () => {
    const { win, scrollIntoView } = fakeWindow();
    scrollAfterNavigation({ previousLocation: null, location: at('/a', '#%C3%BCber-uns') }, win);
    scrollAfterNavigation({ previousLocation: at('/a', '', '?q=1'), location: at('/a', '', '?q=2') }, win);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(win.scrollTo).not.toHaveBeenCalled();
  });
});
