import { Alert } from '@mantine/core';

/** The errors of a form that belong to no field ("FIELD: first message" lines, docs/domain.md#api-conventions). */
export function FormErrors({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <Alert color="red" role="alert">
      {lines.map((line) => (
        <div key={line}>{line}</div>
      ))}
    </Alert>
  );
}
