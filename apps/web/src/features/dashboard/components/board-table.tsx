import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export type BoardColumn<T> = {
  key: string;
  title: string;
  /** Numbers are right-aligned. */
  numeric?: boolean;
  render: (row: T) => ReactNode;
};

/** A figure's table: a caption for screen readers, a header, one line per row (scrolls in its card). */
export function BoardTable<T>(props: {
  caption: string;
  columns: BoardColumn<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  footer?: ReactNode[];
}) {
  return (
    <Table striped highlightOnHover withTableBorder miw={props.columns.length * 110} verticalSpacing="xs">
      <caption
        style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {props.caption}
      </caption>
      <Table.Thead>
        <Table.Tr>
          {props.columns.map((column) => (
            <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined}>
              {column.title}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.rows.map((row, index) => (
          <Table.Tr key={props.rowKey(row, index)}>
            {props.columns.map((column) => (
              <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                {column.render(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
      {props.footer && (
        <Table.Tfoot>
          <Table.Tr>
            {props.footer.map((cell, index) => (
              <Table.Th
                key={props.columns[index]?.key ?? index}
                ta={props.columns[index]?.numeric ? 'right' : undefined}
              >
                {cell}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      )}
    </Table>
  );
}
