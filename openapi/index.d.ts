/** Absolute path of openapi/portal.yaml, the OpenAPI 3.1 contract. */
export declare const contractPath: string;
