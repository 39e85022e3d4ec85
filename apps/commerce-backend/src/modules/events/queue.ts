import PgBoss from 'pg-boss'
import type { DatabaseHandle } from '../../db/client'
import type { WebhookDeliveries } from './deliveries'

/** The job queue's queue of delivery rounds. */
const QUEUE = 'webhook-deliveries'

/**
 * Runs the webhook deliveries on the job queue (pg-boss, in its `pgboss` schema of the same
 * database, as the standing orders do). `stately`: one round runs at a time across every backend
 * instance and at most one more waits, so a burst of wake-ups is one round; the claim's row locks
 * keep a delivery from going out twice even if two rounds ever overlap. A cron job a minute
 * retries what became due; `wake()` after a commit sends a new event at once.
 */
export async function startWebhookQueue(
  database: DatabaseHandle,
  deliveries: WebhookDeliveries,
) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    pollingIntervalSeconds: 2,
  })
  boss.on('error', (error) =>
    console.error(
      JSON.stringify({
        level: 'error',
        event: 'job_queue_error',
        error: String(error),
      }),
    ),
  )
  await boss.start()
  await boss.createQueue(QUEUE, {
    name: QUEUE,
    policy: 'stately',
    // A failed round needs no retry of its own: the next wake-up or tick runs another.
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  })
  await boss.schedule(QUEUE, '* * * * *', {}, { tz: 'UTC' })
  const worker = await boss.work(QUEUE, async () => {
    await deliveries.runUntilIdle()
  })
  let stopped = false
  const wake = async () => {
    if (stopped) return
    await boss.send(QUEUE, {})
    boss.notifyWorker(worker)
  }
  // Whatever waited while the backend was down goes now.
  await wake()
  return {
    /** Asks for a round now: after a commit that emitted events. */
    wake: () =>
      void wake().catch((error: unknown) =>
        console.error(
          JSON.stringify({
            level: 'error',
            event: 'webhook_wake_failed',
            error: String(error),
          }),
        ),
      ),
    stop: async () => {
      stopped = true
      await boss.stop({ graceful: true, wait: true, close: false })
    },
  }
}
