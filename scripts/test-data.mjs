// Data for simulated customers in the load tests and benchmarks.

/** A 10-digit NPI number with a valid Luhn check digit (prefix 80840), different for each `n`. */
export function simulatedNpi(n) {
  const base = String(100_000_000 + n).slice(0, 9)
  const digits = `80840${base}`
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return `${base}${(10 - (sum % 10)) % 10}`
}
