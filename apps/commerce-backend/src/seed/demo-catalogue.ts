/**
 * The demo catalogue: what a medical practice orders every week. Products are generated from
 * families × attribute values, so the catalogue is large (300+) yet consistent.
 */

export interface AttributeDef {
  key: string
  name: string
  valueText: string
  badgeName?: string
  valueColor?: string
  /** How many pieces a pack holds (pack sizes only). */
  pieces?: number
}

export interface AttributeGroupDef {
  identifier: string
  name: string
  isHighlighted?: boolean
  guideHeadline?: string
  guideContent?: string
  values: AttributeDef[]
}

const colour = (key: string, name: string, hex: string): AttributeDef => ({
  key,
  name,
  valueText: name,
  valueColor: hex,
})
const value = (
  key: string,
  name: string,
  badgeName?: string,
): AttributeDef => ({ key, name, valueText: name, badgeName })
/** A pack size: the shop compares packs by their price per piece (and marks the best value). */
const pack = (key: string, pieces: number): AttributeDef => ({
  key,
  name: `${pieces} pieces`,
  valueText: `${pieces} pieces`,
  pieces,
})

export const ATTRIBUTE_GROUPS: AttributeGroupDef[] = [
  {
    identifier: 'material',
    name: 'Material',
    isHighlighted: true,
    guideHeadline: 'Which material is right?',
    guideContent:
      'Nitrile is latex-free and resists chemicals and punctures: the safe default. Latex gives the best fit and touch but can cause allergies. Vinyl suits short, low-risk tasks.',
    values: [
      value('nitrile', 'Nitrile', 'Latex-free'),
      value('latex', 'Latex'),
      value('vinyl', 'Vinyl'),
    ],
  },
  {
    identifier: 'size',
    name: 'Size',
    guideHeadline: 'Finding the size',
    guideContent:
      'Measure around the palm below the knuckles: XS up to 6.5", S up to 7", M up to 8", L up to 9", XL above.',
    values: [
      value('xs', 'XS'),
      value('s', 'S'),
      value('m', 'M'),
      value('l', 'L'),
      value('xl', 'XL'),
    ],
  },
  {
    identifier: 'colour',
    name: 'Color',
    values: [
      colour('blue', 'Blue', '1f6fd1'),
      colour('violet', 'Violet', '6e3fc4'),
      colour('black', 'Black', '2b2f33'),
      colour('white', 'White', 'b9c2cc'),
    ],
  },
  {
    identifier: 'pack-size',
    name: 'Pack size',
    values: [
      pack('p10', 10),
      pack('p50', 50),
      pack('p100', 100),
      pack('p200', 200),
    ],
  },
  {
    identifier: 'gauge',
    name: 'Gauge',
    isHighlighted: true,
    guideHeadline: 'Choosing the gauge',
    guideContent:
      'Higher gauge means a thinner needle: 18G–21G for blood draws, 23G–25G for intramuscular injections, 27G–30G for subcutaneous ones.',
    values: [
      value('g18', '18G'),
      value('g21', '21G'),
      value('g23', '23G'),
      value('g25', '25G'),
      value('g27', '27G'),
      value('g30', '30G'),
    ],
  },
  {
    identifier: 'length',
    name: 'Needle length',
    values: [value('l13', '1/2"'), value('l25', '1"'), value('l38', '1 1/2"')],
  },
  {
    identifier: 'volume',
    name: 'Volume',
    values: [
      value('v1', '1 ml'),
      value('v3', '3 ml'),
      value('v5', '5 ml'),
      value('v10', '10 ml'),
      value('v20', '20 ml'),
    ],
  },
  {
    identifier: 'dressing-size',
    name: 'Dressing size',
    values: [
      value('d5', '2" × 2"'),
      value('d10', '4" × 4"'),
      value('d15', '6" × 6"'),
    ],
  },
  {
    identifier: 'container',
    name: 'Container',
    values: [
      value('c500', '500 ml bottle'),
      value('c1000', '1 l bottle'),
      value('c5000', '5 l canister'),
    ],
  },
]

