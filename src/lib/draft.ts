/** The front-matter flag that marks a page whose content is not written yet. */
export const DRAFT_FLAG = 'draft_content';

export function isDraft(frontMatter: Readonly<Record<string, unknown>> | undefined): boolean {
  return frontMatter?.[DRAFT_FLAG] === true;
}
