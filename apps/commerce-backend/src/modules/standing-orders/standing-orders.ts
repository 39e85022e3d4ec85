import { asc, inArray } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database } from '../../db/client'
import * as t from '../../db/schema'
import type { MailSettings } from '../mail'
import { seesCompanyStandingOrders } from '../companies'
import type { CustomerRow } from '../customers'
import type { PaymentService, PlacementService } from '../carts'
import {
  cancelStandingOrder,
  setPaused,
  skipNextRun,
  updateSettings,
} from './standing-order-changes'
import { createStandingOrder } from './standing-order-creation'
import { replaceLine, setLines } from './standing-order-lines'
import { StandingOrderRuns } from './standing-order-runs'
import type {
  StandingOrderInput,
  StandingOrderSettings,
} from './standing-order-settings'
import {
  findVisible,
  standingOrderViews,
  visibleTo,
} from './standing-order-views'
import type { StandingOrderView } from './standing-order-views'

/**
 * Standing orders: a list of products placed again and again on a schedule, as the buyer who set
 * it up, with the checkout's choices made then. This service composes the parts: reading, setting
 * up (`standing-order-creation`), changing (`standing-order-changes`, `standing-order-lines`) and
 * the runs (`standing-order-runs`).
 */
export class StandingOrderService {
  private readonly runs: StandingOrderRuns

  constructor(
    private readonly db: Database,
    placement: PlacementService,
    private readonly payments: PaymentService,
    mail: MailSettings,
  ) {
    this.runs = new StandingOrderRuns(db, placement, mail)
  }

  /** The names and owners of standing orders by id, for the orders their runs placed. */
  async namesByIds(ids: number[]) {
    const rows = await this.db
      .select({
        id: t.standingOrders.id,
        name: t.standingOrders.name,
        ownerId: t.standingOrders.ownerId,
      })
      .from(t.standingOrders)
      .where(inArray(t.standingOrders.id, ids))
    return new Map(
      rows.map((r) => [
        r.id,
        { id: String(r.id), name: r.name, ownerId: r.ownerId },
      ]),
    )
  }

  /** Whether the member may open the standing order: as `visibleTo` finds it. */
  static opens(member: CustomerRow, ownerId: number) {
    return ownerId === member.id || seesCompanyStandingOrders(member)
  }

  async list(member: CustomerRow): Promise<StandingOrderView[]> {
    const rows = await this.db
      .select()
      .from(t.standingOrders)
      .where(visibleTo(member))
      .orderBy(
        asc(t.standingOrders.cancelledAt),
        asc(t.standingOrders.nextRunOn),
        asc(t.standingOrders.id),
      )
    return standingOrderViews(this.db, rows)
  }

  async get(member: CustomerRow, id: number | null) {
    const row = await findVisible(this.db, member, id)
    return written((await standingOrderViews(this.db, [row]))[0])
  }

  /** Sets up a standing order from a list or the cart; buyers only. */
  async create(
    member: CustomerRow,
    input: StandingOrderInput,
    now = new Date(),
  ) {
    return createStandingOrder(this.db, this.payments, member, input, now)
  }

  /** Changes the name, the schedule or the rules. */
  async update(
    member: CustomerRow,
    id: number | null,
    input: StandingOrderSettings,
    now = new Date(),
  ) {
    return updateSettings(this.db, member, id, input, now)
  }

  async setPaused(
    member: CustomerRow,
    id: number | null,
    paused: boolean,
    now = new Date(),
  ) {
    return setPaused(this.db, member, id, paused, now)
  }

  async skipNext(member: CustomerRow, id: number | null, now = new Date()) {
    return skipNextRun(this.db, member, id, now)
  }

  async setLines(
    member: CustomerRow,
    id: number | null,
    items: { productId: number | null; quantity: unknown }[],
  ) {
    return setLines(this.db, member, id, items)
  }

  async replace(
    member: CustomerRow,
    id: number | null,
    productId: number | null,
  ) {
    return replaceLine(this.db, member, id, productId)
  }

  async cancel(member: CustomerRow, id: number | null, now = new Date()) {
    return cancelStandingOrder(this.db, member, id, now)
  }

  /** Places every run due by `now`, each once (see `StandingOrderRuns`). */
  async runDue(now = new Date()) {
    return this.runs.runDue(now)
  }
}
