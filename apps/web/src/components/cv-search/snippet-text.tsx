import { Mark, Text, type TextProps } from '@mantine/core';
import type { CvSnippetPart } from '@rp/contract/entities';

/**
 * A CV search's snippet as plain text with the matched words in <mark>: React text nodes, so
 * nothing of the file is read as HTML. Shared by the CV search's results and the candidate picker.
 */
export function SnippetText({ parts, ...props }: { parts: CvSnippetPart[] } & TextProps) {
  return (
    <Text size="sm" {...props} style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a snippet's parts are fixed
          <Mark key={index}>{part.text}</Mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: a snippet's parts are fixed
          <span key={index}>{part.text}</span>
        ),
      )}
    </Text>
  );
}
