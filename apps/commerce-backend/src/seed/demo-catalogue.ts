/**
 * The demo catalogue's setup, which the catalogue file does not carry: attribute groups with their
 * guides, colors and pieces, the category tree with names, pictures and configurators, carriers
 * and payment providers. The products themselves are `seed/catalogue.csv`, imported on first
 * start like any distributor's file (docs/catalogue-format.md).
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
