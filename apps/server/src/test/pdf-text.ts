/** Every text a pdfmake document prints (strings, `text` values, columns, stacks and table cells, nested). */
export function printed(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(printed);
  if (node && typeof node === 'object') {
    const value = node as Record<string, unknown>;
    return [
      ...printed(value.text),
      ...printed(value.columns),
      ...printed(value.stack),
      ...printed(value.table && (value.table as { body: unknown }).body),
    ];
  }
  return [];
}
