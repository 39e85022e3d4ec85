import type { ReactNode } from 'react'

export interface OrderTableProps {
  /** The column headings: number, date, state, total and, optionally, the actions' hidden name. */
  columns: {
    number: string
    date: string
    state: string
    total: string
    actions?: string
  }
  /** The `OrderRow`s. */
  children: ReactNode
}

/**
 * The order history: one `OrderRow` per order under the column headings. On a narrow screen each
 * order becomes a card (number and state, then date and total, then the action).
 */
export function OrderTable({ columns, children }: OrderTableProps) {
  return (
    <table className="ui-table ui-table--cards">
      <thead>
        <tr>
          <th scope="col">{columns.number}</th>
          <th scope="col">{columns.date}</th>
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
  )
}

export interface OrderRowProps {
  /** The order number, usually a link to the order. */
  number: ReactNode
  date: ReactNode
  /** The state, usually a `Badge`. */
  state: ReactNode
  /** The net total, usually a `Price`. */
  total: ReactNode
  /** e.g. a reorder button; leave out when the table has no actions column. */
  action?: ReactNode
}

/**
 * One order in an `OrderTable`: number, date, state, total and an action.
 *
 * @example
 * <OrderRow number={<a href="…">SO-1042</a>} date="Nov 20, 2026" state={<Badge>Paid</Badge>}
 *   total={<Price amount={12990} format={formatMoney} />} action={<Button size="small">Reorder</Button>} />
 */
export function OrderRow({
  number,
  date,
  state,
  total,
  action,
}: OrderRowProps) {
  return (
    <tr>
      <th scope="row" className="ui-table__number">
        {number}
      </th>
      <td className="ui-table__date">{date}</td>
      <td className="ui-table__state">{state}</td>
      <td className="ui-table__amount">{total}</td>
      {action !== undefined ? (
        <td className="ui-table__action">{action}</td>
      ) : null}
    </tr>
  )
}
