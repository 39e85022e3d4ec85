import type { ApiProductCard } from '@shop/commerce-client'

/** Test data: a product's unit fields, sold each, in stock, any quantity (decision 031). */
export function unitFields(
  overrides: Partial<
    Pick<
      ApiProductCard,
      | 'unit'
      | 'packSize'
      | 'quantityRule'
      | 'availability'
      | 'status'
      | 'replacedBy'
    >
  > = {},
) {
  return {
    unit: 'each',
    packSize: 1,
    quantityRule: { min: 1, increment: 1, max: null },
    availability: {
      state: 'IN_STOCK' as const,
      stock: null,
      leadTimeDays: 0,
      restockDate: null,
      backorder: false,
    },
    status: 'ACTIVE' as const,
    replacedBy: null,
    ...overrides,
  }
}
