import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from '../../db/schema'
import { TEST_SERVICE_SECRET } from '../../test-backend'
import { backend, count, url, useTestShop } from '../../test-shop'
import { recordAudit } from './audit'
import { SERVICE_SECRET_OPERATOR } from './scopes'

// The operator API (decision 030) on a real backend: who may call, what is kept of a key, and
// that every change is audited with it or not at all.
useTestShop()

type Caller = { key: string } | { secret: string } | null

/** The fields of the answers these tests read. */
interface Answer {
  message: string
  violations: { propertyPath: string; message: string }[]
  key: string
  revokedAt: string | null
  keys: { name: string; prefix: string; lastUsedAt: string | null }[]
  entries: { id: number }[]
}

async function call(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}/operator/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(caller && 'key' in caller
        ? { authorization: `Bearer ${caller.key}` }
        : {}),
      ...(caller && 'secret' in caller
        ? { 'x-service-secret': caller.secret }
        : {}),
      ...headers,
    },
    body:
      body === undefined || typeof body === 'string'
        ? body
        : JSON.stringify(body),
  })
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as Answer,
  }
}

const SERVICE = { secret: TEST_SERVICE_SECRET }

async function createKey(name: string, scopes: string[]) {
  const { status, json } = await call(SERVICE, 'POST', '/keys', {
    name,
    scopes,
  })
  expect(status).toBe(201)
  return json.key
}

/** A lot that a demo practice holds, so a recall of it notifies someone. */
async function heldLot(offset: number) {
  const rows = await backend.database.db
    .select({ lotNumber: t.inventoryLots.lotNumber })
    .from(t.inventoryLots)
    .orderBy(t.inventoryLots.id)
    .limit(1)
    .offset(offset)
  return rows[0]!.lotNumber
}

const auditRows = (subject: string) =>
  backend.database.db
    .select()
    .from(t.operatorAudit)
    .where(eq(t.operatorAudit.subject, subject))

describe('who may call', () => {
  it('refuses a request without a key, with an unknown key and with a wrong secret (401), before reading its input', async () => {
    for (const caller of [
      null,
      { key: `op_${'A'.repeat(32)}` },
      { secret: 'wrong' },
    ]) {
      const { status, json } = await call(
        caller,
        'POST',
        '/recalls',
        'not json',
      )
      expect(status).toBe(401)
      expect(json).toEqual({
        message: expect.stringMatching(/^Not allowed/),
        violations: [],
      })
    }
    // An unknown path is not told apart from a known one without a key.
    expect((await call(null, 'GET', '/nothing-here')).status).toBe(401)
    expect((await call(SERVICE, 'GET', '/nothing-here')).status).toBe(404)
  })

  it('refuses a key once it is revoked (401), by name or by prefix', async () => {
    const key = await createKey('revoked soon', ['keys'])
    expect((await call({ key }, 'GET', '/keys')).status).toBe(200)
    const revoked = await call(SERVICE, 'DELETE', '/keys/revoked%20soon')
    expect(revoked.status).toBe(200)
    expect(revoked.json.revokedAt).toEqual(expect.any(String))
    const after = await call({ key }, 'GET', '/keys')
    expect(after.status).toBe(401)
    expect(after.json.message).toMatch(/revoked/)

    const other = await createKey('by prefix', ['keys'])
    expect(
      (await call(SERVICE, 'DELETE', `/keys/${other.slice(0, 11)}`)).status,
    ).toBe(200)
    expect((await call({ key: other }, 'GET', '/keys')).status).toBe(401)
    // Revoking again finds no live key.
    expect((await call(SERVICE, 'DELETE', '/keys/by%20prefix')).status).toBe(
      404,
    )
  })

  it('refuses a key without the route’s scope (403) and records nothing', async () => {
    const key = await createKey('orders only', ['orders'])
    const lot = await heldLot(0)
    const { status, json } = await call({ key }, 'POST', '/recalls', {
      lotNumber: lot,
      reason: 'Not this key’s business.',
    })
    expect(status).toBe(403)
    expect(json.message).toMatch(/scope "recalls"/)
    expect(
      await count(
        sql`select count(*)::int as n from lot_recalls where lot_number = ${lot}`,
      ),
    ).toBe(0)
    // Nor can a key hand on a scope it does not hold.
    const keysOnly = await createKey('keys only', ['keys'])
    expect(
      (
        await call({ key: keysOnly }, 'POST', '/keys', {
          name: 'wider',
          scopes: ['catalogue'],
        })
      ).status,
    ).toBe(403)
  })

  it('answers a browser page nothing: a request with an Origin is refused without CORS headers', async () => {
    for (const method of ['GET', 'OPTIONS']) {
      const { status, headers } = await call(
        SERVICE,
        method,
        '/keys',
        undefined,
        {
          origin: 'https://evil.example',
        },
      )
      expect(status).toBe(403)
      expect(headers.get('access-control-allow-origin')).toBeNull()
    }
  })
})

