import { HttpResponse, http, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * The mocked network of component tests: MSW answers `fetch` itself, so the tests hold whatever API
 * client sits in front of it. A request no handler answers fails the test.
 */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The absolute URL pattern of an API path ("candidates/" → "*\/api/candidates/"). */
export const apiUrl = (path: string) => `*/api/${path}`;

/**
 * One request as a test sees it: method, path, query parameters and body (JSON; a multipart body as
 * its fields, a file as `{name, type, size}`).
 */
export type SeenRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
};

async function bodyOf(request: Request): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  if (request.headers.get('content-type')?.startsWith('multipart/form-data')) {
    const form = await request.clone().formData();
    return Object.fromEntries(
      [...form.entries()].map(([key, value]) => [
        key,
        typeof value === 'string' ? value : { name: value.name, type: value.type, size: value.size },
      ]),
    );
  }
  const text = await request.clone().text();
  return text ? JSON.parse(text) : undefined;
}

async function seen(request: Request): Promise<SeenRequest> {
  const url = new URL(request.url);
  return {
    method: request.method,
    path: url.pathname.replace(/^\/api\//, ''),
    query: Object.fromEntries(url.searchParams),
    body: await bodyOf(request),
    headers: request.headers,
  };
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type Answer = JsonBodyType | { status: number; body: JsonBodyType };
/** What a handler answers: a JSON body (200) or {status, body}; a function decides per request. */
type Reply = Answer | ((request: SeenRequest) => Answer);

const isStatusAnswer = (answer: Answer): answer is { status: number; body: JsonBodyType } =>
  typeof answer === 'object' &&
  answer !== null &&
  !Array.isArray(answer) &&
  'status' in answer &&
  'body' in answer &&
  typeof answer.status === 'number';

/**
 * Answers `method path` with `reply` and records every request it receives. The handler requires
 * the signed-in session's bearer token (401 without it), like the server.
 */
export function mockApi(method: Method, path: string, reply: Reply) {
  const requests: SeenRequest[] = [];
  server.use(
    http[method](apiUrl(path), async ({ request }) => {
      if (!request.headers.get('Authorization')?.startsWith('Bearer '))
        return HttpResponse.json({ detail: 'unauthenticated' }, { status: 401 });
      const req = await seen(request);
      requests.push(req);
      const answer = typeof reply === 'function' ? reply(req) : reply;
      return isStatusAnswer(answer)
        ? HttpResponse.json(answer.body, { status: answer.status })
        : HttpResponse.json(answer);
    }),
  );
  return {
    requests,
    /** The last request received (fails when there was none). */
    get last(): SeenRequest {
      const last = requests.at(-1);
      if (!last) throw new Error(`no request to ${method.toUpperCase()} ${path}`);
      return last;
    },
  };
}
