/**
 * The Stripe double's sales-tax rates: the few US states it knows, by ZIP prefix, so tests know
 * every cent in advance.
 */

/** A state the double knows: the ZIP prefixes that belong to it and its rates (percent). */
interface DoubleState {
  zips: RegExp
  /** The state's rate; `cities` add to it for ZIPs that start with their prefix. */
  percent: string
  cities?: { prefix: string; percent: string }[]
}

/** NY ZIPs 100–149 (New York City 100–102 adds 4.875), NJ 070–089, IL 600–629, OR 970–979 (no tax). */
const DOUBLE_TAX_STATES: Record<string, DoubleState> = {
  NY: {
    zips: /^1[0-4]\d/,
    percent: '4',
    cities: [{ prefix: '10', percent: '4.875' }],
  },
  NJ: { zips: /^0[78]\d/, percent: '6.625' },
  IL: { zips: /^6[0-2]\d/, percent: '6.25' },
  OR: { zips: /^97\d/, percent: '0' },
}

/** Nontaxable goods: the double taxes every other code at the standard rate. */
export const NONTAXABLE = 'txcd_00000000'

/** A rate in percent (`8.875`) as parts per million (88750). */
const ppm = (percent: string) => {
  const [whole, fraction = ''] = percent.split('.')
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, '0'))
}
export const percentOf = (ratePpm: number) =>
  String(ratePpm / 10_000).replace(/\.?0+$/, '') || '0'

/** The US rate of a ship-to address, or null when the double does not know its ZIP. */
export function rateOf(
  address: Record<string, unknown>,
): { ratePpm: number; state: string } | null {
  const state = String(address.state ?? '').toUpperCase()
  const zip = String(address.postal_code ?? '').trim()
  const known = DOUBLE_TAX_STATES[state]
  if (
    String(address.country) !== 'US' ||
    !known ||
    !/^\d{5}(-\d{4})?$/.test(zip)
  )
    return null
  if (!known.zips.test(zip)) return null
  const city = known.cities?.find((c) => zip.startsWith(c.prefix))
  return { ratePpm: ppm(known.percent) + (city ? ppm(city.percent) : 0), state }
}
