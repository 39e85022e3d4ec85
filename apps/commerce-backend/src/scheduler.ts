import PgBoss from 'pg-boss'
import type { DatabaseHandle } from './db/client'

/** The job queue's queue of standing-order rounds. */
const QUEUE = 'standing-orders'
/** The queue of the monthly statement e-mails (decision 040). */
const MONTHLY = 'monthly-statements'

/**
 * The scheduler: pg-boss, the job queue, in its own `pgboss` schema of the same database (PGlite
 * or the Postgres server). Its cron sends one job a minute however many backend instances run;
 * a job places every run that is due (`runDue`), which is safe to do twice at once, so a job
 * retried after a crash, or one per instance, places each run once. One job also goes at start,
 * so runs missed while the shop was down are placed at once, late.
 */
export async function startScheduler(
  database: DatabaseHandle,
  runDue: (now: Date) => Promise<unknown>,
  /** Sends last month's statements: the 1st at 06:00 UTC, once per practice however often it runs. */
  sendStatements?: (now: Date) => Promise<unknown>,
) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => database.executeSql(text, values) },
    // A round a minute is all the schedule needs: poll less than the default 2 s.
    pollingIntervalSeconds: 10,
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
  // `stately`: at most one round waiting and one running; more ticks add nothing.
  await boss.createQueue(QUEUE, {
    name: QUEUE,
    policy: 'stately',
    retryLimit: 3,
  })
  await boss.schedule(QUEUE, '* * * * *', {}, { tz: 'UTC' })
  const worker = await boss.work(QUEUE, async () => {
    await runDue(new Date())
  })
  if (sendStatements) {
    await boss.createQueue(MONTHLY, {
      name: MONTHLY,
      policy: 'stately',
      retryLimit: 3,
    })
    await boss.schedule(MONTHLY, '0 6 1 * *', {}, { tz: 'UTC' })
    await boss.work(MONTHLY, async () => {
      await sendStatements(new Date())
    })
  }
  // A round now, without waiting for the worker's next poll.
  const wake = async () => {
    await boss.send(QUEUE, {})
    boss.notifyWorker(worker)
  }
  await wake()
  return {
    /** Asks for a round now (a job, as the cron sends it). */
    wake,
    stop: () => boss.stop({ graceful: true, wait: true, close: false }),
  }
}
