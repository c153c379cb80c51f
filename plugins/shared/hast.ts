/**
 * The part of a HAST node (the HTML tree of remark-rehype) the site's rehype plugins read and
 * write: looser than `@types/hast`, so they can walk any node without narrowing each type first.
 */
export interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
  value?: string;
}
