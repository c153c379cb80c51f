/** Constants of the product specification (§9) shared by the engine and the search box. */
export const MAX_RESULTS = 8;
export const MAX_QUERY_LENGTH = 512;
