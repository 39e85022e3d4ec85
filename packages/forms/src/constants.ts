/** Default delay before a changed input is validated, in ms (spec section 9). */
export const DEFAULT_INPUT_DELAY_MS = 20
/** Default locale of the form facility. */
export const DEFAULT_FORM_LOCALE = 'en'
/** Default date format (spec section 9). */
export const DEFAULT_DATE_FORMAT = 'mm/dd/yy'
/** Shown for an input that holds an impossible date. */
export const INVALID_DATE_MESSAGE = 'The selected date is invalid.'

/** The form facility's interface strings (form-rules.md). */
export const FORM_MESSAGES = {
  incomplete: 'Sorry, not all fields are filled out correctly.',
  summaryHeader: 'There were errors in your form.',
  submit: 'Submit',
  loading: 'Loading...',
  next: 'Next',
  previous: 'Previous',
  close: 'Close',
  open: 'Open',
} as const
