import { PGlite } from '@electric-sql/pglite'
import {
  cpSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { sql } from 'drizzle-orm'
import { afterAll, expect, it } from 'vitest'

// Migration 0008 turns every customer of an older database into a company of one: its
// administrator (and approver and buyer), with its addresses and orders the company's.

const committed = join(import.meta.dirname, '../../../drizzle')
const work = mkdtempSync(join(tmpdir(), 'company-migration-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

/** The committed migrations up to (not including) the entry with tag prefix `before`. */
function migrationsBefore(before: string) {
  const folder = join(work, before)
  cpSync(committed, folder, { recursive: true })
  const journalPath = join(folder, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { tag: string }[]
  }
  const at = journal.entries.findIndex((e) => e.tag.startsWith(before))
  journal.entries = journal.entries.slice(0, at)
  writeFileSync(journalPath, JSON.stringify(journal))
  return folder
}

// It creates a fresh PGlite database and runs every migration: seconds under load.
it(
  'makes each existing customer the administrator of a company of their own',
  { timeout: 30_000 },
  async () => {
    const client = new PGlite()
    const db = drizzle(client)
    await migrate(db, { migrationsFolder: migrationsBefore('0008') })
    for (const [email, company] of [
      ['one@old.example', 'Old Clinic'],
      ['two@old.example', 'Older Practice'],
    ])
      await db.execute(sql`
      insert into customers (email, password_hash, firstname, lastname, company_name, npi_number)
      values (${email}, 'x', 'A', 'B', ${company}, '1234567893')`)
    await db.execute(sql`
    insert into addresses (customer_id, salutation, firstname, lastname, company, street, number,
      postcode, city, country, state_code, phone_number)
    select id, '', 'A', 'B', 'Older Practice', 'Main', '1', '10001', 'NYC', 'US', 'NY', '1'
    from customers where email = 'two@old.example'`)
    await db.execute(sql`
    insert into orders (token, customer_id, state)
    select 'tok-two', id, 'cart' from customers where email = 'two@old.example'`)

    await migrate(db, { migrationsFolder: committed })

    const { rows } = await db.execute<{
      email: string
      roles: string[]
      name: string
      npi: string
    }>(sql`
    select c.email, c.roles, co.name, co.npi_number as npi
    from customers c join companies co on co.id = c.company_id order by c.email`)
    expect(rows).toEqual([
      {
        email: 'one@old.example',
        roles: ['administrator', 'approver', 'buyer'],
        name: 'Old Clinic',
        npi: '1234567893',
      },
      {
        email: 'two@old.example',
        roles: ['administrator', 'approver', 'buyer'],
        name: 'Older Practice',
        npi: '1234567893',
      },
    ])
    const owned = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from addresses a join customers c on c.id = a.customer_id
    where a.company_id = c.company_id
    union all
    select count(*)::int from orders o join customers c on c.id = o.customer_id
    where o.company_id = c.company_id`)
    expect(owned.rows.map((r) => r.n)).toEqual([1, 1])
    // New companies continue after the copied ids.
    const { rows: created } = await db.execute<{ id: number }>(
      sql`insert into companies (name, npi_number) values ('New', '1') returning id`,
    )
    expect(created[0]!.id).toBeGreaterThan(2)
    await client.close()
  },
)
