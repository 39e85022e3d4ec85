import { createContext, useContext } from 'react'
import type { ReactNode } from 'react'

export interface OrderTableProps {
  /**
   * The column headings: number, date, state, total and, optionally, who placed the order (for a
   * company's orders; every row then has a `placedBy`) and the actions' hidden name.
   */
  columns: {
    number: string
    date: string
    placedBy?: string
    state: string
    total: string
    actions?: string
  }
  /** The `OrderRow`s. */
  children: ReactNode
}

/**
 * The order history: one `OrderRow` per order under the column headings. Where it is narrow (a
 * phone, beside a menu on a tablet) each order becomes a card: number and state, then date and
 * total, then who placed it, then the action.
 *
 * @example
 * <OrderTable columns={{ number: 'Order', date: 'Date', placedBy: 'Placed by', state: 'Status', total: 'Total' }}>
 *   <OrderRow number="SO-1042" date="Nov 20, 2026" placedBy="Jamie Rivera" state={<Badge>Paid</Badge>} total="$129.90" />
 * </OrderTable>
 */
export function OrderTable({ columns, children }: OrderTableProps) {
  return (
    <OrderColumns.Provider value={columns}>
      <div className="ui-order-table">
        <table
          className={
            columns.placedBy
              ? 'ui-table ui-table--cards ui-table--placed-by'
              : 'ui-table ui-table--cards'
          }
        >
          <thead>
            <tr>
              <th scope="col">{columns.number}</th>
              <th scope="col">{columns.date}</th>
              {columns.placedBy ? (
                <th scope="col">{columns.placedBy}</th>
              ) : null}
              <th scope="col">{columns.state}</th>
              <th scope="col" className="ui-table__amount">
                {columns.total}
              </th>
              {columns.actions ? (
                <th scope="col">
                  <span className="ui-visually-hidden">{columns.actions}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </OrderColumns.Provider>
  )
}

/** The table's column headings, for a row's cells that name their column on a narrow screen. */
const OrderColumns = createContext<OrderTableProps['columns'] | null>(null)

export interface OrderRowProps {
  /** The order number, usually a link to the order. */
  number: ReactNode
  date: ReactNode
  /** Who placed the order, by name; only in a table with a `placedBy` column. */
  placedBy?: ReactNode
  /** The state, usually a `Badge`. */
  state: ReactNode
  /** The net total, usually a `Price`. */
  total: ReactNode
  /** e.g. a reorder button; leave out when the table has no actions column. */
  action?: ReactNode
}

/**
 * One order in an `OrderTable`: number, date, who placed it (when the table shows it), state,
 * total and an action.
 *
 * @example
 * <OrderRow number={<a href="…">SO-1042</a>} date="Nov 20, 2026" state={<Badge>Paid</Badge>}
 *   total={<Price amount={12990} format={formatMoney} />} action={<Button size="small">Reorder</Button>} />
 */
export function OrderRow({
  number,
  date,
  placedBy,
  state,
  total,
  action,
}: OrderRowProps) {
  const columns = useContext(OrderColumns)
  return (
    <tr>
      <th scope="row" className="ui-table__number">
        {number}
      </th>
      <td className="ui-table__date">{date}</td>
      {placedBy !== undefined ? (
        <td className="ui-table__placed-by">
          {/* A card on a narrow screen has no column heading above the name. */}
          {columns?.placedBy ? (
            <span className="ui-table__cell-label">{columns.placedBy}: </span>
          ) : null}
          {placedBy}
        </td>
      ) : null}
      <td className="ui-table__state">{state}</td>
      <td className="ui-table__amount">{total}</td>
      {action !== undefined ? (
        <td className="ui-table__action">{action}</td>
      ) : null}
    </tr>
  )
}
