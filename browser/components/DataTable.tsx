import type { HTMLAttributes, Key, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';

// Tests and the phone layout in site.css find tables and cells by data-* attributes.
type Data = { [name: `data-${string}`]: string | number | undefined };
type CellProps = TdHTMLAttributes<HTMLTableCellElement> & Data;

export interface Column<R> {
  /** Without any header the table has no <thead> (a list of labelled figures). */
  header?: ReactNode;
  /** Figures: right-aligned with tabular digits (site.css .num), header and cells alike. */
  num?: boolean;
  cell: (row: R, index: number) => ReactNode;
  /** The same for every cell ({ 'data-cell': 'total' }) or by row. */
  cellProps?: CellProps | ((row: R, index: number) => CellProps);
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
  /** Needed when columns are built from data (one per county, per series). */
  key?: Key;
}

export interface DataTableProps<R> {
  /** `false` leaves a column out, so optional columns read as `cond && { … }`. */
  columns: readonly (Column<R> | false | null | undefined)[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => Key;
  rowProps?: (row: R, index: number) => HTMLAttributes<HTMLTableRowElement> & Data;
  /** The first column names its row (th scope="row"), as screen readers announce it with each figure. */
  rowHeader?: boolean;
  caption?: ReactNode;
  captionClassName?: string;
  /** The <tfoot> rows (totals), written out: they follow no column's cell function. */
  foot?: ReactNode;
  tableProps?: TableHTMLAttributes<HTMLTableElement> & Data;
  /**
   * The name of the table's scrolling region, as a screen reader announces it when the region takes
   * the focus: usually the heading or summary the table sits under.
   */
  label: string;
  /** The wrapper's class is fixed: .table-scroll keeps a wide table from widening the page on a phone. */
  wrapperProps?: Omit<HTMLAttributes<HTMLDivElement>, 'className'> & Data;
}

const classes = (num: boolean | undefined, extra: string | undefined): string | undefined =>
  [num ? 'num' : '', extra ?? ''].filter(Boolean).join(' ') || undefined;

/** A data table as every page writes one: scrolling wrapper, column headers, row headers, figures aligned. */
export function DataTable<R>({
  columns,
  rows,
  rowKey,
  rowProps,
  rowHeader = true,
  caption,
  captionClassName,
  foot,
  tableProps,
  label,
  wrapperProps,
}: DataTableProps<R>) {
  const cols = columns.filter((c): c is Column<R> => Boolean(c));
  return (
    // On a phone many tables are wider than the screen and scroll sideways inside this wrapper: it
    // takes the focus so a keyboard can scroll it too (WCAG 2.1.1), and is named for when it does: a
    // group, not a region, so the page's landmarks stay the few a visitor navigates by.
    <div className="table-scroll" role="group" aria-label={label} tabIndex={0} {...wrapperProps}>
      <table {...tableProps}>
        {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
        {cols.some((c) => c.header !== undefined) && (
          <thead>
            <tr>
              {cols.map((c, i) => {
                const { className, ...rest } = c.headerProps ?? {};
                return (
                  <th key={c.key ?? i} scope="col" className={classes(c.num, className)} {...rest}>
                    {c.header}
                  </th>
                );
              })}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row, r) => (
            <tr key={rowKey(row, r)} {...rowProps?.(row, r)}>
              {cols.map((c, i) => {
                const { className, ...rest } =
                  (typeof c.cellProps === 'function' ? c.cellProps(row, r) : c.cellProps) ?? {};
                const cls = classes(c.num, className);
                return i === 0 && rowHeader ? (
                  <th key={c.key ?? i} scope="row" className={cls} {...rest}>
                    {c.cell(row, r)}
                  </th>
                ) : (
                  <td key={c.key ?? i} className={cls} {...rest}>
                    {c.cell(row, r)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
        {foot !== undefined && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
