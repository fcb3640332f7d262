/** Body types of the wallet calls; the schemas themselves are the contract's (openapi/portal.yaml). */
export type PagingBody = { currentPage: number; pageSize: number; cursor?: string };
