/**
 * The parts of the endpoint contract the web client needs at run time, kept free of zod so the first
 * page does not load the schema library's builders (docs/performance.md).
 */

/** Fills `:name` segments of an endpoint path (values URL-encoded). */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([a-z_]+)(?=\/)/gi, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** True when the endpoint answers a file (its response is `fileResponse`): the client reads a Blob. */
export function isFileEndpoint(endpoint: { response: { _zod: { def: { type: string } } } }): boolean {
  return endpoint.response._zod.def.type === 'file';
}
