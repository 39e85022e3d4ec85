// What routes and other features may import from account (decision 027): the rest is internal.
export { AccountNavLinks } from './account-nav-links'
export { ChangeEmailForm } from './change-email-form'
export { ChangePasswordForm } from './change-password-form'
export { ProfileNameForm } from './profile-name-form'
export { SetupBanner } from './setup-banner'
