/** The demo logins (also listed in the README). */
export const DEMO_CUSTOMERS = [
  {
    email: 'buyer@northside-clinic.example',
    password: 'demo1234',
    salutation: 'dr',
    firstname: 'Maya',
    lastname: 'Ortiz',
    company: 'Northside Family Clinic',
    npiNumber: '1234567893',
    initialSetupFinalized: true,
    address: {
      street: 'Maple Avenue',
      number: '120',
      postcode: '60614',
      city: 'Chicago',
      stateCode: 'IL',
      phoneNumber: '+1 312 555 0142',
    },
  },
  {
    email: 'orders@lakeview-practice.example',
    password: 'demo1234',
    salutation: 'mr',
    firstname: 'Daniel',
    lastname: 'Kim',
    company: 'Lakeview Pediatric Practice',
    npiNumber: '1679576722',
    initialSetupFinalized: false,
    address: {
      street: 'Lakeshore Drive',
      number: '45',
      postcode: '53202',
      city: 'Milwaukee',
      stateCode: 'WI',
      phoneNumber: '+1 414 555 0199',
    },
  },
] as const

/**
 * A demo practice with three members, one per role (also listed in the README): the buyer's
 * orders over $200.00, or over $1,500.00 in a month, wait for the approver.
 */
export const DEMO_PRACTICE = {
  company: 'Riverside Community Health Center',
  npiNumber: '1245319599',
  address: {
    street: 'Riverside Parkway',
    number: '2200',
    postcode: '97204',
    city: 'Portland',
    stateCode: 'OR',
    phoneNumber: '+1 503 555 0117',
  },
  members: [
    {
      email: 'admin@riverside-health.example',
      password: 'demo1234',
      salutation: 'ms',
      firstname: 'Priya',
      lastname: 'Raman',
      roles: ['administrator'],
      orderLimitNet: null,
      monthlyLimitNet: null,
    },
    {
      email: 'approver@riverside-health.example',
      password: 'demo1234',
      salutation: 'dr',
      firstname: 'Marcus',
      lastname: 'Bell',
      roles: ['approver', 'buyer'],
      orderLimitNet: null,
      monthlyLimitNet: null,
    },
    {
      email: 'buyer@riverside-health.example',
      password: 'demo1234',
      salutation: 'mx',
      firstname: 'Jamie',
      lastname: 'Chen',
      roles: ['buyer'],
      orderLimitNet: 200_00,
      monthlyLimitNet: 1_500_00,
    },
  ],
} as const

/** Why the demo data's recalled lot is recalled. */
export const DEMO_RECALL_REASON =
  'The supplier found that the sterile barrier of some pouches in this lot may not be sealed.'
