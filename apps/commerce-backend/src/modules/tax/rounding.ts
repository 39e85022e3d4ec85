// Money stays exact (decision 012): rates are integer parts per million, amounts integer cents.

/** One million: a rate of 100% in parts per million. */
export const PPM = 1_000_000

/**
 * The tax of one line: `amountCents × ratePpm / 1,000,000`, rounded half up to the cent
 * (0.5 cent and more rounds up; decision 036). Integers only: amount (at most $100,000.00 a line,
 * decision 012) times rate stays far below 2^53.
 */
export function lineTax(amountCents: number, ratePpm: number): number {
  if (amountCents <= 0 || ratePpm <= 0) return 0
  return Math.floor((amountCents * ratePpm + PPM / 2) / PPM)
}

/**
 * Splits an order-level amount (the volume discount, negative) over the lines in proportion to
 * their amounts, so each line is taxed on what it really costs; the shares sum to `total`
 * exactly (the cents left over go to the largest remainders, then the first lines).
 */
export function allocate(total: number, amounts: readonly number[]): number[] {
  const sum = BigInt(amounts.reduce((a, b) => a + b, 0))
  if (sum === 0n || total === 0) return amounts.map(() => 0)
  const abs = BigInt(Math.abs(total))
  // BigInt: the products may pass 2^53 although every share is small.
  const parts = amounts.map((amount) => {
    const scaled = abs * BigInt(amount)
    return { share: scaled / sum, remainder: scaled % sum }
  })
  let left = abs - parts.reduce((a, p) => a + p.share, 0n)
  const byRemainder = parts
    .map((part, i) => ({ i, remainder: part.remainder }))
    .sort((a, b) =>
      a.remainder === b.remainder
        ? a.i - b.i
        : a.remainder > b.remainder
          ? -1
          : 1,
    )
  const shares = parts.map((part) => part.share)
  for (const { i } of byRemainder) {
    if (left <= 0n) break
    shares[i] = (shares[i] ?? 0n) + 1n
    left -= 1n
  }
  return shares.map((share) => Math.sign(total) * Number(share))
}

/** A rate in percent as written (`8.875`) in parts per million (88750); null when not one. */
export function parseRate(percent: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(percent.trim())
  if (!match) return null
  const ppm =
    Number(match[1]) * 10_000 + Number((match[2] ?? '').padEnd(4, '0'))
  return ppm <= PPM ? ppm : null
}

/** A rate in parts per million as shown: 88750 is `8.875%`. */
export function formatRate(ratePpm: number): string {
  const whole = Math.floor(ratePpm / 10_000)
  const fraction = String(ratePpm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '')
  return `${whole}${fraction ? `.${fraction}` : ''}%`
}