describe('keys', () => {
  it('shows a key once and keeps only its SHA-256 hash', async () => {
    const created = await call(SERVICE, 'POST', '/keys', {
      name: 'catalogue feed',
      scopes: ['catalogue', 'prices'],
    })
    expect(created.status).toBe(201)
    const key = created.json.key
    expect(key).toMatch(/^op_[A-Za-z0-9_-]{32}$/)
    expect(created.json).toMatchObject({
      name: 'catalogue feed',
      prefix: key.slice(0, 11),
      scopes: ['catalogue', 'prices'],
      lastUsedAt: null,
      revokedAt: null,
    })

    const [row] = await backend.database.db
      .select()
      .from(t.operatorKeys)
      .where(eq(t.operatorKeys.name, 'catalogue feed'))
    expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(key.slice(11))

    const listed = await call(SERVICE, 'GET', '/keys')
    expect(JSON.stringify(listed.json)).not.toContain(key.slice(11))
    expect(listed.json.keys).toContainEqual(
      expect.objectContaining({
        name: 'catalogue feed',
        prefix: key.slice(0, 11),
      }),
    )
    // The creation is audited, without the key.
    const [entry] = await auditRows('catalogue feed')
    expect(entry).toMatchObject({
      actor: 'service secret',
      operatorKeyId: null,
      action: 'keys.create',
    })
    expect(JSON.stringify(entry)).not.toContain(key.slice(11))

    // A live name is taken; bad input is a 400 with violations.
    const again = await call(SERVICE, 'POST', '/keys', {
      name: 'catalogue feed',
      scopes: ['catalogue'],
    })
    expect(again.status).toBe(409)
    const bad = await call(SERVICE, 'POST', '/keys', {
      name: '',
      scopes: ['everything'],
    })
    expect(bad.status).toBe(400)
    expect(bad.json.violations.map((v) => v.propertyPath)).toEqual([
      'name',
      'scopes',
    ])
  })

  it('answers bad bodies with 413, 415 and 400, never 500', async () => {
    const big = await call(SERVICE, 'POST', '/keys', {
      name: 'x',
      scopes: ['keys'],
      padding: 'x'.repeat(70_000),
    })
    expect(big.status).toBe(413)
    const text = await call(SERVICE, 'POST', '/keys', 'name=x', {
      'content-type': 'text/plain',
    })
    expect(text.status).toBe(415)
    const broken = await call(SERVICE, 'POST', '/keys', '{"name":')
    expect(broken.status).toBe(400)
    expect((await call(SERVICE, 'PUT', '/keys')).status).toBe(405)
  })
})

describe('audit', () => {
  it('writes who recalled a lot, when and with which request, with the recall', async () => {
    const key = await createKey('quality team', ['recalls'])
    const lot = await heldLot(1)
    const response = await call({ key }, 'POST', '/recalls', {
      lotNumber: lot,
      reason: 'Seal may leak.',
    })
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({
      recall: { lotNumber: lot, reason: 'Seal may leak.' },
      companiesNotified: 1,
    })
    const [entry] = await auditRows(lot)
    expect(entry).toMatchObject({
      actor: 'quality team',
      operatorKeyId: expect.any(Number),
      action: 'recalls.record',
      details: { reason: 'Seal may leak.', companiesNotified: 1 },
      requestId: response.headers.get('x-request-id'),
    })
    // The key was used just now.
    const { json } = await call(SERVICE, 'GET', '/keys')
    expect(
      json.keys.find((k) => k.name === 'quality team')?.lastUsedAt,
    ).toEqual(expect.any(String))
  })

  it('writes nothing when the change is refused', async () => {
    const { status, json } = await call(SERVICE, 'POST', '/recalls', {
      lotNumber: 'bad lot!',
      reason: '',
    })
    expect(status).toBe(400)
    expect(json.violations.map((v) => v.propertyPath)).toEqual([
      'lotNumber',
      'reason',
    ])
    expect(await auditRows('bad lot!')).toEqual([])
  })

  it('commits the audit row and the change together: a failure after both keeps neither', async () => {
    const lot = await heldLot(2)
    await expect(
      backend.services.recalls.record(
        { lotNumber: lot, reason: 'Rolled back.' },
        async (tx, recorded) => {
          await recordAudit(tx, SERVICE_SECRET_OPERATOR, {
            action: 'recalls.record',
            subject: recorded.recall.lotNumber,
          })
          throw new Error('the change failed after the audit row was written')
        },
      ),
    ).rejects.toThrow(/the change failed/)
    expect(await auditRows(lot)).toEqual([])
    expect(
      await count(
        sql`select count(*)::int as n from lot_recalls where lot_number = ${lot}`,
      ),
    ).toBe(0)
  })

  it('lists the newest entries since a date, and refuses a bad date', async () => {
    const { status, json } = await call(
      SERVICE,
      'GET',
      `/audit?since=${encodeURIComponent(new Date(Date.now() - 60_000).toISOString())}&limit=2`,
    )
    expect(status).toBe(200)
    expect(json.entries).toHaveLength(2)
    expect(json.entries[0]!.id).toBeGreaterThan(json.entries[1]!.id)
    expect(
      (await call(SERVICE, 'GET', '/audit?since=yesterday&limit=0')).json
        .violations,
    ).toHaveLength(2)
  })
})

// Last: it fills this client's window of failed keys.
it('refuses a client that sent too many wrong keys, even with a right one (429)', async () => {
  // The tests above sent wrong keys from this address too.
  await backend.database.db.delete(t.authThrottle)
  const good = await createKey('patient caller', ['keys'])
  for (let i = 0; i < 10; i++)
    expect(
      (await call({ key: `op_${String(i).padStart(32, 'x')}` }, 'GET', '/keys'))
        .status,
    ).toBe(401)
  const refused = await call({ key: good }, 'GET', '/keys')
  expect(refused.status).toBe(429)
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
  await backend.database.db.delete(t.authThrottle)
  expect((await call({ key: good }, 'GET', '/keys')).status).toBe(200)
})
