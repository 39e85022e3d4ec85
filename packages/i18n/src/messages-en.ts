/**
 * The English catalogue: every user-facing string of the shop, keyed by screen. Messages use
 * `{placeholders}` and `{count, plural, one {…} other {…}}`.
 */
export const EN_MESSAGES = {
  'app.name': 'Clinic Supply',
  'app.tagline': 'Medical supplies for practices and clinics',
  'app.skipToContent': 'Skip to content',
  'app.loading': 'Loading…',
  'app.close': 'Close',
  'app.notifications': 'Notifications',
  'app.newVersion':
    'A new version of the shop is available. It loads on your next click.',

  'nav.home': 'Home',
  'nav.shop': 'Shop',
  'nav.categories': 'Categories',
  'nav.quickOrder': 'Quick order',
  'nav.menu': 'Menu',
  'nav.main': 'Main',
  'nav.breadcrumbs': 'Breadcrumbs',

  'header.search': 'Search',
  'header.searchPlaceholder': 'Product name or SKU',
  'header.cart': 'Cart',
  'header.cartCount':
    '{count, plural, =0 {Cart, empty} one {Cart, # item} other {Cart, # items}}',
  'header.account': 'Account',
  'header.signIn': 'Sign in',
  'header.signOut': 'Sign out',

  'home.title': 'Supplies for your practice, ordered in minutes',
  'home.intro':
    'Gloves, syringes, wound care and diagnostics at business prices, delivered every week.',
  'home.featured': 'Featured categories',
  'home.explore': 'Explore',
  'home.shopNow': 'Shop now',

  'auth.login.title': 'Sign in',
  'auth.login.intro': 'Sign in to order for your practice.',
  'auth.login.submit': 'Sign in',
  'auth.login.noAccount': 'New customer?',
  'auth.login.signUpLink': 'Create a business account',
  'auth.login.failed': 'The email address or password is not correct.',
  'auth.login.forgotPassword': 'Forgot your password?',
  'auth.accessEnded.title': 'Your access was ended',
  'auth.accessEnded.text':
    'Your practice’s administrator ended your access to its account. If you still need it, ask them to give it back.',
  'auth.login.throttled':
    'Too many sign-in attempts. Please wait {minutes, plural, one {a minute} other {# minutes}} and try again.',
  'auth.modal.title': 'Sign in to continue',
  'auth.signUp.title': 'Create a business account',
  'auth.signUp.intro':
    'For medical practices, clinics and care providers in the United States.',
  'auth.signUp.submit': 'Create account',
  'auth.signUp.haveAccount': 'Already a customer?',
  'auth.signUp.loginLink': 'Sign in',
  'auth.signUp.emailTaken':
    'An account with this email address already exists.',
  'auth.signUp.sentTitle': 'Check your inbox',
  'auth.signUp.sent':
    'We sent a link to {email}. It confirms your address and signs you in, ready to order; until then you can sign in and browse.',
  'auth.signUp.sendAgain': 'Send the link again',
  'auth.field.email': 'Email address',
  'auth.field.password': 'Password',
  'auth.field.passwordHelp': 'At least 8 characters.',
  'auth.field.company': 'Company or practice name',
  'auth.field.npiNumber': 'NPI number',
  'auth.field.npiHelp':
    'The 10-digit National Provider Identifier of your practice.',
  'auth.field.npiInvalid': 'This NPI number is not valid.',
  'auth.field.currentPassword': 'Current password',
  'auth.field.newPassword': 'New password',
  'auth.field.repeatPassword': 'Repeat the new password',
  'auth.field.passwordMismatch': 'The two passwords do not match.',
  'auth.signedOut': 'You are signed out.',
  'auth.forgot.title': 'Forgot your password?',
  'auth.forgot.intro':
    'Enter the email address of your account and we will send you a link to set a new password.',
  'auth.forgot.submit': 'Send the link',
  'auth.forgot.sentTitle': 'Check your inbox',
  'auth.forgot.sent':
    'If an account exists for {email}, we sent a link to set a new password. It works for one hour.',
  'auth.forgot.otherAddress': 'Use another email address',
  'auth.forgot.backToLogin': 'Back to sign in',
  'auth.reset.title': 'Set a new password',
  'auth.reset.intro':
    'Choose a new password for your account. You are signed in once it is set.',
  'auth.reset.submit': 'Set new password',
  'auth.reset.invalidTitle': 'This link does not work',
  'auth.reset.missingToken':
    'This link is not complete. Copy the whole link from the email, or ask for a new one.',
  'auth.reset.newLink': 'Ask for a new link',
  'auth.reset.usedOrExpired':
    'This link has expired or was already used. Ask for a new one.',
  'auth.verify.title': 'Confirm your email address',
  'auth.verify.intro': 'Confirm the address to start ordering.',
  'auth.verify.submit': 'Confirm my email address',
  'auth.verify.doneTitle': 'Your email address is confirmed',
  'auth.verify.done': 'You can place orders now.',
  'auth.verify.doneSignIn':
    'Sign in with your email address and password to start ordering.',
  'auth.verify.signIn': 'Sign in',
  'auth.verify.shop': 'Start shopping',
  'auth.verify.account': 'Go to your account',
  'auth.verify.invalidTitle': 'This link does not work',
  'auth.verify.missingToken':
    'This link is not complete. Copy the whole link from the email, or ask for a new one.',
  'auth.verify.resendIntro':
    'Enter the email address of your account and we will send you a new link.',
  'auth.verify.banner':
    'Confirm your email address to place orders. We sent a link to {email}.',
  'auth.verify.bannerCompany':
    'Confirm your email address to invite and manage members. We sent a link to {email}.',
  'auth.verify.bannerAddresses':
    'Confirm your email address to add and change the practice’s addresses. We sent a link to {email}.',
  'auth.verify.bannerResend': 'Send it again',
  'auth.resend.submit': 'Send a new link',
  'auth.resend.sentTo': 'We sent a new link to {email}.',
  'auth.resend.sentIfExists':
    'If {email} belongs to an account that still needs confirming, we sent a new link to it.',

  'category.products':
    '{count, plural, =0 {No products} one {# product} other {# products}}',
  'category.fromPrice': 'From {price}',
  'category.subcategories': 'Subcategories',
  'category.filters': 'Filters',
  'category.clearFilters': 'Clear all filters',
  'category.removeFilter': 'Remove filter {name}',
  'category.productsHeading': 'Products',
  'category.noResults': 'No products match these filters.',
  'category.noResultsHint': 'Remove a filter to see more products.',
  'category.showFilters':
    '{count, plural, =0 {Filters} other {Filters (# active)}}',
  'category.showProducts':
    '{count, plural, =0 {No products} one {Show # product} other {Show # products}}',
  'category.configure': 'Configure your product',
  'category.signInForDetails': 'Sign in for details',

  'configurator.title': 'Configure {category}',
  'configurator.step': 'Step {step} of {total}',
  'configurator.choose': 'Choose {group}',
  'configurator.guide': 'Help choosing',
  'configurator.recommended': 'Recommended',
  'configurator.result': 'Your product',
  'configurator.noMatch':
    'No product matches this combination. Change one of your choices.',
  'configurator.incomplete': 'Make a choice in every step to see your product.',
  'configurator.reset': 'Start over',
  'configurator.loading': 'Loading the configurator…',
  'configurator.cleared':
    '{count, plural, one {{choices} does not come with {choice} and was cleared.} other {{choices} do not come with {choice} and were cleared.}}',
  'configurator.bestValue': 'Best value',
  'configurator.matches':
    '{count, plural, one {# product matches your choices.} other {# products match your choices.}}',
  'configurator.allMatches': 'See all {count} in the category',
  'configurator.matching':
    '{count, plural, =0 {No product matches your choices yet.} one {# product matches your choices so far.} other {# products match your choices so far.}}',

  'units.each': 'Each',
  'units.packOf': '{unit} of {count}',
  'units.perPiece': '{price} per piece',
  'units.quantity': '{count, plural, one {# {one}} other {# {other}}}',
  'units.replaceWith': 'Replace with {name}',
  'units.replaced': 'Replaced with {name}.',
  'availability.IN_STOCK': 'In stock',
  'availability.LOW_STOCK': 'Only {count} left',
  'availability.BACKORDERED': 'Backordered: ships when stock comes in',
  'availability.BACKORDERED_ON': 'Backordered: back in stock {date}',
  'availability.OUT_OF_STOCK': 'Out of stock',
  'availability.OUT_OF_STOCK_ON': 'Out of stock: back {date}',
  'availability.DISCONTINUED': 'Discontinued',
  'availability.shipsIn':
    '{days, plural, one {ships in # day} other {ships in # days}}',
  'availability.filter': 'Only what can be ordered now',
  'availability.filterGroup': 'Availability',
  'product.gtin': 'GTIN {gtin}',
  'product.discontinued': 'This product is discontinued.',
  'product.replacedBy': 'It is replaced by {name}.',
  'product.viewReplacement': 'View {name}',
  'product.replaceInCart': 'Replace in cart',
  'product.notSold': 'No longer sold: it cannot be added to the cart.',
  'product.replaced': 'Replaced in your cart with {name}.',
  'product.replaceFailed': 'We could not replace it. Please try again.',
  'product.sku': 'SKU {sku}',
  'product.price': 'Price',
  'product.priceNet': '{price} net',
  'product.contractPrice': 'List price {list}, your price {price}',
  'product.priceBreaks': 'Quantity prices',
  'product.priceBreak': '{quantity}+',
  'product.quantity': 'Quantity',
  'product.addToCart': 'Add to cart',
  'product.adding': 'Adding…',
  'product.description': 'Description',
  'product.attributes': 'Details',
  'product.related': 'Related products',
  'product.explore': 'Learn more',
  'product.information': 'Product information',
  'product.notFound': 'This product is no longer available.',

  'addedOverlay.title': 'Added to your cart',
  'addedOverlay.quantity': 'Quantity: {count}',
  'addedOverlay.capped':
    'You asked for {asked}, but a cart line holds at most {max}.',
  'addedOverlay.nothingTitle': 'Nothing was added to your cart',
  'addedOverlay.atCap':
    '{name} is already in your cart {max} times, the most one cart line holds.',
  'addedOverlay.continue': 'Continue shopping',
  'addedOverlay.viewCart': 'View cart',

  'cart.title': 'Cart',
  'cart.overlayTitle': 'Your cart',
  'cart.empty': 'Your cart is empty.',
  'cart.emptyHint':
    'Browse the catalog or use quick order to add products by SKU.',
  'cart.items': '{count, plural, one {# item} other {# items}}',
  'cart.itemPrice': '{price} each',
  'cart.nextBreak': '{count} more for {price} each',
  'cart.priceChanged':
    'Price changed since you added it: {previous} each, now {price} each',
  'cart.subtotal': 'Subtotal',
  // Sales tax as every summary, e-mail and invoice shows it (`taxSummary`, decision 036).
  'tax.label': 'Sales tax',
  'tax.estimated': 'Sales tax (estimated)',
  'tax.exempt': 'Exempt (certificate {number})',
  'tax.total': 'Total',
  'tax.totalBeforeTax': 'Total before tax',
  'tax.noteEstimated':
    'Sales tax is estimated for the ship-to address and set when the order is placed.',
  'tax.noteUnknown':
    'Sales tax, where it applies, is added once a ship-to address is chosen.',
  'cart.limits.title': 'Your purchase limits',
  'cart.limits.perOrder': '{amount} per order',
  'cart.limits.monthLeft': '{left} left of {monthly} this month',
  'cart.limits.approval':
    'An order over a limit goes to an approver before it is placed.',
  'cart.remove': 'Remove {name}',
  'cart.quantityFor': 'Quantity for {name}',
  'cart.updateFailed':
    'We could not change the quantity of {name}. It is back to {count}.',
  'cart.removeFailed': 'We could not remove {name}. Please try again.',
  'cart.lineGone':
    '{name} is no longer in your cart: it was changed in another tab or window. Your cart now shows what is saved.',
  'cart.checkout': 'Go to checkout',
  'cart.continue': 'Continue shopping',
  'cart.close': 'Close cart',

  'quickOrder.title': 'Quick order',
  'quickOrder.intro':
    'Enter SKUs and quantities, paste a list, or upload a CSV file with a sku,quantity header.',
  'quickOrder.sku': 'SKU',
  'quickOrder.quantity': 'Quantity',
  'quickOrder.addRow': 'Add row',
  'quickOrder.removeRow': 'Remove row {row}',
  'quickOrder.paste': 'Paste a list',
  'quickOrder.pasteHelp':
    'One product per line: SKU and quantity, separated by a space, tab or comma, for example SYR-LL-E-V5-P50 5.',
  'quickOrder.pasteApply': 'Read list',
  'quickOrder.upload': 'Upload CSV',
  'quickOrder.uploadHelp': 'A .csv file with the header sku,quantity.',
  'quickOrder.submit':
    '{count, plural, =0 {Add to cart} one {Add # line to cart} other {Add # lines to cart}}',
  'quickOrder.added':
    '{count, plural, one {# line was added to your cart.} other {# lines were added to your cart.}}',
  'quickOrder.unknownSku': 'Line {line}: there is no product with SKU {sku}.',
  'quickOrder.badQuantity':
    'Line {line}: the quantity must be a whole number from 1 to {max}.',
  'quickOrder.malformed':
    'Line {line}: write the SKU and the quantity, for example SYR-LL-E-V5-P50 5.',
  'quickOrder.badHeader': 'The CSV file needs the header sku,quantity.',
  'quickOrder.lookingUp': 'Looking up…',
  'quickOrder.product': 'Product',
  'quickOrder.lineTotal': 'Line total',
  'quickOrder.actions': 'Actions',
  'quickOrder.skuRow': 'SKU, row {row}',
  'quickOrder.quantityRow': 'Quantity, row {row}',
  'quickOrder.rowUnknown': 'There is no product with SKU {sku}.',
  'quickOrder.lineRefused': 'Line {line}: {message}',
  'quickOrder.importRule':
    'The lines that can be read and whose SKU we sell are added; the others are not, and stay in the box, named by their line, to be corrected.',
  'quickOrder.notAdded': 'These lines were not added:',
  'quickOrder.notAddedFrom': 'These lines of {file} were not added:',

  'lists.nav': 'Lists',
  'lists.title': 'Order lists',
  'lists.intro':
    'Lists of the products and quantities you order again and again. Put a whole list, or the lines you choose, into your cart at once.',
  'lists.none': 'You have no order lists yet.',
  'lists.noneHint':
    'Create one here, or add products to a list from a product page, your cart or an order.',
  'lists.lineCount':
    '{count, plural, =0 {No lines} one {# line} other {# lines}}',
  'lists.shared': 'Shared',
  'lists.owner': 'By {name}',
  'lists.updated': 'Updated {date}',
  'lists.new': 'New list',
  'lists.name': 'Name',
  'lists.nameHelp': 'For example “Exam room 2 — weekly”.',
  'lists.nameRequired': 'Enter a name for the list.',
  'lists.share': 'Share with my practice',
  'lists.shareHelp':
    'Everyone in your practice sees a shared list and may change its lines.',
  'lists.create': 'Create list',
  'lists.back': 'Back to your lists',
  'lists.sharedBy': 'Shared by {name}',
  'lists.empty': 'This list has no lines yet.',
  'lists.emptyHint':
    'Paste or upload lines below, or add products from a product page, your cart or an order.',
  'lists.linesTitle': 'Lines',
  'lists.choose': 'Choose {name}',
  'lists.chooseAll': 'Choose all lines',
  'lists.quantityFor': 'Quantity for {name}',
  'lists.remove': 'Remove {name} from the list',
  'lists.unavailable': 'No longer sold',
  'lists.itemPrice': '{price} each',
  'lists.notCounted': 'Not counted',
  'lists.total': 'Total before tax',
  'lists.totalShort':
    '{amount} before tax{count, plural, =0 {} one {, # product no longer sold not counted} other {, # products no longer sold not counted}}',
  'lists.totalLeftOut': 'Not counted, as no longer sold: {names}.',
  'lists.addAll': 'Add all to cart',
  'lists.addChosen':
    '{count, plural, =0 {Add chosen to cart} one {Add # chosen line to cart} other {Add # chosen lines to cart}}',
  'lists.added':
    '{count, plural, =0 {Nothing was added to your cart.} one {# line was added to your cart.} other {# lines were added to your cart.}}',
  'lists.skipped': 'Not added:',
  'lists.skippedLine': '{name} ({sku}): {message}',
  'lists.viewCart': 'View cart',
  'lists.changeFailed': '{name} was not changed. {reason}',
  'lists.importTitle': 'Add lines',
  'lists.imported':
    '{count, plural, one {# line was added to the list.} other {# lines were added to the list.}}',
  'lists.export': 'Export CSV',
  'lists.settings': 'Name and sharing',
  'lists.save': 'Save',
  'lists.saved': 'The list was saved.',
  'lists.delete': 'Delete list',
  'lists.deleteConfirm': 'Delete “{name}”? This cannot be undone.',
  'lists.deleteYes': 'Yes, delete',
  'lists.cancel': 'Cancel',
  'lists.addToList': 'Add to list',
  'lists.addOrderToList': 'Add to a list',
  'lists.dialogTitle': 'Add to an order list',
  'lists.list': 'List',
  'lists.newChoice': 'New list…',
  'lists.quantity': 'Quantity',
  'lists.cartLines':
    '{count, plural, one {The # line of your cart} other {The # lines of your cart}}',
  'lists.orderLines': 'The lines of order {number}',
  'lists.add': 'Add to list',
  'lists.addedTo': 'Added to “{name}”.',
  'lists.viewList': 'View list',

  'standingOrders.nav': 'Standing orders',
  'standingOrders.title': 'Standing orders',
  'standingOrders.intro':
    'Orders placed for you again and again on a schedule, with the addresses, shipping and payment you chose. Pause one, skip a run or change its lines at any time.',
  'standingOrders.none': 'You have no standing orders yet.',
  'standingOrders.noneHint':
    'Set one up from an order list or at checkout: choose how often it runs, and it is ordered for you on those days.',
  'standingOrders.toLists': 'Go to your order lists',
  'standingOrders.status.active': 'Active',
  'standingOrders.status.paused': 'Paused',
  'standingOrders.status.cancelled': 'Canceled',
  'standingOrders.nextRun': 'Next run: {date}',
  'standingOrders.noRunPaused': 'No runs while paused',
  'standingOrders.noRunCancelled': 'No more runs',
  'standingOrders.lineCount':
    '{count, plural, =0 {No lines} one {# line} other {# lines}}',
  'standingOrders.estimate': 'about {total} net per run',
  'standingOrders.owner': 'By {name}',
  'standingOrders.back': 'Back to your standing orders',
  'standingOrders.reference': 'Purchase order reference',
  'standingOrders.onProblem': 'When a line cannot be ordered',
  'standingOrders.onProblem.place-available': 'Order what can be ordered',
  'standingOrders.onProblem.place-nothing': 'Order nothing',
  'standingOrders.onProblemHelp.place-available':
    'The other lines are ordered, and you are e-mailed what was left out.',
  'standingOrders.onProblemHelp.place-nothing':
    'Nothing is ordered that day, and you are e-mailed why.',
  'standingOrders.tolerance': 'Allowed price rise',
  'standingOrders.toleranceValue': 'Up to {percent} %',
  'standingOrders.pausedNotice':
    'This standing order is paused: nothing is ordered until you resume it.',
  'standingOrders.cancelledNotice':
    'This standing order was canceled: nothing more is ordered. Its lines and runs stay here for your records.',
  'standingOrders.runsControl': 'Pause or skip',
  'standingOrders.pause': 'Pause',
  'standingOrders.resume': 'Resume',
  'standingOrders.pausedNow':
    'The standing order is paused. Nothing is ordered until you resume it.',
  'standingOrders.resumed':
    'The standing order runs again. The next run is on {date}.',
  'standingOrders.skip': 'Skip next run',
  'standingOrders.skipHelp':
    'Skips the run on {date}; the one after it becomes the next.',
  'standingOrders.skipWhilePaused': 'Resume the standing order to skip a run.',
  'standingOrders.skipped':
    'The run on {date} was skipped. The next run is on {next}.',
  'standingOrders.settings': 'Name and schedule',
  'standingOrders.nextRunMoves': 'Saving moves the next run to {date}.',
  'standingOrders.saveSettings': 'Save settings',
  'standingOrders.settingsSaved': 'The settings were saved.',
  'standingOrders.linesTitle': 'Lines',
  'standingOrders.linesHelp':
    'Each run orders these lines at the day’s prices. Changes count once you save them.',
  'standingOrders.quantityFor': 'Quantity for {name}',
  'standingOrders.remove': 'Remove {name}',
  'standingOrders.itemLine': '{quantity} × {name} ({sku}) · {pack}',
  'standingOrders.unavailable': 'No longer sold — left out of runs',
  'standingOrders.unavailableOnSave':
    'Saving the lines removes the products no longer sold.',
  'standingOrders.itemPrice': '{price} each',
  'standingOrders.agreedPrice': 'agreed at {price}',
  'standingOrders.unsavedLine': 'Not saved yet',
  'standingOrders.addLine': 'Add a line',
  'standingOrders.sku': 'SKU',
  'standingOrders.quantity': 'Quantity',
  'standingOrders.add': 'Add',
  'standingOrders.skuTwice':
    '{name} is a line already: change its quantity above.',
  'standingOrders.saveLines': 'Save lines',
  'standingOrders.undoLines': 'Undo changes',
  'standingOrders.linesSaved': 'The lines were saved.',
  'standingOrders.linesRefused':
    'The lines were not saved: see the messages at the lines.',
  'standingOrders.noLines':
    'A standing order needs at least one line: add one before you save.',
  'standingOrders.unsaved': 'The lines have changes that are not saved yet.',
  'standingOrders.total': 'Estimated per run: {total} net',
  'standingOrders.runsTitle': 'Runs',
  'standingOrders.noRuns': 'No runs yet.',
  'standingOrders.outcome.placed': 'Placed',
  'standingOrders.outcome.partly-placed': 'Placed without some lines',
  'standingOrders.outcome.awaiting-approval': 'Waiting for approval',
  'standingOrders.outcome.awaiting-payment': 'Waiting for your payment',
  'standingOrders.outcome.not-placed': 'Nothing ordered',
  'standingOrders.outcome.skipped': 'Skipped',
  'standingOrders.runOrder': 'Order {number}',
  'standingOrders.leftOut': 'Left out:',
  'standingOrders.problem': '{name} ({sku}): {message}',
  'standingOrders.cancel': 'Cancel standing order',
  'standingOrders.cancelConfirm':
    'Cancel “{name}” for good? Nothing more is ordered, and it cannot be resumed.',
  'standingOrders.cancelYes': 'Yes, cancel it',
  'standingOrders.keep': 'Keep it',

  'checkout.title': 'Checkout',
  'checkout.step.addresses': 'Addresses',
  'checkout.step.shipping': 'Shipping',
  'checkout.step.paymentProvider': 'Payment',
  'checkout.step.paymentMethod': 'Payment method',
  'checkout.step.review': 'Review',
  'checkout.stepDone': 'done',
  'checkout.shippingAddress': 'Shipping address',
  'checkout.invoiceAddress': 'Invoice address',
  'checkout.sameAsShipping': 'Invoice to the shipping address',
  'checkout.addAddress': 'Add a new address',
  'checkout.carrier': 'Shipping method',
  'checkout.paymentProvider': 'How would you like to pay?',
  'checkout.savedCard': '{brand} ending in {last4}',
  'checkout.newCard': 'Use a new card',
  'checkout.saveCard': 'Save card',
  'checkout.cardUnavailable':
    'Card payments cannot be loaded right now. Pay by invoice or try again later.',
  'checkout.card': 'Pay by card',
  'checkout.cardProviderHelp':
    'Visa, Mastercard or American Express, charged when you place the order.',
  'checkout.invoice': 'Pay by invoice',
  'checkout.poReference': 'Purchase order reference (optional)',
  'checkout.reviewReference': 'Purchase order reference',
  'checkout.review': 'Review your order',
  'checkout.placeOrder': 'Place order',
  'checkout.placing': 'Placing your order…',
  'checkout.cardHelp':
    'Stripe keeps the card for your next orders; it never reaches our servers.',
  'checkout.savingCard': 'Saving card…',
  'checkout.cancelCard': 'Cancel',
  'checkout.priceChanged':
    'The price of {name} changed since you added it: now {price}, was {previous}.',
  'checkout.reviewPrices': 'Review and place again.',
  'checkout.paymentFailed':
    '{reason} Nothing was charged: choose another card or try again.',
  'checkout.retryPayment': 'Try the payment again',
  'checkout.paying': 'Paying…',
  'checkout.awaitingPayment':
    'Order {number} is placed and waits for its payment.',
  'checkout.incomplete':
    'Choose addresses, a shipping method and a payment method to place the order.',
  'checkout.unverified':
    'You can place the order once your email address is confirmed.',
  'checkout.approval.needed':
    'This order needs approval before it is placed: {reasons}. Nothing is charged until an approver approves it.',
  'checkout.approval.send': 'Send for approval',
  'checkout.approval.sending': 'Sending for approval…',
  'checkout.continue': 'Continue',
  'checkout.back': 'Back',
  'checkout.edit': 'Change',

  'confirmation.title': 'Thank you for your order',
  'confirmation.number': 'Order number {number}',
  'confirmation.placedAt': 'Placed on',
  'confirmation.requestedAt': 'Sent for approval on',
  'confirmation.intro':
    'We sent a confirmation to {email}. You can follow the order in your account.',
  'confirmation.viewOrders': 'View your orders',
  'confirmation.continue': 'Continue shopping',
  'checkout.approval.sentTitle': 'Sent for approval',
  'checkout.approval.sentIntro':
    'An approver of your practice decides on it. Nothing is charged until it is approved. You can follow it in your orders.',
  'checkout.approval.sentReasons': 'It needs approval because:',
  'checkout.approval.sentCardNote':
    'Once it is approved, pay it by card from the order’s page in your account.',

  'standingOrderForm.fromList': 'Make it a standing order',
  'standingOrderForm.fromCart': 'Repeat this order on a schedule',
  'standingOrderForm.listIntro':
    'The lines of “{name}” are ordered for you on the days you choose, with the address, shipping and payment below.',
  'standingOrderForm.cartIntro':
    'The lines of your cart are ordered for you on the days you choose, with the choices you made at checkout.',
  'standingOrderForm.cartStays':
    'Your cart stays as it is: place it now as well if you need these goods before the first run.',
  'standingOrderForm.name': 'Name',
  'standingOrderForm.nameHelp': 'For example “Exam room 2 — weekly”.',
  'standingOrderForm.schedule': 'Schedule',
  'standingOrderForm.cadence': 'Repeats',
  'standingOrderForm.weekly': 'Weekly',
  'standingOrderForm.monthly': 'Monthly',
  'standingOrderForm.interval': 'Every',
  'standingOrderForm.weeks': '{count, plural, one {week} other {# weeks}}',
  'standingOrderForm.months': '{count, plural, one {month} other {# months}}',
  'standingOrderForm.weekday': 'Day of the week',
  'standingOrderForm.dayOfMonth': 'Day of the month',
  'standingOrderForm.dayOfMonthHelp': 'Days 1 to 28, which every month has.',
  'standingOrderForm.firstRun': 'First run: {date}',
  'standingOrderForm.nextWorkingDay':
    'When a run falls on a Saturday or Sunday, place it on the Monday after',
  'standingOrderForm.weekendRuns':
    '{count, plural, one {# of the next 12 runs falls} other {# of the next 12 runs fall}} on a weekend, the first on {date}.',
  'standingOrderForm.runOnMonday': 'Run on Mondays instead',
  'standingOrderForm.moveToWorkingDay': 'Move them to the next working day',
  'standingOrderForm.onProblem': 'When a run cannot be placed as it is',
  'standingOrderForm.tolerance': 'Price rise you accept (%)',
  'standingOrderForm.toleranceHelp':
    'Prices are agreed today; a line that costs more than this above them counts as a problem.',
  'standingOrderForm.choices': 'Ordered with',
  'standingOrderForm.payment': 'Payment',
  'standingOrderForm.reference': 'Purchase order reference',
  'standingOrderForm.noAddresses': 'Add an address to your address book first.',
  'standingOrderForm.noCards': 'To pay by card, save a card at checkout first.',
  'standingOrderForm.create': 'Set up standing order',

  'account.title': 'Your account',
  'account.greeting': 'Hello, {name}',
  'account.greetingNoName': 'Hello',
  'account.profile': 'Profile',
  'account.addresses': 'Addresses',
  'account.orders': 'Orders',
  'account.inventory': 'Inventory',
  'account.invoices': 'Invoices',
  'statement.title': 'Invoices and statement',
  'statement.notAllowed':
    "Your practice's administrators and billing members see its invoices and statement.",
  'statement.totalDue': 'Total due',
  'statement.ageing.current': 'Current',
  'statement.ageing.days1To30': '1–30 days late',
  'statement.ageing.days31To60': '31–60 days late',
  'statement.ageing.days61To90': '61–90 days late',
  'statement.ageing.over90': 'Over 90 days late',
  'statement.invoices': 'Invoices',
  'statement.none': 'No invoices yet.',
  'statement.order': 'Order',
  'statement.issued': 'Issued',
  'statement.dueOn': 'Due',
  'statement.total': 'Total',
  'statement.paid': 'Paid',
  'statement.due': 'Amount due',
  'statement.age': 'Age',
  'statement.state.open': 'Open',
  'statement.state.late': '{days} days late',
  'statement.state.paid': 'Paid',
  'statement.creditApplied':
    'Open invoices {invoices}, less credit {credit} from returns.',
  'statement.credits': 'Credit notes',
  'statement.creditUsed': 'Taken by invoices',
  'statement.creditLeft': 'Credit left',
  'statement.creditNotePdf': 'Credit note (PDF)',
  'statement.creditNotePdfOf': 'Download credit note {number} (PDF)',
  'statement.monthly': 'Monthly statement',
  'statement.monthlyHint':
    'Opening and closing balance, invoices, payments, credit notes and ageing of one month, as a PDF.',
  'statement.month': 'Month',
  'statement.monthlyPdf': 'Download statement (PDF)',
  'statement.monthlyPdfOf': 'Download the statement of {month} (PDF)',
  'statement.pay.choose': 'Pay {number}',
  'statement.pay.all': 'Choose all open invoices',
  'statement.pay.chosen':
    '{count, plural, one {# invoice} other {# invoices}} chosen: {total}',
  'statement.pay.button': 'Pay {total} by card',
  'statement.pay.title': 'Pay invoices by card',
  'statement.pay.paying': 'Paying {numbers}.',
  'statement.pay.paid': 'Payment received: {numbers} paid.',
  'account.setupBanner':
    'Your account setup is not finished yet. Complete it in the admin center to unlock all features.',
  'account.setupLink': 'Finish setup',
  'account.setupNotFinished': 'Your account setup is not finished yet.',
  'account.setupUnavailable':
    'Online setup is not available for this shop yet. Clinic Supply customer support will finish your setup with you:',
  'account.setupTitle': 'Account setup',
  'account.setupDone':
    'Your account setup is complete. You can order with all your practice’s settings.',
  'account.setupPending':
    'Your account setup is not finished yet. You can continue it from your profile at any time.',
  'account.setupClose': 'Close this window',
  'account.setupBack': 'Back to your profile',
  'account.company': 'Company',
  'account.customerName': 'Name',
  'account.npiNumber': 'NPI number',
  'account.email': 'Email address',
  'account.saveProfile': 'Save profile',
  'account.profileSaved': 'Your profile was saved.',
  'account.address.add': 'Add address',
  'account.address.edit': 'Edit',
  'account.address.delete': 'Delete',
  'account.address.deleteConfirm': 'Delete this address?',
  'account.address.save': 'Save address',
  'account.address.cancel': 'Cancel',
  'account.address.defaultShipping': 'Default shipping address',
  'account.address.defaultInvoice': 'Default invoice address',
  'account.address.setDefaultShipping': 'Use for shipping by default',
  'account.address.setDefaultInvoice': 'Use for invoices by default',
  'account.address.none': 'You have no saved addresses yet.',
  'account.orders.none': 'You have not placed any orders yet.',
  'account.orders.number': 'Order',
  'account.orders.date': 'Date',
  'account.orders.state': 'Status',
  'account.orders.total': 'Total',
  'account.orders.details': 'Details',
  'account.orders.payNow': 'Pay {total} now',
  'account.orders.reorder': 'Order again',
  'account.orders.back': 'Back to your orders',
  'account.orders.detailTitle': 'Order {number}',
  'account.orders.placedOn': 'Placed on {date}',
  'account.orders.quantity': 'Quantity',
  'account.orders.unitPrice': 'Unit price',
  'account.orders.product': 'Product',
  'account.orders.poReference': 'Purchase order {reference}',
  'account.orders.reordered': 'The items of order {number} are in your cart.',
  'account.orders.invoice': 'Download invoice (PDF)',
  'account.orders.invoiceOf': 'Download invoice (PDF) for order {number}',
  'account.orders.invoiceTitle': 'Invoice',
  'account.orders.invoiceNotIssued':
    'Not yet issued: the invoice is issued when the order ships.',
  'account.orders.invoiceDue': '{number}: {amount} due by {date}',
  'account.orders.invoicePaid': '{number}: paid',
  'account.orders.standingOrder': 'Standing order: {name}',
  'account.inventory.none':
    'Products you buy appear here with their lot numbers.',
  'account.inventory.lot': 'Lot {lot}',
  'account.inventory.delivered': 'Quantity delivered: {count}',
  'account.inventory.expires': 'Expires {date}',
  'account.inventory.expired': 'Expired {date}',
  'account.inventory.reorder': 'Reorder',
  'account.inventory.intro':
    'Every lot your practice received, with its expiry date. Recalled and expiring lots are flagged.',
  'account.inventory.show': 'Show',
  'account.inventory.show.all': 'All lots',
  'account.inventory.show.expiring-90': 'Expiring within {days} days',
  'account.inventory.show.expiring-30': 'Expiring within {days} days',
  'account.inventory.show.expired': 'Expired',
  'account.inventory.show.recalled': 'Recalled',
  'account.inventory.sort': 'Sort by',
  'account.inventory.sort.expiry': 'Expiry date, soonest first',
  'account.inventory.sort.expiry-desc': 'Expiry date, latest first',
  'account.inventory.sort.product': 'Product name',
  'account.inventory.count':
    '{count} of {total, plural, one {# lot} other {# lots}}',
  'account.inventory.noneShown': 'No lots match this filter.',
  'account.inventory.showAll': 'Show all lots',
  'account.inventory.export': 'Export CSV',
  'account.inventory.recalled': 'Recalled',
  'account.inventory.expiredFlag': 'Expired',
  'account.inventory.expiresIn':
    '{count, plural, =0 {Expires today} one {Expires in # day} other {Expires in # days}}',
  'account.inventory.reorderProduct': 'Reorder {product}',
  'account.inventory.returnLot': 'Return this lot',
  'account.inventory.returnLotOf': 'Return this lot: {lot} of {product}',
  'recall.banner.label': 'Recall notice',
  'recall.banner.one': 'Recall: lot {lot} of {product} — {reason}',
  'recall.banner.several':
    '{count, plural, one {# recalled lot} other {# recalled lots}} in your stock',
  'recall.banner.severalHint':
    'Check them in your inventory and acknowledge each recall there.',
  'recall.seeLots': 'See the recalled lots',
  'recall.acknowledge': 'Acknowledge',
  'recall.acknowledgeLot': 'Acknowledge the recall of lot {lot}',
  'recall.acknowledgeFailed':
    'The recall could not be acknowledged. Please try again.',
  'recall.acknowledged': 'Acknowledged by {name} on {date}',
  'recall.acknowledgedOn': 'Acknowledged on {date}',
  'recall.reason': 'Why: {reason}',
  'recall.action': 'What to do: {action}',
  'account.approvals': 'Approvals',
  'account.address.managedByAdmin':
    'Your administrator manages the practice’s addresses.',

  'role.ADMINISTRATOR': 'Administrator',
  'role.APPROVER': 'Approver',
  'role.BUYER': 'Buyer',
  'role.ADMINISTRATOR.help':
    'Manages members, invitations, roles, limits, the practice’s addresses and settings.',
  'role.APPROVER.help':
    'Approves orders over a buyer’s limit and sees the practice’s orders.',
  'role.BUYER.help': 'Places orders.',
  'role.BILLING': 'Billing',
  'role.BILLING.help':
    'Sees the practice’s invoices and statement and pays them by card.',

  'company.title': 'Company',
  'company.adminOnly': 'Only administrators manage the company.',
  'company.adminOnlyMembers':
    'Only administrators manage the company. You can see its members here.',
  'company.details': 'Practice',
  'company.certificates.title': 'Sales-tax exemption certificates',
  'company.certificates.intro':
    'An accepted certificate removes sales tax from orders shipped to its state until it expires. The distributor reviews each upload.',
  'company.certificates.none': 'No certificates on file.',
  'company.certificates.line': '{state} · {number}',
  'company.certificates.expires': 'valid until {date}',
  'company.certificates.status.PENDING':
    'Pending: waiting for the distributor’s review.',
  'company.certificates.status.ACCEPTED':
    'Accepted: orders to this state are exempt.',
  'company.certificates.status.REFUSED': 'Refused: {reason}',
  'company.certificates.status.EXPIRED':
    'Expired: upload a renewed certificate.',
  'company.certificates.upload': 'Upload a certificate',
  'company.certificates.state': 'State',
  'company.certificates.choose': 'Choose a state',
  'company.certificates.number': 'Certificate number',
  'company.certificates.expiresOn': 'Valid until',
  'company.certificates.file': 'Certificate (PDF)',
  'company.certificates.fileHelp': 'A PDF of at most 5 MB.',
  'company.certificates.fileRequired': 'Choose a PDF of at most 5 MB.',
  'company.certificates.submit': 'Upload certificate',
  'company.certificates.uploaded':
    'Certificate {number} uploaded: it waits for the distributor’s review.',
  'company.name': 'Name',
  'company.npiNumber': 'NPI number',
  'company.membersMayAddAddresses': 'Members may add addresses',
  'company.membersMayAddAddresses.help':
    'When this is off, only administrators add and change the practice’s addresses. Everyone may still choose their own default addresses.',
  'company.settings.saved': 'The setting was saved.',
  'company.members.title': 'Members',
  'company.members.none': 'The practice has no members yet.',
  'company.member.you': '(you)',
  'company.member.roles': 'Roles',
  'company.member.orderLimit': 'Limit per order',
  'company.member.monthlyLimit': 'Limit per month',
  'company.member.spentThisMonth': 'Spent this month',
  'company.member.deactivated': 'Deactivated',
  'company.member.edit': 'Edit',
  'company.member.editOf': 'Edit roles and limits of {name}',
  'company.member.editTitle': 'Roles and limits of {name}',
  'company.member.save': 'Save',
  'company.member.cancel': 'Cancel',
  'company.member.saved': 'The roles and limits of {name} were saved.',
  'company.member.deactivate': 'Deactivate',
  'company.member.deactivateOf': 'Deactivate {name}',
  'company.member.activate': 'Activate',
  'company.member.activateOf': 'Activate {name}',
  'company.member.deactivateConfirm':
    'Deactivate {name}? They are signed out at once and can no longer sign in. Their orders stay.',
  'company.member.activateConfirm':
    'Activate {name} again? They can sign in and order again.',
  'company.member.deactivateYes': 'Yes, deactivate',
  'company.member.activateYes': 'Yes, activate',
  'company.member.deactivatedDone': '{name} was deactivated.',
  'company.member.activatedDone': '{name} was activated.',
  'company.limit.none': 'No limit',
  'company.limit.help': 'In dollars, before tax. Leave it empty for no limit.',
  'company.limit.invalid':
    'Enter an amount from $0.01 to $1,000,000.00, or leave it empty for no limit.',
  'company.roles.required': 'Choose at least one role.',
  'company.invitations.title': 'Invitations',
  'company.invitations.none': 'There are no open invitations.',
  'company.invitation.expires': 'Expires {date}',
  'company.invitation.invitedBy': 'Invited by {name}',
  'company.invitation.withdraw': 'Withdraw',
  'company.invitation.withdrawOf': 'Withdraw the invitation of {email}',
  'company.invitation.withdrawn': 'The invitation of {email} was withdrawn.',
  'company.invite.title': 'Invite a member',
  'company.invite.intro':
    'We email a link to join the practice. It works once, for 7 days.',
  'company.invite.email': 'Email address',
  'company.invite.submit': 'Send invitation',
  'company.invite.sent': 'Invitation sent to {email}.',

  'invitation.title': 'Join {companyName}',
  'invitation.intro': '{invitedBy} invited {email} to join {companyName}.',
  'invitation.formIntro':
    'Enter your name and choose a password. You are signed in once you have joined.',
  'invitation.expires': 'The invitation is valid until {date}.',
  'invitation.submit': 'Join {companyName}',
  'invitation.joined': 'Welcome to {companyName}. Taking you to your account…',
  'invitation.invalidTitle': 'This invitation link is no longer valid',
  'invitation.invalid':
    'It was used, withdrawn or has expired. Ask your practice’s administrator to invite you again.',
  'invitation.missingToken':
    'This link is not complete. Copy the whole link from the email, or ask your practice’s administrator to invite you again.',
  'invitation.haveAccount': 'Already joined?',
  'invitation.signIn': 'Sign in',

  'profile.supportNote':
    'To change your company name or NPI number, contact Clinic Supply support.',
  'profile.name.title': 'Your name',
  'profile.name.submit': 'Save name',
  'profile.name.saved': 'Your name was saved.',
  'profile.password.title': 'Change your password',
  'profile.password.submit': 'Change password',
  'profile.password.saved':
    'Your password was changed. Other devices were signed out.',
  'profile.email.title': 'Change your email address',
  'profile.email.intro':
    'We send a link to the new address. Until you follow it, you sign in with {email}.',
  'profile.email.new': 'New email address',
  'profile.email.same': 'This is already your email address.',
  'profile.email.submit': 'Change email address',
  'profile.email.sent':
    'We sent a link to {newEmail}. Your address changes when you follow it.',

  'address.salutation': 'Salutation',
  'address.salutation.none': 'None',
  'address.salutation.mr': 'Mr.',
  'address.salutation.ms': 'Ms.',
  'address.salutation.mx': 'Mx.',
  'address.salutation.dr': 'Dr.',
  'address.firstname': 'First name',
  'address.lastname': 'Last name',
  'address.company': 'Company',
  'address.street': 'Street',
  'address.number': 'Building number',
  'address.postcode': 'ZIP code',
  'address.postcode.CA': 'Postal code',
  'address.city': 'City',
  'address.country': 'Country',
  'address.country.US': 'United States',
  'address.country.CA': 'Canada',
  'address.stateCode': 'State',
  'address.stateCode.CA': 'Province or territory',
  'address.stateCode.choose': 'Choose…',
  'address.phoneNumber': 'Phone number',

  'order.state.new': 'Received',
  'order.state.paid': 'Paid',
  'order.state.processing': 'Processing',
  'order.state.shipped': 'Shipped',
  'order.state.delivered': 'Delivered',
  'order.state.cancelled': 'Canceled',
  'order.state.payment_pending': 'Awaiting payment',
  'order.state.awaiting_approval': 'Awaiting approval',
  'order.state.rejected': 'Rejected',
  'order.placedBy': 'Placed by {name}',

  'order.fulfilment.label': 'Order progress',
  'order.fulfilment.PLACED': 'Placed',
  'order.fulfilment.CONFIRMED': 'Confirmed',
  'order.fulfilment.PARTLY_SHIPPED': 'Partly shipped',
  'order.fulfilment.SHIPPED': 'Shipped',
  'order.fulfilment.DELIVERED': 'Delivered',
  'order.fulfilment.CANCELLED': 'Canceled',
  'order.fulfilment.notYet': 'Not yet',
  'order.fulfilment.distributorNumber': 'Warehouse reference',
  'order.fulfilment.expectedDelivery': 'Expected delivery',
  'order.line.shipped': 'Shipped {shipped} of {ordered}',
  'order.line.backordered': 'Backordered until {date}',
  'order.line.cancelled': '{count} canceled: {reason}',
  'order.shipments.title': 'Shipments',
  'order.shipments.heading': 'Parcel {index} · {carrier}',
  'order.shipments.trackingNumber': 'Tracking number',
  'order.shipments.track':
    'Track parcel {number} on the {carrier} website (opens in a new tab)',
  'order.shipments.shippedOn': 'Shipped on {date}',
  'order.shipments.deliveredOn': 'Delivered on {date}',
  'order.shipments.onItsWay': 'On its way',
  'order.shipments.line': '{quantity} × {name}',
  'order.shipments.lot': 'Lot {lot}, expires {expiry}',
  'order.cancel.title': 'Cancel this order',
  'order.cancel.help': 'You can cancel until our warehouse confirms the order.',
  'order.cancel.button': 'Cancel order',
  'order.cancel.confirm':
    'Cancel order {number}? Nothing of it will be shipped, and it cannot be undone.',
  'order.cancel.yes': 'Yes, cancel the order',
  'order.cancel.keep': 'Keep the order',
  'order.cancel.done': 'Order {number} is canceled.',
  'order.returns.title': 'Returns',
  'order.returns.request': 'Request a return',
  'order.returns.formHelp':
    'Choose how many of each shipped lot to send back and why. We email you when the warehouse decides.',
  'order.returns.prefilled':
    'Lot {lot} is recalled: its return is filled in below. Check it and send the request.',
  'order.returns.quantity': 'Quantity to return (at most {max})',
  'order.returns.quantityOf':
    'Quantity to return (at most {max}) of {name}, lot {lot}',
  'order.returns.lot': 'Lot {lot}',
  'order.returns.reason': 'Reason',
  'order.returns.chooseReason': 'Choose a reason.',
  'order.returns.reason.DAMAGED': 'Damaged',
  'order.returns.reason.WRONG_ITEM': 'Wrong item',
  'order.returns.reason.EXPIRED': 'Expired',
  'order.returns.reason.RECALLED': 'Recalled',
  'order.returns.reason.NOT_NEEDED': 'Not needed',
  'order.returns.note': 'Note (optional)',
  'order.returns.submit': 'Send return request',
  'order.returns.close': 'Close',
  'order.returns.nothingChosen': 'Choose at least one lot to return.',
  'order.returns.sent':
    'Your return request was sent. We email you when the warehouse decides.',
  'order.returns.state.REQUESTED': 'Requested',
  'order.returns.state.ACCEPTED': 'Accepted',
  'order.returns.state.REFUSED': 'Refused',
  'order.returns.heading': 'Return of {date}',
  'order.returns.why': 'Reason: {reason}',
  'order.returns.waiting': 'Waiting for the warehouse’s decision.',
  'order.returns.rma': 'RMA number: {rma}',
  'order.returns.rmaHelp': 'Write the RMA number on the parcel.',
  'order.returns.instructions': 'How to send it back: {instructions}',
  'order.returns.refused': 'Not accepted: {reason}',
  'order.returns.line': '{quantity} × {name} · {pack} · lot {lot}',

  'order.approval.title': 'Approval',
  'order.approval.pending': 'Waiting for approval',
  'order.approval.pendingHelp':
    'An approver of your practice decides on this order. Nothing is charged until it is approved.',
  'order.approval.approved': 'Approved by {name} on {date}',
  'order.approval.approvedAwaitingPayment':
    'Approved by {name} on {date}. It waits for its card payment.',
  'order.approval.rejected': 'Rejected by {name} on {date}: {reason}',
  'order.approval.rejectedNoReason': 'Rejected by {name} on {date}',
  'order.approval.anApprover': 'an approver',
  'order.approval.backInCart': 'Its items are back in your cart.',
  'order.approval.toCart': 'Go to your cart',
  'order.approval.decide': 'Approve or reject this order',
  'order.approval.reasons': 'Why it needs approval',
  'order.approval.reason.orderLimit':
    'Over {name}’s limit of {limit} per order: {amount}',
  'order.approval.reason.orderLimitOwn':
    'Over your limit of {limit} per order: {amount}',
  'order.approval.reason.monthlyLimit':
    'This month’s orders would come to {amount}, over the monthly limit of {limit}',
  'order.approval.reason.monthlyLimitOwn':
    'This month’s orders would come to {amount}, over your monthly limit of {limit}',

  'approvals.title': 'Approvals',
  'approvals.notApprover':
    'Only approvers of your practice approve or reject orders. Ask an administrator if you should be one.',
  'approvals.tabs': 'Orders by approval',
  'approvals.pending': 'Waiting for approval',
  'approvals.decided': 'Decided',
  'approvals.nonePending': 'No orders are waiting for approval.',
  'approvals.noneDecided': 'No orders have been decided yet.',
  'approvals.order': 'Order {number}',
  'approvals.buyer': 'Buyer',
  'approvals.requestedAt': 'Requested',
  'approvals.requestedOn': 'Requested on {date}',
  'approvals.total': 'Total (net)',
  'approvals.back': 'Back to approvals',
  'approvals.detailTitle': 'Approval of order {number}',
  'approvals.approve': 'Approve',
  'approvals.approving': 'Approving…',
  'approvals.reject': 'Reject',
  'approvals.rejecting': 'Rejecting…',
  'approvals.rejectTitle': 'Reject the order',
  'approvals.rejectReason': 'Reason for the buyer',
  'approvals.rejectReasonHelp':
    'The buyer is e-mailed this reason, and the items go back into their cart. At most 500 characters.',
  'approvals.approvedPlaced': 'Approved: order placed.',
  'approvals.approvedAwaitingPayment':
    'Approved: waiting for the buyer’s card payment.',
  'approvals.rejectedDone':
    'Order rejected. The buyer is told why, and the items are back in their cart.',
  'approvals.ownOrder': 'You cannot approve your own order.',
  'approvals.otherApprover': 'Another approver must decide on this order.',
  'approvals.error.forbidden': 'You may not decide on this order.',
  'approvals.error.conflict':
    'This order could not be decided: {reason} It is shown as it is now.',
  'approvals.error.failed': 'The decision could not be saved: {reason}',

  'account.orders.placedBy': 'Placed by',
  'account.orders.filterPlacedBy': 'Show orders placed by',
  'account.orders.everyone': 'Everyone',
  'account.orders.noneByMember': 'No orders were placed by this member.',

  'search.title': 'Search',
  'search.resultsFor': 'Results for “{query}”',
  'search.none': 'No products match “{query}”.',
  'search.hint': 'Try a product name, a category or a SKU.',
  'search.prompt': 'What are you looking for?',
  'search.field': 'Search products',

  'listing.sort': 'Sort by',
  'listing.sort.relevance': 'Best match',
  'listing.sort.name': 'Name',
  'listing.sort.price-asc': 'Price: low to high',
  'listing.sort.price-desc': 'Price: high to low',
  'listing.loading': 'Loading products…',

  'pagination.label': 'Pagination',
  'pagination.previous': 'Previous',
  'pagination.next': 'Next',
  'pagination.page': 'Page {page}',

  'footer.social': 'Follow us',
  'support.heading': 'Customer support',
  'support.recall':
    'Questions about this recall? Clinic Supply customer support helps:',
  'support.error': 'Need help? Clinic Supply customer support:',
  'footer.copyright':
    '© {year} Clinic Supply. Prices exclude sales tax, which is added by the ship-to address where it applies.',

  'error.notFound': 'Page Not Found',
  'error.notFoundHint':
    'The page you are looking for does not exist or has moved.',
  'error.server': 'Internal Server Error',
  'error.serverHint':
    'Something went wrong on our side. Please try again in a moment.',
  'error.unavailable': 'Shop Briefly Unavailable',
  'error.unavailableHint':
    'The shop is busy or being updated. Please try again in a moment.',
  'error.backHome': 'Back to the shop',
  'error.reference': 'Support reference:',
  'error.networkFailed': 'Network request failed',
  'error.networkTimeout': 'Network request timed out',
  'error.aborted': 'Aborted',
  'error.tryAgain': 'Try again',
  'error.generic': 'Something went wrong. Please try again.',

  'mail.greeting': 'Hello {name},',
  'mail.greetingNoName': 'Hello,',
  'mail.signOff': 'Your Clinic Supply team',
  'mail.buttonFallback':
    'If the button does not work, copy this link into your browser:',
  'mail.linkExpiry':
    'The link works once and is valid for {hours, plural, one {# hour} other {# hours}}.',
  'mail.resetPassword': 'Reset your password',
  'mail.lotRecall.subject': 'Recall of lot {lot}: please check your stock',
  'mail.lotRecall.intro':
    'A lot your practice received from Clinic Supply has been recalled. Please check your stock now.',
  'mail.lotRecall.product': 'Product',
  'mail.lotRecall.sku': 'SKU',
  'mail.lotRecall.lot': 'Lot',
  'mail.lotRecall.reason': 'Why it is recalled',
  'mail.lotRecall.action': 'What to do',
  'mail.lotRecall.button': 'See the recalled lots',
  'mail.lotRecall.acknowledge':
    'The shop shows the recall to everyone in your practice until one of you acknowledges it in the inventory.',
  'mail.standingOrder.subject.placed':
    'Standing order "{name}": order {number} placed late',
  'mail.standingOrder.subject.partly-placed':
    'Standing order "{name}": order {number} placed without some lines',
  'mail.standingOrder.subject.awaiting-approval':
    'Standing order "{name}": order {number} waits for approval',
  'mail.standingOrder.subject.awaiting-payment':
    'Standing order "{name}": please pay order {number}',
  'mail.standingOrder.subject.not-placed':
    'Standing order "{name}": nothing was ordered on {date}',
  'mail.standingOrder.intro.placed':
    'The run of your standing order "{name}" due on {date} was placed as order {number}.',
  'mail.standingOrder.intro.partly-placed':
    'The run of your standing order "{name}" due on {date} was placed as order {number}, without the lines below.',
  'mail.standingOrder.intro.awaiting-approval':
    'The run of your standing order "{name}" due on {date} is over one of your purchase limits: order {number} waits for an approver of your practice.',
  'mail.standingOrder.intro.awaiting-payment':
    'The run of your standing order "{name}" due on {date} was placed as order {number}. It is paid by card: pay it from the order page, and it is prepared once paid.',
  'mail.standingOrder.intro.not-placed':
    'The run of your standing order "{name}" due on {date} could not be placed as it is, so nothing was ordered, as you chose.',
  'mail.standingOrder.leftOut': 'Left out',
  'mail.standingOrder.viewOrder': 'View the order',
  'mail.standingOrder.viewStandingOrder': 'View the standing order',
  'mail.standingOrder.manage':
    'You can change, pause or skip the standing order in your account under Standing orders.',
  'mail.statement.subject': 'Your Clinic Supply statement for {month}',
  'mail.statement.intro':
    'The statement of {company} for {month} is ready: what was invoiced, paid and credited, and what is open.',
  'mail.statement.opening': 'Opening balance',
  'mail.statement.activity': 'This month',
  'mail.statement.activityLines':
    '{invoices, plural, one {# invoice} other {# invoices}}, {payments, plural, one {# payment} other {# payments}}, {credits, plural, one {# credit note} other {# credit notes}}',
  'mail.statement.closing': 'Closing balance',
  'mail.statement.download': 'Download the statement (PDF)',
  'mail.statement.signIn': 'The link asks you to sign in first if you are not.',
  'mail.reason.statement':
    'You receive this email because you administer your practice’s account at Clinic Supply.',
  'mail.reason.standingOrder':
    'You receive this email because you set up a standing order at Clinic Supply.',
  'mail.reason.recall':
    'You receive this email because your practice received a lot that was recalled.',
  'mail.reason.account':
    'You are receiving this email because it concerns the Clinic Supply account of this email address.',
  'mail.reason.address':
    'You are receiving this email because this email address was entered at Clinic Supply.',
  'mail.reason.order':
    'You are receiving this email because an order was placed at Clinic Supply with this email address.',
  'mail.passwordReset.subject': 'Reset your Clinic Supply password',
  'mail.passwordReset.intro':
    'We received a request to reset the password of your Clinic Supply account. Choose a new password with the button below.',
  'mail.passwordReset.button': 'Set a new password',
  'mail.passwordReset.ignore':
    'If you did not ask for this, ignore this email: your password stays as it is.',
  'mail.verifyEmail.subject': 'Confirm your email address for Clinic Supply',
  'mail.verifyEmail.intro':
    'Welcome to Clinic Supply. Please confirm your email address so you can start ordering.',
  'mail.verifyEmail.button': 'Confirm email address',
  'mail.verifyEmail.ignore':
    'If you did not create a Clinic Supply account, you can ignore this email.',
  'mail.signUpAttempt.subject': 'You already have a Clinic Supply account',
  'mail.signUpAttempt.intro':
    'Someone, maybe you, tried to create a new Clinic Supply account with this email address. You already have an account with it, so no new one was created.',
  'mail.signUpAttempt.signIn': 'Sign in to your account',
  'mail.signUpAttempt.forgot':
    'Forgotten your password? You can set a new one.',
  'mail.signUpAttempt.notYou':
    'If it wasn’t you, you can ignore this email: nothing was changed.',
  'mail.emailChange.subject': 'Confirm your new Clinic Supply sign-in address',
  'mail.emailChange.intro':
    'Please confirm that you want to sign in to Clinic Supply with {email} from now on.',
  'mail.emailChange.button': 'Confirm new address',
  'mail.emailChange.ignore':
    'If you did not ask for this, ignore this email: the account keeps its current sign-in address.',
  'mail.emailChangedNotice.subject':
    'The sign-in address of your Clinic Supply account is changing',
  'mail.emailChangedNotice.intro':
    'A change of your Clinic Supply sign-in address to {email} was requested. Once that address is confirmed, you sign in with it and emails about your account go there.',
  'mail.emailChangedNotice.notYou':
    'If this wasn’t you, reset your password right away and contact our customer service.',
  'mail.passwordChanged.subject': 'Your Clinic Supply password was changed',
  'mail.passwordChanged.intro':
    'The password of your Clinic Supply account was changed. To keep your account safe, you were signed out everywhere else.',
  'mail.passwordChanged.notYou':
    'If you did not change it, reset your password right away.',
  'mail.order.subject': 'Your Clinic Supply order {number}',
  'mail.order.intro':
    'Thank you for your order. We have received it; here is a summary for your records.',
  'mail.order.number': 'Order number',
  'mail.order.placedOn': 'Placed on',
  'mail.order.company': 'Company',
  'mail.order.items': 'Your order',
  'mail.order.product': 'Product',
  'mail.order.quantity': 'Qty',
  'mail.order.price': 'Price',
  'mail.order.lineText': '{quantity} × {unitPrice} = {linePrice}',
  'mail.order.details': 'Delivery and payment',
  'mail.order.poReference': 'Purchase order reference',
  'mail.order.paymentMethod': 'Payment method',
  'mail.order.paymentInvoice': 'Invoice — {terms}',
  'mail.order.paymentCard': 'Card',
  'mail.order.view': 'View your order',
  'mail.order.invoice': 'Download invoice (PDF)',
  'mail.order.invoiceLater':
    'The invoice follows when the order ships: you will find it on the order’s page.',
  'mail.paymentReceived.subject':
    'Payment received for your Clinic Supply order {number}',
  'mail.paymentReceived.intro':
    'Thank you: we received your payment of {amount} for order {number}.',
  'mail.paymentFailed.subject':
    'Your payment for Clinic Supply order {number} did not go through',
  'mail.paymentFailed.intro':
    'The card payment of {amount} for order {number} did not go through. Nothing was charged.',
  'mail.paymentFailed.action':
    'Your order is saved and waits for its payment. Pay with the same or another card:',
  'mail.paymentFailed.button': 'Pay now',
  'mail.fulfilment.shipmentHeading': 'Shipment',
  'mail.fulfilment.carrier': 'Carrier',
  'mail.fulfilment.trackingNumber': 'Tracking number',
  'mail.fulfilment.track': 'Track the parcel',
  'mail.fulfilment.lots': 'What it carries',
  'mail.fulfilment.lotLine':
    '{quantity} × {name} · {pack} (lot {lot}, expires {expiry})',
  'mail.fulfilment.expectedDelivery': 'Expected delivery',
  'mail.orderConfirmed.subject':
    'Your Clinic Supply order {number} is confirmed',
  'mail.orderConfirmed.intro':
    'Our warehouse confirmed your order {number} and is preparing it. We will email you when it ships.',
  'mail.orderConfirmed.reference': 'Warehouse reference',
  'mail.orderShipped.subject': 'Your Clinic Supply order {number} has shipped',
  'mail.orderShipped.intro': 'A parcel of your order {number} is on its way.',
  'mail.orderBackordered.subject':
    'An item of your Clinic Supply order {number} is backordered',
  'mail.orderBackordered.intro':
    '{name} (SKU {sku}) of your order {number} is not in stock at the moment. We expect to ship it by {date}.',
  'mail.orderLineCancelled.subject':
    'An item of your Clinic Supply order {number} was canceled',
  'mail.orderLineCancelled.intro':
    '{quantity} of {name} (SKU {sku} · {pack}) in your order {number} will not be shipped: {reason}. You are not charged for them.',
  'mail.orderCancelled.subject':
    'Your Clinic Supply order {number} was canceled',
  'mail.orderCancelled.intro':
    'Your order {number} was canceled before it shipped. Nothing of it will be sent.',
  'mail.returnAccepted.subject':
    'Your return for Clinic Supply order {number} is accepted',
  'mail.returnAccepted.intro':
    'We accepted your return request for order {number}. Please quote the RMA number on the parcel.',
  'mail.returnAccepted.rma': 'RMA number',
  'mail.returnAccepted.instructions': 'How to send it back',
  'mail.returnRefused.subject':
    'Your return for Clinic Supply order {number} was not accepted',
  'mail.returnRefused.intro':
    'We could not accept your return request for order {number}: {reason}',
  'mail.reason.invitation':
    'You are receiving this email because this email address was invited to a company account at Clinic Supply.',
  'mail.reason.approval':
    'You are receiving this email because you approve orders for {company} at Clinic Supply.',
  'mail.reason.orderDecision':
    'You are receiving this email because an order you placed at Clinic Supply needed approval.',
  'mail.role.administrator': 'Administrator',
  'mail.role.approver': 'Approver',
  'mail.role.buyer': 'Buyer',
  'mail.role.billing': 'Billing',
  'mail.invitation.subject':
    '{inviter} invited you to {company} on Clinic Supply',
  'mail.invitation.intro':
    '{inviter} invited you to join the company account of {company} on Clinic Supply, the shop for medical supplies. Once you accept, this is what you can do in it:',
  'mail.invitation.roles': '{count, plural, one {Role} other {Roles}}',
  'mail.invitation.orderLimit': 'Limit per order',
  'mail.invitation.monthlyLimit': 'Limit per month',
  'mail.invitation.noLimit': 'No limit',
  'mail.invitation.limitsNote':
    'Limits are amounts before tax. An order over a limit waits for an approver’s decision before it is placed.',
  'mail.invitation.button': 'Accept the invitation',
  'mail.invitation.expiry':
    'The invitation is valid for {days, plural, one {# day} other {# days}}.',
  'mail.invitation.ignore':
    'If you did not expect this invitation, you can ignore this email: nothing happens unless you accept it.',
  'mail.approvalRequest.subject':
    'Order {number} by {buyer} needs your approval',
  'mail.approvalRequest.intro':
    '{buyer} sent order {number} for {company} with a total of {amount} before tax. It goes over a purchase limit, so it waits for an approver’s decision.',
  'mail.approvalRequest.orderLimit':
    'The order total {amount} is over {buyer}’s limit of {limit} per order.',
  'mail.approvalRequest.monthlyLimit':
    'With this order, {buyer}’s orders this month come to {amount}, over the monthly limit of {limit}.',
  'mail.approvalRequest.items': 'Items',
  'mail.approvalRequest.button': 'Review the order',
  'mail.approvalRequest.note':
    'Nothing is ordered or charged until the order is approved. {buyer} gets an email with the decision.',
  'mail.orderDecision.view': 'View the order',
  'mail.orderApproved.subject': '{approver} approved your order {number}',
  'mail.orderApproved.payIntro':
    '{approver} approved your order {number} with a total of {amount} before tax. It now waits for your card payment: pay it from the order’s page.',
  'mail.orderApproved.pay': 'Pay now',
  'mail.orderApproved.placedIntro':
    '{approver} approved your order {number} with a total of {amount} before tax. The order is placed, and {company} will be invoiced for it.',
  'mail.orderApproved.comment': 'Note from {approver}',
  'mail.orderRejected.subject':
    '{approver} did not approve your order {number}',
  'mail.orderRejected.intro':
    '{approver} did not approve your order {number} with a total of {amount} before tax.',
  'mail.orderRejected.reason': 'Reason given by {approver}',
  'mail.orderRejected.nothingOrdered':
    'Nothing was ordered or charged. The items are back in your cart, so you can change the order and send it again.',
  'mail.orderRejected.cart': 'Open your cart',

  'dev.outbox.title': 'Outbox',
  'dev.outbox.intro':
    'The emails the shop would have sent, newest first. This page exists only on a development machine.',
  'dev.outbox.refresh': 'Refresh',
  'dev.outbox.count':
    '{count, plural, =0 {No messages yet.} one {# message} other {# messages}}',
  'dev.outbox.unavailable': 'The outbox is not available',
  'dev.outbox.unavailableHint':
    'It exists only where the shop runs on a development machine.',
  'dev.outbox.to': 'To',
  'dev.outbox.kind': 'Kind',
  'dev.outbox.created': 'Created',
  'dev.outbox.state': 'State',
  'dev.outbox.state.sent': 'Sent',
  'dev.outbox.state.pending': 'Pending',
  'dev.outbox.state.failed': 'Failed',
  'dev.outbox.attempts':
    '{count, plural, =0 {no attempts} one {# attempt} other {# attempts}}',
  'dev.outbox.lastError': 'Last error: {error}',
  'dev.outbox.text': 'Text part',
  'dev.outbox.html': 'HTML part',
  'dev.outbox.htmlFrame': 'HTML part of “{subject}”',

  'invoice.documentTitle': 'Invoice {number}',
  'invoice.documentSubject': 'Order {number}',
  'invoice.heading': 'INVOICE',
  'invoice.sku': 'SKU',
  'invoice.product': 'Product',
  'invoice.quantity': 'Qty',
  'invoice.unitPrice': 'Unit price',
  'invoice.amount': 'Amount',
  'invoice.continued': '{seller} · Invoice {number} (continued)',
  'invoice.taxId': 'Tax ID: {taxId}',
  'invoice.number': 'Invoice number',
  'invoice.date': 'Invoice date',
  'invoice.orderNumber': 'Order number',
  'invoice.poReference': 'PO reference',
  'invoice.dueDate': 'Due date',
  'invoice.currency': 'Currency',
  'invoice.billTo': 'Bill to',
  'invoice.shipTo': 'Ship to',
  'invoice.subtotal': 'Subtotal',
  'invoice.totalBeforeTax': 'Total before tax',
  'invoice.taxLine': 'Sales tax, {name} ({rate})',
  'invoice.total': 'Total ({currency})',
  'invoice.amountPaid': 'Amount paid',
  'invoice.amountDue': 'Amount due ({currency})',
  'invoice.exemption':
    'No sales tax: exemption certificate {number} ({state}) is on file.',
  'invoice.remitTo': 'Remit to:',
  // The shop's one wording of its payment terms: only the commerce backend fills it in (with the
  // days it gives), and every page, e-mail and invoice shows what it answers.
  'invoice.paymentTerms': 'Net {days}: due {days} days after the invoice date',
  'invoice.terms': '{terms} (due date: {dueDate}).',
  'invoice.quote': 'Please quote {number} with your payment.',
  'invoice.paid': 'Paid.',
  'invoice.paidByCard': 'Paid by card.',
  'invoice.toPayByCard': 'To be paid by card: the payment has not arrived yet.',
  'invoice.payment': 'Payment',
  'invoice.page': 'Page {page} of {pages}',
  // The credit note and the monthly statement PDFs (decision 040).
  'creditNote.documentTitle': 'Credit note {number}',
  'creditNote.heading': 'CREDIT NOTE',
  'creditNote.continued': '{seller} · Credit note {number} (continued)',
  'creditNote.number': 'Credit note',
  'creditNote.date': 'Date',
  'creditNote.rma': 'Return (RMA)',
  'creditNote.tax': 'Tax',
  'creditNote.net': 'Returned, before tax',
  'creditNote.salesTax': 'Sales tax',
  'creditNote.total': 'Credit ({currency})',
  'creditNote.applied': 'Taken by the order’s invoice',
  'creditNote.available': 'Credit left for other invoices',
  'creditNote.about': 'About this credit',
  'creditNote.credits':
    'Credits goods returned from order {order} under {rma}.',
  'creditNote.creditsNoRma': 'Credits goods returned from order {order}.',
  'monthlyStatement.documentTitle': 'Statement {month}',
  'monthlyStatement.heading': 'STATEMENT',
  'monthlyStatement.continued': '{seller} · Statement {month} (continued)',
  'monthlyStatement.period': 'Period',
  'monthlyStatement.account': 'Account',
  'monthlyStatement.date': 'Date',
  'monthlyStatement.document': 'Document',
  'monthlyStatement.entry': 'Entry',
  'monthlyStatement.invoiceEntry': 'Invoice',
  'monthlyStatement.paymentEntry': 'Payment received',
  'monthlyStatement.creditEntry': 'Credit note',
  'monthlyStatement.charge': 'Charges',
  'monthlyStatement.credit': 'Credits',
  'monthlyStatement.none': 'No invoices, payments or credits this month.',
  'monthlyStatement.opening': 'Opening balance',
  'monthlyStatement.invoices': 'Invoices issued',
  'monthlyStatement.payments': 'Payments received',
  'monthlyStatement.credits': 'Credit notes',
  'monthlyStatement.closing': 'Closing balance ({currency})',
  'monthlyStatement.ageing': 'Ageing at the end of the month',
  'monthlyStatement.remittance': 'Remittance',
  'monthlyStatement.quote':
    'Please quote the invoice numbers you pay. Remit to:',
} as const

/** A key of the English catalogue. */
export type MessageKey = keyof typeof EN_MESSAGES
