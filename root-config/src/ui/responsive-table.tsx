import type { HTMLAttributes, ReactNode, TableHTMLAttributes } from 'react';
import { useKitStyles } from './use-kit-styles';

export interface TableColumn<Row> {
  readonly key: string;
  /** The column's heading; on a narrow screen it stands before the value in each card. */
  readonly header: string;
  readonly cell: (row: Row) => ReactNode;
  /** Figures align right (amounts, odds). */
  readonly numeric?: boolean;
  /** The cell names its row (a `th scope="row"`): the account, the coupon. */
  readonly rowHeader?: boolean;
}

/** A row's own attributes: a class, data-* attributes its tests and journeys find it by. */
export type TableRowAttributes = HTMLAttributes<HTMLTableRowElement> & {
  readonly [data: `data-${string}`]: string | number | boolean | undefined;
};

export interface ResponsiveTableProps<Row> extends Omit<
  TableHTMLAttributes<HTMLTableElement>,
  'children'
> {
  readonly columns: ReadonlyArray<TableColumn<Row>>;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** Attributes of a row of the parcel's own (data-active, a class). */
  readonly rowProps?: (row: Row) => TableRowAttributes;
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
  ...table
}: ResponsiveTableProps<Row>) {
  useKitStyles();
  return (
    <table {...table} className={className === undefined ? 'ui-table' : `ui-table ${className}`}>
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
            {columns.map((column) =>
              column.rowHeader === true ? (
                <th
                  key={column.key}
                  scope="row"
                  data-label={column.header}
                  data-numeric={column.numeric === true || undefined}
                >
                  {column.cell(row)}
                </th>
              ) : (
                <td
                  key={column.key}
                  data-label={column.header}
                  data-numeric={column.numeric === true || undefined}
                >
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
