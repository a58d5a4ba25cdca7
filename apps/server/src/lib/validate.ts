import type { z } from 'zod';
import { FieldErrors } from './errors';

/** How deep a request's JSON may nest (objects and arrays), and how many items one array may hold. */
export const inputLimits = { depth: 32, items: 10_000 } as const;

type InputProblem = { field: string; key: string; params?: Record<string, unknown> };

/**
 * The first problem of an input value (a parsed JSON body, a query, multipart fields), found
 * without recursion so no shape can exhaust the stack (issue 27 item 3): nesting deeper than
 * `inputLimits.depth`, an array longer than `inputLimits.items`, or a string (value or key)
 * holding a NUL character (U+0000), which PostgreSQL refuses in text. Depth first, in order, so
 * the field named is the first one a reader meets.
 */
export function inputProblem(value: unknown): InputProblem | undefined {
  type Entry = { value: unknown; path: string; depth: number; parent: string; key: string };
  const stack: Entry[] = [{ value, path: '', depth: 0, parent: '', key: '' }];
  const field = (path: string) => path || 'non_field_errors';
  for (let entry = stack.pop(); entry; entry = stack.pop()) {
    const { value: current, path, depth } = entry;
    if (entry.key.includes('\u0000')) return { field: field(entry.parent), key: 'validation.null_character' };
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { field: field(path), key: 'validation.null_character' };
      continue;
    }
    if (!current || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth >= inputLimits.depth)
      return { field: 'non_field_errors', key: 'validation.too_deep', params: { count: inputLimits.depth } };
    const isArray = Array.isArray(current);
    if (isArray && current.length > inputLimits.items)
      return { field: field(path), key: 'validation.max_items', params: { count: inputLimits.items } };
    const entries: Array<[string, unknown]> = isArray
      ? current.map((item, index) => [String(index), item])
      : Object.entries(current);
    // pushed last to first, so the first entry is looked at first
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, item] = entries[i] as [string, unknown];
      const at = path ? `${path}.${key}` : key;
      stack.push({ value: item, path: at, depth: depth + 1, parent: path, key: isArray ? '' : key });
    }
  }
  return undefined;
}

/**
 * 400 on the first problem of the input: too deep, too long an array, a NUL character
 * (docs/domain.md#api-conventions: never a 500 for bad input).
 */
export function refuseBadInput(value: unknown): void {
  const problem = inputProblem(value);
  if (problem) throw FieldErrors.one(problem.field, problem.key, problem.params);
}

/** Parses input with a contract schema; bad input becomes a 400 with field messages. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  refuseBadInput(data);
  const result = schema.safeParse(data ?? {}, { reportInput: true });
  if (!result.success) throw new FieldErrors({}, result.error.issues);
  return result.data;
}
