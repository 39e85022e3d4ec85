import { ADDRESS_REGIONS } from '@shop/forms'
import { and, desc, eq } from 'drizzle-orm'
import { written } from '../../db/client'
import type { Database, Executor } from '../../db/client'
import * as t from '../../db/schema'
import { manageRefusal, requireAllowed } from '../companies'
import type { CustomerRow } from '../customers'
import { ResultError, invalid, notFound, problem } from '../../shared/results'
import type { Violation } from '../../shared/results'
import { checkText } from '../../shared/validation'
import { certificateColumns } from './order-tax'
import type { CertificateView } from './order-tax'

/** The largest certificate PDF taken: 5 MB. */
export const MAX_CERTIFICATE_BYTES = 5 * 1024 * 1024

export interface CertificateInput {
  state: string
  number: string
  expiresOn: string
  fileName: string
  pdfBase64: string
}

const US_STATES = new Set(ADDRESS_REGIONS.US.map((region) => region.code))

/** A calendar date `YYYY-MM-DD` that exists. */
const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value

/** Base64 as browsers write it (no line breaks); anything else is not taken as a file. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/

/** Checks the upload and answers the PDF's bytes, or throws the violations. */
export function readCertificate(
  input: CertificateInput,
  today: string,
): Buffer {
  const violations: Violation[] = checkText(
    input as unknown as Record<string, unknown>,
    { number: { max: 60 }, fileName: { max: 200 } },
  )
  if (!US_STATES.has(input.state.trim().toUpperCase()))
    violations.push({ propertyPath: 'state', message: 'Choose a state.' })
  if (!isDate(input.expiresOn))
    violations.push({
      propertyPath: 'expiresOn',
      message: 'Enter the date it expires.',
    })
  else if (input.expiresOn < today)
    violations.push({
      propertyPath: 'expiresOn',
      message: 'This certificate has expired.',
    })
  // Checked on the base64's length first, so an oversized upload is not decoded at all.
  const pdf =
    input.pdfBase64.length <= Math.ceil(MAX_CERTIFICATE_BYTES / 3) * 4 &&
    BASE64.test(input.pdfBase64)
      ? Buffer.from(input.pdfBase64, 'base64')
      : null
  if (!pdf || pdf.length > MAX_CERTIFICATE_BYTES)
    violations.push({
      propertyPath: 'file',
      message: pdf
        ? 'The PDF is larger than 5 MB.'
        : 'Choose a PDF of at most 5 MB.',
    })
  else if (!pdf.subarray(0, 1024).includes('%PDF-'))
    // A PDF starts with its header (readers accept it within the first kilobyte).
    violations.push({ propertyPath: 'file', message: 'The file is not a PDF.' })
  if (violations.length || !pdf)
    throw new ResultError(
      invalid(violations, 'The certificate was not uploaded.'),
    )
  return pdf
}

/** The practices' exemption certificates: uploaded by administrators, decided by the distributor. */
export class ExemptionService {
  constructor(private readonly db: Database) {}

  /** The company's certificates, newest first. */
  list(companyId: number, db: Executor = this.db): Promise<CertificateView[]> {
    return db
      .select(certificateColumns)
      .from(t.exemptionCertificates)
      .where(eq(t.exemptionCertificates.companyId, companyId))
      .orderBy(desc(t.exemptionCertificates.id))
  }

  /** An administrator's upload: stored PENDING until the distributor decides. */
  async upload(member: CustomerRow, input: CertificateInput, at = new Date()) {
    requireAllowed(manageRefusal(member))
    const pdf = readCertificate(input, at.toISOString().slice(0, 10))
    const [row] = await this.db
      .insert(t.exemptionCertificates)
      .values({
        companyId: member.companyId,
        state: input.state.trim().toUpperCase(),
        number: input.number.trim(),
        expiresOn: input.expiresOn,
        fileName: input.fileName.trim(),
        pdf,
        uploadedBy: member.id,
      })
      .returning(certificateColumns)
    return written(row)
  }

  /** Every certificate, the undecided first, for the operator. */
  all(): Promise<(CertificateView & { companyName: string })[]> {
    return this.db
      .select({ ...certificateColumns, companyName: t.companies.name })
      .from(t.exemptionCertificates)
      .innerJoin(
        t.companies,
        eq(t.companies.id, t.exemptionCertificates.companyId),
      )
      .orderBy(desc(t.exemptionCertificates.id))
  }

  /** One certificate's PDF, for the operator who decides on it. */
  async file(id: number) {
    const [row] = await this.db
      .select({
        fileName: t.exemptionCertificates.fileName,
        pdf: t.exemptionCertificates.pdf,
      })
      .from(t.exemptionCertificates)
      .where(eq(t.exemptionCertificates.id, id))
    if (!row) throw notFound('The certificate')
    return row
  }

  /**
   * The distributor's decision, inside the caller's transaction (the operator route records its
   * audit entry in the same one). Only a PENDING certificate is decided; a refusal needs a reason.
   */
  async decide(
    tx: Executor,
    id: number,
    decision: { accept: true } | { accept: false; reason: string },
  ): Promise<CertificateView> {
    const [row] = await tx
      .update(t.exemptionCertificates)
      .set({
        status: decision.accept ? 'accepted' : 'refused',
        refusalReason: decision.accept ? null : decision.reason,
        decidedAt: new Date(),
      })
      .where(
        and(
          eq(t.exemptionCertificates.id, id),
          eq(t.exemptionCertificates.status, 'pending'),
        ),
      )
      .returning(certificateColumns)
    if (row) return row
    const [exists] = await tx
      .select({ status: t.exemptionCertificates.status })
      .from(t.exemptionCertificates)
      .where(eq(t.exemptionCertificates.id, id))
    if (!exists) throw notFound('The certificate')
    throw new ResultError(
      problem(`The certificate was already ${exists.status}.`),
    )
  }
}
