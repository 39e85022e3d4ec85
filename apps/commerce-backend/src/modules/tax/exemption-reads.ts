import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import * as t from '../../db/schema'
import { certificateColumns } from './order-tax'
import type { CertificateView } from './order-tax'
import type { RateRow } from './rate-table'

// Which certificate exempts a practice's purchase in a state, and for the built-in provider the
// state's rows of the rate table with it: a cart's estimate in one statement (decision 052).

/** The day of `at` in UTC, as `YYYY-MM-DD` (a certificate's `expires_on` is its last valid day). */
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

/** The company's accepted certificate for the state valid on `at`, the one valid longest. */
const certificateQuery = (
  db: Executor,
  companyId: number,
  state: string,
  at: Date,
) =>
  db
    .select(certificateColumns)
    .from(t.exemptionCertificates)
    .where(
      and(
        eq(t.exemptionCertificates.companyId, companyId),
        eq(t.exemptionCertificates.state, state.toUpperCase()),
        eq(t.exemptionCertificates.status, 'accepted'),
        gte(t.exemptionCertificates.expiresOn, dayOf(at)),
      ),
    )
    .orderBy(desc(t.exemptionCertificates.expiresOn))
    .limit(1)

/** The company's accepted certificate for the state valid on `at`, the one valid longest. */
export async function exemptionFor(
  db: Executor,
  companyId: number,
  state: string,
  at: Date,
): Promise<CertificateView | null> {
  const [row] = await certificateQuery(db, companyId, state, at)
  return row ?? null
}

/**
 * {@link exemptionFor} and, when no certificate exempts, the state's rows of the rate table, in
 * one statement: one row with the certificate, else a row per rate, or one row of neither.
 */
export async function exemptionAndRates(
  db: Executor,
  companyId: number,
  state: string,
  at: Date,
): Promise<{ exemption: CertificateView | null; rates: RateRow[] }> {
  const certificate = certificateQuery(db, companyId, state, at).as(
    'certificate',
  )
  const rows = await db
    .select({ exemption: certificate._.selectedFields, rate: t.taxRates })
    .from(sql`(select 1) as "one"`)
    .leftJoin(certificate, sql`true`)
    .leftJoin(
      t.taxRates,
      and(eq(t.taxRates.state, state.toUpperCase()), isNull(certificate.id)),
    )
  const exemption = rows[0]?.exemption ?? null
  return {
    exemption: exemption?.id != null ? exemption : null,
    rates: rows.flatMap(({ rate }) => (rate ? [rate] : [])),
  }
}
