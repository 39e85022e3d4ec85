/** A carrier's title and description in the shop's locale. */
export const carrierText = (carrier: {
  translations: { locale: string; title: string; description?: string | null }[]
}) =>
  carrier.translations.find((tr) => tr.locale === 'en_US') ??
  carrier.translations[0]
