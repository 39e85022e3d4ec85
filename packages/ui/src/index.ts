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
export { TextArea } from './text-area/text-area.js'
export type { TextAreaProps } from './text-area/text-area.js'
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
export { Link } from './link/link.js'
export type { LinkProps, RenderLink } from './link/link.js'
export { Image } from './image/image.js'
export type { ImageProps } from './image/image.js'
export { IMAGE_SIZES } from './image/image-sizes.js'
export type { ImageSize } from './image/image-sizes.js'
export { Badge } from './badge/badge.js'
export type { BadgeProps } from './badge/badge.js'
export { ProductCard, ProductGrid } from './product-card/product-card.js'
export type {
  ProductBadge,
  ProductCardProps,
  ProductGridProps,
} from './product-card/product-card.js'
export { SearchBox } from './search-box/search-box.js'
export type { SearchBoxProps } from './search-box/search-box.js'
export { Header } from './header/header.js'
export type { HeaderProps } from './header/header.js'
export { Footer } from './footer/footer.js'
export type { FooterLink, FooterProps } from './footer/footer.js'
export { CartLine } from './cart-line/cart-line.js'
export type { CartLineProps } from './cart-line/cart-line.js'
export { OrderSummary } from './order-summary/order-summary.js'
export type {
  OrderSummaryProps,
  SummaryAmount,
  SummaryLine,
} from './order-summary/order-summary.js'
export { CheckoutStepper } from './checkout-stepper/checkout-stepper.js'
export type { CheckoutStepperProps } from './checkout-stepper/checkout-stepper.js'
export { AddressCard } from './address-card/address-card.js'
export type { AddressCardProps } from './address-card/address-card.js'
export { SavedCard } from './saved-card/saved-card.js'
export type { SavedCardProps } from './saved-card/saved-card.js'
export { OrderRow, OrderTable } from './order-row/order-row.js'
export type { OrderRowProps, OrderTableProps } from './order-row/order-row.js'
export { InventoryLot } from './inventory-lot/inventory-lot.js'
export type { InventoryLotProps } from './inventory-lot/inventory-lot.js'
export { Notice } from './notice/notice.js'
export type { NoticeProps } from './notice/notice.js'
export { ErrorPage } from './error-page/error-page.js'
export type { ErrorPageProps } from './error-page/error-page.js'
export { RouteProgress } from './route-progress/route-progress.js'
export type { RouteProgressProps } from './route-progress/route-progress.js'
export { Tabs } from './tabs/tabs.js'
export type { Tab, TabsProps } from './tabs/tabs.js'
export { Menu } from './menu/menu.js'
export type { MenuItem, MenuProps } from './menu/menu.js'
export { Tooltip } from './tooltip/tooltip.js'
export type { TooltipProps } from './tooltip/tooltip.js'
export { Toast, ToastRegion } from './toast/toast.js'
export type { ToastProps, ToastRegionProps } from './toast/toast.js'
export { AttributePicker } from './attribute-picker/attribute-picker.js'
export type {
  AttributeOption,
  AttributePickerProps,
} from './attribute-picker/attribute-picker.js'
