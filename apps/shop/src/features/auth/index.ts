// What routes and other features may import from auth (decision 027): the rest is internal.
export { AcceptInvitation } from './accept-invitation'
export { AuthLayout } from './auth-layout'
export { CheckInbox } from './check-inbox'
export { ForgotPassword } from './forgot-password'
export { invitationQuery } from './invitation-query'
export { LoginForm } from './login-form'
export { resetLinkQuery } from './reset-link-query'
export { ResetPassword } from './reset-password'
export { UnverifiedBanner } from './unverified-banner'
export { VerifyEmail } from './verify-email'
// Loaders, not re-exports: these modules stay in their own chunk, out of the importer's first load.
export const loadLoginForm = () => import('./login-form')