export interface CategoryDef {
  identifier: string
  name: string
  description: string
  image: string
  configurator?: { overview: string; detail: string; description: string }
  children?: CategoryDef[]
}

export const CATEGORY_TREE: CategoryDef[] = [
  {
    identifier: 'protection',
    name: 'Examination & protection',
    description:
      'Gloves, masks and protective wear for every examination room.',
    image: 'glove-1f6fd1',
    children: [
      {
        identifier: 'gloves',
        name: 'Gloves',
        description:
          'Examination and surgical gloves in every size and material.',
        image: 'glove-6e3fc4',
        children: [
          {
            identifier: 'examination-gloves',
            name: 'Examination gloves',
            description:
              'Powder-free, ambidextrous examination gloves, AQL 1.5.',
            image: 'glove-1f6fd1',
            configurator: {
              overview: 'Find your examination glove',
              detail: 'Your examination glove',
              description:
                'Choose the material, size, color and pack size; we show the matching glove and its price.',
            },
          },
          {
            identifier: 'surgical-gloves',
            name: 'Surgical gloves',
            description: 'Sterile, individually packed surgical gloves.',
            image: 'glove-2b2f33',
          },
        ],
      },
      {
        identifier: 'masks',
        name: 'Masks',
        description: 'Surgical masks and respirators.',
        image: 'mask-1f6fd1',
        children: [
          {
            identifier: 'surgical-masks',
            name: 'Surgical masks',
            description: 'Type IIR surgical masks with ear loops.',
            image: 'mask-1f6fd1',
          },
          {
            identifier: 'respirators',
            name: 'Respirators',
            description: 'N95 respirators, NIOSH approved.',
            image: 'mask-b9c2cc',
          },
        ],
      },
    ],
  },
  {
    identifier: 'injection',
    name: 'Injection & infusion',
    description: 'Syringes and needles for injections and blood draws.',
    image: 'syringe-0a6477',
    children: [
      {
        identifier: 'syringes',
        name: 'Syringes',
        description: 'Single-use syringes, sterile.',
        image: 'syringe-0a6477',
        children: [
          {
            identifier: 'luer-lock-syringes',
            name: 'Luer-lock syringes',
            description: 'Syringes with a Luer-lock tip.',
            image: 'syringe-0a6477',
          },
          {
            identifier: 'luer-slip-syringes',
            name: 'Luer-slip syringes',
            description: 'Syringes with a Luer-slip tip.',
            image: 'syringe-3a7d44',
          },
        ],
      },
      {
        identifier: 'needles',
        name: 'Needles',
        description: 'Hypodermic needles in every gauge.',
        image: 'needle-c2410c',
        children: [
          {
            identifier: 'hypodermic-needles',
            name: 'Hypodermic needles',
            description:
              'Single-use hypodermic needles with a color-coded hub.',
            image: 'needle-c2410c',
            configurator: {
              overview: 'Find your needle',
              detail: 'Your needle',
              description: 'Choose the gauge, the length and the pack size.',
            },
          },
        ],
      },
    ],
  },
  {
    identifier: 'wound-care',
    name: 'Wound care',
    description: 'Dressings, bandages and gauze.',
    image: 'dressing-b54708',
    children: [
      {
        identifier: 'dressings',
        name: 'Dressings',
        description: 'Foam and adhesive dressings.',
        image: 'dressing-b54708',
        children: [
          {
            identifier: 'foam-dressings',
            name: 'Foam dressings',
            description: 'Absorbent foam dressings for exuding wounds.',
            image: 'dressing-b54708',
          },
          {
            identifier: 'adhesive-dressings',
            name: 'Adhesive dressings',
            description: 'Sterile island dressings with an adhesive border.',
            image: 'dressing-a15c07',
          },
        ],
      },
      {
        identifier: 'bandages',
        name: 'Bandages',
        description: 'Elastic bandages and gauze.',
        image: 'bandage-7a5af8',
        children: [
          {
            identifier: 'elastic-bandages',
            name: 'Elastic bandages',
            description: 'Elastic bandages with clips.',
            image: 'bandage-7a5af8',
          },
          {
            identifier: 'gauze',
            name: 'Gauze',
            description: 'Sterile gauze swabs, 12-ply.',
            image: 'bandage-b9c2cc',
          },
        ],
      },
    ],
  },
  {
    identifier: 'diagnostics',
    name: 'Diagnostics',
    description: 'Test strips and examination instruments.',
    image: 'strip-067647',
    children: [
      {
        identifier: 'test-strips',
        name: 'Test strips',
        description: 'Glucose and urine test strips.',
        image: 'strip-067647',
        children: [
          {
            identifier: 'glucose-test-strips',
            name: 'Glucose test strips',
            description: 'Blood glucose test strips.',
            image: 'strip-067647',
          },
          {
            identifier: 'urine-test-strips',
            name: 'Urine test strips',
            description: '10-parameter urine test strips.',
            image: 'strip-b54708',
          },
        ],
      },
      {
        identifier: 'instruments',
        name: 'Instruments',
        description: 'Thermometers and probe covers.',
        image: 'thermometer-0a6477',
        children: [
          {
            identifier: 'thermometers',
            name: 'Thermometers',
            description: 'Digital and infrared thermometers.',
            image: 'thermometer-0a6477',
          },
        ],
      },
    ],
  },
  {
    identifier: 'hygiene',
    name: 'Hygiene & disinfection',
    description: 'Hand and surface disinfection.',
    image: 'bottle-0a6477',
    children: [
      {
        identifier: 'disinfectants',
        name: 'Disinfectants',
        description: 'Alcohol-based disinfectants.',
        image: 'bottle-0a6477',
        children: [
          {
            identifier: 'hand-disinfectants',
            name: 'Hand disinfectants',
            description: 'Alcohol-based hand rubs.',
            image: 'bottle-0a6477',
          },
          {
            identifier: 'surface-disinfectants',
            name: 'Surface disinfectants',
            description: 'Quick-acting surface disinfectants.',
            image: 'bottle-3a7d44',
          },
        ],
      },
    ],
  },
]

