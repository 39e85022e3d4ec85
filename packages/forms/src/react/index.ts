export { useForm } from './use-form.js'
export type {
  FieldState,
  FormFieldConfig,
  UseFormOptions,
  UseFormResult,
} from './form-types.js'
