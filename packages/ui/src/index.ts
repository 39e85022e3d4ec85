export { Button } from './button/button.js'
export type { ButtonProps } from './button/button.js'
export { EmptyState } from './empty-state/empty-state.js'
export type { EmptyStateProps } from './empty-state/empty-state.js'
export { Z_INDEX } from './layers/layers.js'
export { Price } from './price/price.js'
export type { PriceProps } from './price/price.js'
export {
  QuantityStepper,
  clampQuantity,
} from './quantity-stepper/quantity-stepper.js'
export type { QuantityStepperProps } from './quantity-stepper/quantity-stepper.js'
export {
  FormField,
  TextField,
  fieldDescriptionIds,
} from './text-field/text-field.js'
export type { FormFieldProps, TextFieldProps } from './text-field/text-field.js'
export { Drawer, Modal } from './dialog/dialog.js'
export type { DialogProps } from './dialog/dialog.js'
export { RadioCard, RadioCardGroup } from './radio-card/radio-card.js'
export type {
  RadioCardGroupProps,
  RadioCardProps,
} from './radio-card/radio-card.js'
export { Select } from './select/select.js'
export type { SelectOption, SelectProps } from './select/select.js'
export { Breadcrumbs } from './breadcrumbs/breadcrumbs.js'
export type {
  BreadcrumbItem,
  BreadcrumbsProps,
  RenderLink,
} from './breadcrumbs/breadcrumbs.js'
export { Pagination } from './pagination/pagination.js'
export type {
  PaginationProps,
  RenderPageLink,
} from './pagination/pagination.js'
export { Checkbox, ColorSwatch } from './checkbox/checkbox.js'
export type { CheckboxProps, ColorSwatchProps } from './checkbox/checkbox.js'
export { Skeleton } from './skeleton/skeleton.js'
export type { SkeletonProps } from './skeleton/skeleton.js'
export { FileDrop } from './file-drop/file-drop.js'
export type { FileDropProps } from './file-drop/file-drop.js'
export { IconButton } from './icon-button/icon-button.js'
export type { IconButtonProps } from './icon-button/icon-button.js'
