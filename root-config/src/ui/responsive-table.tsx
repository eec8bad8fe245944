import {
  Fragment,
  useId,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type TableHTMLAttributes,
} from 'react';
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

/** Rows that open to more than their cells: a coupon to its selections, a payment to its steps. */
export interface RowDetails<Row> {
  /** What an open row shows under it, across the whole table. */
  readonly content: (row: Row) => ReactNode;
  /** Opening a row closes the one open before, so a long list stays short. */
  readonly oneAtATime?: boolean;
}

export interface ResponsiveTableProps<Row> extends Omit<
  TableHTMLAttributes<HTMLTableElement>,
  'children'
> {
  readonly columns: ReadonlyArray<TableColumn<Row>>;
  readonly rows: readonly Row[];
  readonly rowKey: (row: Row) => string | number;
  /** Attributes of a row of the parcel's own (data-active, a class). */
  readonly rowProps?: (row: Row) => TableRowAttributes;
  /**
   * Rows open and close: the cell of the column that names the row (`rowHeader`, else the first)
   * becomes a button with `aria-expanded`, and an open row's details follow it.
   */
  readonly rowDetails?: RowDetails<Row>;
  readonly caption?: ReactNode;
  readonly className?: string;
}

/**
 * A table on a wide screen; on a narrow one each row becomes a card of "heading: value" lines, so
 * nothing scrolls sideways. Screen readers read a table either way. With `rowDetails` a row opens
 * to its details, in a row of their own under it.
 */
export function ResponsiveTable<Row>({
  columns,
  rows,
  rowKey,
  rowProps,
  rowDetails,
  caption,
  className,
  ...table
}: ResponsiveTableProps<Row>) {
  useKitStyles();
  const idPrefix = useId();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(() => new Set());
  const toggleColumn =
    rowDetails === undefined
      ? undefined
      : (columns.find((column) => column.rowHeader === true) ?? columns[0])?.key;
  const toggle = (key: string | number) =>
    setOpen((before) => {
      if (before.has(key)) return new Set([...before].filter((one) => one !== key));
      return new Set(rowDetails?.oneAtATime === true ? [key] : [...before, key]);
    });

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
        {rows.map((row) => {
          const key = rowKey(row);
          const expanded = rowDetails !== undefined && open.has(key);
          const detailsId = `${idPrefix}-details-${key}`;
          const content = (column: TableColumn<Row>) =>
            column.key === toggleColumn ? (
              <button
                type="button"
                className="ui-table__toggle"
                aria-expanded={expanded}
                aria-controls={expanded ? detailsId : undefined}
                onClick={() => toggle(key)}
              >
                {column.cell(row)}
              </button>
            ) : (
              column.cell(row)
            );
          return (
            <Fragment key={key}>
              <tr {...rowProps?.(row)}>
                {columns.map((column) =>
                  column.rowHeader === true ? (
                    <th
                      key={column.key}
                      scope="row"
                      data-label={column.header}
                      data-numeric={column.numeric === true || undefined}
                    >
                      {content(column)}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      data-label={column.header}
                      data-numeric={column.numeric === true || undefined}
                    >
                      {content(column)}
                    </td>
                  ),
                )}
              </tr>
              {expanded && (
                <tr id={detailsId} className="ui-table__details">
                  <td colSpan={columns.length}>{rowDetails.content(row)}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