export interface FamilyDef {
  category: string
  /** Extra categories the products also appear in. */
  alsoIn?: string[]
  skuPrefix: string
  name: string
  description: string
  pictogram: string
  /** Attribute groups (by identifier) and the value keys to combine. */
  axes: [group: string, keys: string[]][]
  /** Base price in cents and a surcharge per axis value. */
  basePrice: number
  surcharge?: Record<string, number>
  defaultColour?: string
  /** What one ordered unit is; its pieces come from the pack-size value, else `packSize`. */
  unit: string
  packSize?: number
  /** The quantity rule in units (decision 031); absent = any quantity from 1. */
  quantity?: { min: number; increment: number; max?: number }
  leadTimeDays?: number
  /** The GS1 company prefix (9 digits) the family's GTIN-13s are numbered under. */
  gtinPrefix: string
}

/** A GTIN-13: the prefix, a 3-digit item reference, and the GS1 check digit. */
export function gtin13(prefix: string, item: number): string {
  const body = `${prefix}${String(item).padStart(3, '0')}`
  const sum = [...body].reduce(
    (acc, digit, i) => acc + Number(digit) * (i % 2 === 0 ? 1 : 3),
    0,
  )
  return `${body}${(10 - (sum % 10)) % 10}`
}

/** Stock and status of single products, by SKU; the rest have stock not tracked. */
export interface ProductStockDef {
  stock?: number
  backorder?: boolean
  restockDate?: string
  leadTimeDays?: number
  /** Discontinued, and the SKU its page offers instead. */
  discontinuedFor?: string
}

