import type { HTMLAttributes, ReactNode } from 'react';
import { useKitStyles } from './use-kit-styles';

export interface TableColumn<Row> {
  readonly key: string;
  /** The column's heading; on a narrow screen it stands before the value in each card. */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Figures align right (amounts, odds). */
  readonly numeric?: boolean;
}

export interface ResponsiveTableProps<Row> {
  readonly columns: ReadonlyArray<TableColumn<Row>>;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** Attributes of a row of the parcel's own (data-active, a class). */
  readonly rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  readonly caption?: ReactNode;
  readonly className?: string;
}

/**
 * A table on a wide screen; on a narrow one each row becomes a card of "heading: value" lines, so
 * nothing scrolls sideways. Screen readers read a table either way.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  caption,
  className,
}: ResponsiveTableProps<Row>) {
  useKitStyles();
  return (
    <table className={className === undefined ? 'ui-table' : `ui-table ${className}`}>
      {caption !== undefined && <caption>{caption}</caption>}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-numeric={column.numeric === true || undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} {...rowProps?.(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                data-label={column.header}
                data-numeric={column.numeric === true || undefined}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
