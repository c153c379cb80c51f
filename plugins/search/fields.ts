/** The indexed fields of a section, in the order of their ids in the serialized index. */
export const FIELDS = ['title', 'content', 'tags', 'sidebarParentCategories'] as const;