export const PRODUCT_STOCK: Record<string, ProductStockDef> = {
  // Plenty on the shelf, tracked.
  'GLV-NIT-E-NITRILE-S-BLUE-P100': { stock: 240 },
  'GLV-NIT-E-NITRILE-L-BLUE-P100': { stock: 180 },
  // Only a few boxes left.
  'GLV-NIT-E-NITRILE-XL-BLACK-P100': { stock: 4 },
  'SYR-LL-P-V10-P100': { stock: 3 },
  'BND-GZE-E-D10-P10': { stock: 30 },
  // Sold out: one may be ordered and ships when the restock comes in, one may not.
  'MSK-N95-E-WHITE-P50': {
    stock: 0,
    backorder: true,
    restockDate: '2026-12-15',
  },
  'MSK-N95-P-WHITE-P50': { stock: 0, restockDate: '2027-01-11' },
  // No longer made: the premium thermometer of the same color replaces it.
  'THM-E-BLUE': { stock: 0, discontinuedFor: 'THM-P-BLUE' },
}

const PACKS = ['p50', 'p100', 'p200']
const SIZES = ['xs', 's', 'm', 'l', 'xl']

export const PRODUCT_FAMILIES: FamilyDef[] = [
  {
    category: 'examination-gloves',
    skuPrefix: 'GLV-NIT',
    unit: 'box',
    gtinPrefix: '036100541',
    name: 'Nitrile examination gloves',
    description:
      'Powder-free nitrile examination gloves with textured fingertips. Latex-free, AQL 1.5.',
    pictogram: 'glove',
    axes: [
      ['material', ['nitrile']],
      ['size', SIZES],
      ['colour', ['blue', 'violet', 'black']],
      ['pack-size', ['p100', 'p200']],
    ],
    basePrice: 899,
    surcharge: { p200: 800, black: 150 },
  },
  {
    category: 'examination-gloves',
    skuPrefix: 'GLV-LTX',
    unit: 'box',
    gtinPrefix: '036100542',
    name: 'Latex examination gloves',
    description:
      'Powder-free latex examination gloves with a close fit and high touch sensitivity.',
    pictogram: 'glove',
    axes: [
      ['material', ['latex']],
      ['size', SIZES],
      ['colour', ['white']],
      ['pack-size', ['p100', 'p200']],
    ],
    basePrice: 799,
    surcharge: { p200: 700 },
  },
  {
    category: 'examination-gloves',
    skuPrefix: 'GLV-VNL',
    unit: 'box',
    gtinPrefix: '036100543',
    name: 'Vinyl examination gloves',
    description: 'Economical vinyl gloves for short, low-risk tasks.',
    pictogram: 'glove',
    axes: [
      ['material', ['vinyl']],
      ['size', SIZES],
      ['colour', ['blue', 'white']],
      ['pack-size', ['p100']],
    ],
    basePrice: 549,
  },
  {
    category: 'surgical-gloves',
    skuPrefix: 'GLV-SRG',
    unit: 'box',
    leadTimeDays: 3,
    gtinPrefix: '036100544',
    name: 'Sterile surgical gloves',
    description:
      'Sterile, individually packed surgical gloves in pairs, anatomically shaped.',
    pictogram: 'glove',
    axes: [
      ['material', ['latex', 'nitrile']],
      ['size', ['s', 'm', 'l', 'xl']],
      ['pack-size', ['p50']],
    ],
    basePrice: 3450,
    surcharge: { nitrile: 600 },
    defaultColour: '2b2f33',
  },
  {
    category: 'surgical-masks',
    skuPrefix: 'MSK-IIR',
    unit: 'box',
    gtinPrefix: '036100611',
    name: 'Surgical mask type IIR',
    description:
      'Three-ply surgical masks with ear loops and a nose wire, fluid resistant.',
    pictogram: 'mask',
    axes: [
      ['colour', ['blue', 'white', 'black']],
      ['pack-size', PACKS],
    ],
    basePrice: 699,
    surcharge: { p100: 500, p200: 1100 },
  },
  {
    category: 'respirators',
    skuPrefix: 'MSK-N95',
    unit: 'box',
    quantity: { min: 1, increment: 1, max: 20 },
    gtinPrefix: '036100612',
    name: 'N95 respirator',
    description: 'NIOSH-approved N95 respirators with head straps.',
    pictogram: 'mask',
    axes: [
      ['colour', ['white']],
      ['pack-size', ['p10', 'p50']],
    ],
    basePrice: 1299,
    surcharge: { p50: 4200 },
  },
  {
    category: 'luer-lock-syringes',
    skuPrefix: 'SYR-LL',
    unit: 'box',
    gtinPrefix: '036100721',
    name: 'Luer-lock syringe',
    description:
      'Sterile three-part syringes with a Luer-lock tip and clear scale.',
    pictogram: 'syringe',
    axes: [
      ['volume', ['v1', 'v3', 'v5', 'v10', 'v20']],
      ['pack-size', PACKS],
    ],
    basePrice: 1190,
    surcharge: { v10: 300, v20: 600, p100: 1000, p200: 2200 },
    defaultColour: '0a6477',
  },
  {
    category: 'luer-slip-syringes',
    skuPrefix: 'SYR-LS',
    unit: 'box',
    gtinPrefix: '036100722',
    name: 'Luer-slip syringe',
    description: 'Sterile two-part syringes with a Luer-slip tip.',
    pictogram: 'syringe',
    axes: [
      ['volume', ['v1', 'v3', 'v5', 'v10', 'v20']],
      ['pack-size', PACKS],
    ],
    basePrice: 990,
    surcharge: { v10: 250, v20: 500, p100: 900, p200: 1900 },
    defaultColour: '3a7d44',
  },
  {
    category: 'hypodermic-needles',
    skuPrefix: 'NDL',
    unit: 'box',
    gtinPrefix: '036100731',
    name: 'Hypodermic needle',
    description:
      'Sterile single-use needles with a color-coded hub and a tri-bevel tip.',
    pictogram: 'needle',
    axes: [
      ['gauge', ['g18', 'g21', 'g23', 'g25', 'g27', 'g30']],
      ['length', ['l13', 'l25', 'l38']],
      ['pack-size', ['p100', 'p200']],
    ],
    basePrice: 1050,
    surcharge: { p200: 900, l38: 150 },
    defaultColour: 'c2410c',
  },
  {
    category: 'foam-dressings',
    skuPrefix: 'DRS-FOM',
    unit: 'pack',
    leadTimeDays: 5,
    gtinPrefix: '036100811',
    name: 'Foam dressing',
    description:
      'Highly absorbent polyurethane foam dressing with a silicone contact layer.',
    pictogram: 'dressing',
    axes: [
      ['dressing-size', ['d5', 'd10', 'd15']],
      ['pack-size', ['p10', 'p50']],
    ],
    basePrice: 2490,
    surcharge: { d10: 1200, d15: 2600, p50: 8000 },
    defaultColour: 'b54708',
  },
  {
    category: 'adhesive-dressings',
    skuPrefix: 'DRS-ADH',
    unit: 'box',
    gtinPrefix: '036100812',
    name: 'Adhesive island dressing',
    description: 'Sterile island dressing with a breathable adhesive border.',
    pictogram: 'dressing',
    axes: [
      ['dressing-size', ['d5', 'd10', 'd15']],
      ['pack-size', ['p50', 'p100']],
    ],
    basePrice: 1390,
    surcharge: { d10: 600, d15: 1300, p100: 1200 },
    defaultColour: 'a15c07',
  },
  {
    category: 'elastic-bandages',
    skuPrefix: 'BND-ELA',
    unit: 'pack',
    gtinPrefix: '036100821',
    name: 'Elastic bandage',
    description: 'Reusable elastic bandage with two clips.',
    pictogram: 'bandage',
    axes: [
      ['dressing-size', ['d5', 'd10', 'd15']],
      ['pack-size', ['p10']],
    ],
    basePrice: 1590,
    surcharge: { d10: 400, d15: 800 },
    defaultColour: '7a5af8',
  },
  {
    category: 'gauze',
    skuPrefix: 'BND-GZE',
    // Sold in tens: a sleeve holds ten packs.
    unit: 'pack',
    quantity: { min: 10, increment: 10 },
    gtinPrefix: '036100822',
    name: 'Sterile gauze swabs',
    description: '12-ply sterile gauze swabs in peel packs.',
    pictogram: 'bandage',
    axes: [
      ['dressing-size', ['d5', 'd10']],
      ['pack-size', ['p10', 'p50', 'p100']],
    ],
    basePrice: 249,
    surcharge: { d10: 100, p50: 640, p100: 1340 },
    defaultColour: 'b9c2cc',
  },
  {
    category: 'glucose-test-strips',
    skuPrefix: 'TST-GLU',
    unit: 'box',
    gtinPrefix: '036100911',
    name: 'Blood glucose test strips',
    description:
      'Test strips for professional blood glucose meters; results in 5 seconds.',
    pictogram: 'strip',
    axes: [['pack-size', ['p50', 'p100']]],
    basePrice: 2290,
    surcharge: { p100: 1900 },
    defaultColour: '067647',
  },
  {
    category: 'urine-test-strips',
    skuPrefix: 'TST-URI',
    unit: 'box',
    gtinPrefix: '036100912',
    name: 'Urine test strips, 10 parameters',
    description:
      'Urine test strips for glucose, protein, pH, blood, ketones and more.',
    pictogram: 'strip',
    axes: [['pack-size', ['p50', 'p100']]],
    basePrice: 1890,
    surcharge: { p100: 1500 },
    defaultColour: 'b54708',
  },
  {
    category: 'thermometers',
    skuPrefix: 'THM',
    unit: 'each',
    gtinPrefix: '036100921',
    name: 'Digital thermometer',
    description: 'Fast digital thermometer with fever alarm and memory.',
    pictogram: 'thermometer',
    axes: [['colour', ['blue', 'white']]],
    basePrice: 1490,
  },
  {
    category: 'hand-disinfectants',
    skuPrefix: 'DIS-HND',
    unit: 'case',
    packSize: 6,
    quantity: { min: 2, increment: 1 },
    gtinPrefix: '036101011',
    name: 'Alcohol hand rub',
    description:
      'Alcohol-based hand rub with skin care, effective in 30 seconds.',
    pictogram: 'bottle',
    axes: [['container', ['c500', 'c1000', 'c5000']]],
    basePrice: 690,
    surcharge: { c1000: 500, c5000: 3200 },
    defaultColour: '0a6477',
  },
  {
    category: 'surface-disinfectants',
    skuPrefix: 'DIS-SRF',
    unit: 'each',
    gtinPrefix: '036101012',
    name: 'Surface disinfectant',
    description:
      'Quick-acting, alcohol-based surface disinfectant for medical devices.',
    pictogram: 'bottle',
    axes: [['container', ['c500', 'c1000', 'c5000']]],
    basePrice: 890,
    surcharge: { c1000: 600, c5000: 3900 },
    defaultColour: '3a7d44',
  },
]

export const CARRIERS = [
  {
    identifier: 'freight',
    priceNet: 4900,
    title: 'Freight (pallet)',
    description:
      'For large orders: delivered on a pallet within 3–5 business days.',
  },
  {
    identifier: 'standard',
    priceNet: 995,
    title: 'Standard delivery',
    description: 'Delivered within 2–3 business days.',
  },
  {
    identifier: 'express',
    priceNet: 2495,
    title: 'Express delivery',
    description: 'Order by 2 pm, delivered the next business day.',
  },
]

export const PAYMENT_PROVIDERS = ['invoice', 'stripe']
